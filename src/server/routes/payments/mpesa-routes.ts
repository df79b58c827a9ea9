// Retry Payment and a prompt's status (point 7; src/domain/contract/payments-endpoints.ts); M-Pesa's
// callback is in payment-confirmation-routes.ts. Thin: the rules are in services/payments. Both are the
// buyer's: the X-Payment-Token header (from the buy answer) or the signed-in holder's session, which the
// services check (no session guard: a buyer may not be signed in).
import type { FastifyRequest } from 'fastify';
import { PaymentTokenHeaderSchema } from '../../../domain/api';
import { apiError } from '../../http/app-errors';
import { replyIdempotently } from '../../http/reply-idempotently';
import type { Serve } from '../../http/serve-endpoint';
import type { AppServices } from '../../services/app-services';
import { PAYMENT_TOKEN_HEADER, type PaymentAccess } from '../../services/payments/payment-token';

const accessOf = (request: FastifyRequest): PaymentAccess => {
  const token = PaymentTokenHeaderSchema.safeParse(request.headers[PAYMENT_TOKEN_HEADER]);
  if (!token.success) {
    const message = token.error.issues[0]?.message ?? 'Invalid X-Payment-Token header';
    throw apiError('invalid_payment_token', message, { field: 'X-Payment-Token' });
  }
  return { token: token.data, user: request.user };
};

export function serveMpesa(serve: Serve, services: AppServices): void {
  const { payments } = services;

  serve('resendPrompt', (request, reply) => {
    const { coverId } = request.params;
    const { msisdn } = request.query;
    // The body is empty: the cover and the number in the scope keep one key from replaying another's.
    const scope = `mpesa.stkpush:${coverId}:${msisdn ?? ''}`;
    return replyIdempotently(request, reply, services.idempotency, scope, async () => ({
      statusCode: 200,
      body: await payments.resendPrompt.resend(coverId, msisdn, request.ip, accessOf(request)),
    }));
  });

  serve('paymentStatus', (request) => payments.status.statusOf(request.params.checkoutId, accessOf(request)));

  serve('paybillDetails', (request) => payments.paybill.details(request.params.coverId, accessOf(request)));
}
