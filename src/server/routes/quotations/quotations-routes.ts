// Quotations (src/domain/contract/quotations-endpoints.ts): get a quotation, save the chosen product as a
// lead, and buy it (point 7). Each creates rows, so each honours Idempotency-Key: the wizard's retry after
// a dropped connection gets the first answer back (for a buy: one cover, one M-Pesa prompt). A buy without
// a key is keyed by its body and address for two minutes: ten taps of one button are one purchase.
import type { QuoteResponse } from '../../../domain/api';
import { paymentMessages } from '../../../domain/payment-messages';
import { readIdempotencyKey, replyIdempotently, sameRequestKey } from '../../http/reply-idempotently';
import type { Serve } from '../../http/serve-endpoint';
import type { AppServices } from '../../services/app-services';
import { IDENTICAL_BUYS_WINDOW_MS } from '../../services/covers/buy-cover-service';

export const quotationSavedMessage = 'Quotation saved';

export function serveQuotations(serve: Serve, services: AppServices): void {
  serve('requestQuotation', (request, reply) =>
    replyIdempotently(request, reply, services.idempotency, 'quotations.quote', async () => {
      const body: QuoteResponse = {
        status: true,
        data: await services.quotes.createQuotation(request.body, request.ip),
      };
      return { statusCode: 200, body };
    }),
  );

  serve('saveQuotation', (request, reply) =>
    replyIdempotently(request, reply, services.idempotency, 'quotations.save', async () => ({
      statusCode: 201,
      body: {
        status: true,
        message: quotationSavedMessage,
        data: await services.savedQuotations.saveQuotation(request.body),
      },
    })),
  );

  // The idempotency scope keeps the buy's former name: keys stored under it still replay.
  serve('buyCover', (request, reply) => {
    const clientKey = readIdempotencyKey(request);
    const identical = clientKey
      ? {}
      : { freshForMs: IDENTICAL_BUYS_WINDOW_MS, inProgressMessage: paymentMessages.purchaseInProgress };
    const key = clientKey ?? sameRequestKey(request);
    return replyIdempotently(
      request,
      reply,
      services.idempotency,
      'quotations.buy-product',
      async () => ({
        statusCode: 200,
        body: await services.payments.buyCover.buy(request.body, {
          purchaseKey: key,
          ...(clientKey ? {} : { purchaseKeyLifetimeMs: IDENTICAL_BUYS_WINDOW_MS }),
          clientAddress: request.ip,
          signedIn: request.user,
        }),
      }),
      { key, ...identical },
    );
  });
}
