// /api/home-insurance/mpesa: prompt resend, payment status, and M-Pesa's callback (point 7). Thin: the
// rules are in services/payments.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PaymentStatusResponseSchema, StkPushResponseSchema } from '../../../domain/api';
import { replyIdempotently } from '../../http/reply-idempotently';
import type { AppServices } from '../../services/app-services';

export const mpesaRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (app, { services }) => {
  const { payments } = services;

  app.post(
    '/stkpush/:coverId',
    {
      schema: {
        params: z.object({ coverId: z.string().max(64) }),
        querystring: z.object({ msisdn: z.string().max(20).optional() }),
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
        body: await payments.resendPrompt.resend(coverId, msisdn, request.ip),
      }));
    },
  );

  app.post(
    '/stkstatus/:checkoutId',
    {
      schema: {
        params: z.object({ checkoutId: z.string().max(100) }),
        response: { 200: PaymentStatusResponseSchema },
      },
    },
    (request) => payments.status.statusOf(request.params.checkoutId),
  );

  // No body schema: whatever Daraja sends is acknowledged (the service reads it), never refused with a 400.
  // The second form carries our STK request id; the first serves prompts sent before it existed.
  app.post('/callback/:token', { schema: { params: z.object({ token: z.string().max(200) }) } }, (request) =>
    payments.callback.receive(request.params.token, request.body),
  );
  app.post(
    '/callback/:token/:reference',
    { schema: { params: z.object({ token: z.string().max(200), reference: z.string().max(64) }) } },
    (request) => payments.callback.receive(request.params.token, request.body, request.params.reference),
  );
};
