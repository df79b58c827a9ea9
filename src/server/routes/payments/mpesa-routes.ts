// /api/home-insurance/mpesa: prompt resend and payment status (point 7); M-Pesa's callback is in
// payment-confirmation-routes.ts. Thin: the rules are in services/payments. Retry and status are the
// buyer's: the X-Payment-Token header (from the buy answer) or the signed-in holder's session.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  NoBodySchema,
  PaymentStatusResponseSchema,
  PaymentStatusSummarySchema,
  PaymentTokenHeaderSchema,
  StkPushParamsSchema,
  StkPushQuerySchema,
  StkPushResponseSchema,
  StkStatusParamsSchema,
} from '../../../domain/api';
import { apiError } from '../../http/app-errors';
import { replyIdempotently } from '../../http/reply-idempotently';
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

export const mpesaRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (app, { services }) => {
  const { payments } = services;

  app.post(
    '/stkpush/:coverId',
    {
      schema: {
        params: StkPushParamsSchema,
        querystring: StkPushQuerySchema,
        body: NoBodySchema,
        response: { 200: StkPushResponseSchema },
      },
    },
    (request, reply) => {
      const { coverId } = request.params;
      const { msisdn } = request.query;
      // The body is empty: the cover and the number in the scope keep one key from replaying another's.
      const scope = `mpesa.stkpush:${coverId}:${msisdn ?? ''}`;
      return replyIdempotently(request, reply, services.idempotency, scope, async () => ({
        statusCode: 200,
        body: await payments.resendPrompt.resend(coverId, msisdn, request.ip, accessOf(request)),
      }));
    },
  );

  app.post(
    '/stkstatus/:checkoutId',
    {
      schema: {
        params: StkStatusParamsSchema,
        // The full record first: a summary alone is what a caller without the token gets.
        response: { 200: z.union([PaymentStatusResponseSchema, PaymentStatusSummarySchema]) },
      },
    },
    (request) => payments.status.statusOf(request.params.checkoutId, accessOf(request)),
  );
};
