// /api/home-insurance/quotations: get a quotation, save the chosen product as a lead, and buy it (point 7).
// Each creates rows, so each honours Idempotency-Key: the wizard's retry after a dropped connection gets
// the first answer back (for buy-product: one cover, one M-Pesa prompt). A buy without a key is keyed by
// its body and address for two minutes: ten taps of one button are one purchase.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BuyProductRequestSchema,
  QuoteRequestSchema,
  type QuoteResponse,
  QuoteResponseSchema,
  SaveQuotationRequestSchema,
  SaveQuotationResponseSchema,
  StkPushResponseSchema,
} from '../../../domain/api';
import { paymentMessages } from '../../../domain/payment-messages';
import { readIdempotencyKey, replyIdempotently, sameRequestKey } from '../../http/reply-idempotently';
import type { AppServices } from '../../services/app-services';
import { IDENTICAL_BUYS_WINDOW_MS } from '../../services/covers/buy-product-service';

export const quotationSavedMessage = 'Quotation saved';

export const quotationsRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (
  app,
  { services },
) => {
  app.post(
    '/quote',
    { schema: { body: QuoteRequestSchema, response: { 200: QuoteResponseSchema } } },
    (request, reply) =>
      replyIdempotently(request, reply, services.idempotency, 'quotations.quote', async () => {
        const body: QuoteResponse = {
          status: true,
          data: await services.quotes.createQuotation(request.body, request.ip),
        };
        return { statusCode: 200, body };
      }),
  );

  app.post(
    '/',
    { schema: { body: SaveQuotationRequestSchema, response: { 201: SaveQuotationResponseSchema } } },
    (request, reply) =>
      replyIdempotently(request, reply, services.idempotency, 'quotations.save', async () => ({
        statusCode: 201,
        body: {
          status: true,
          message: quotationSavedMessage,
          data: await services.savedQuotations.saveQuotation(request.body),
        },
      })),
  );

  app.post(
    '/buy-product',
    { schema: { body: BuyProductRequestSchema, response: { 200: StkPushResponseSchema } } },
    (request, reply) => {
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
          body: await services.payments.buyProduct.buy(request.body, {
            purchaseKey: key,
            ...(clientKey ? {} : { purchaseKeyLifetimeMs: IDENTICAL_BUYS_WINDOW_MS }),
            clientAddress: request.ip,
            signedIn: request.user,
          }),
        }),
        { key, ...identical },
      );
    },
  );
};
