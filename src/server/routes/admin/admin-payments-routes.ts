// The payment exceptions desk (issue 12): GET /api/admin/payment-exceptions for any operator; matching
// one to a cover and marking one resolved decide where money goes, so they are an admin's (the role is
// checked before the body is read, so an agent hears 403 whatever it sends).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MatchPaymentExceptionSchema,
  PaymentExceptionActionResponseSchema,
  PaymentExceptionListSchema,
  PaymentExceptionParamsSchema,
  ResolvePaymentExceptionSchema,
} from '../../../domain/back-office/payment-exceptions-api';
import { requireOperator, requireRole, signedInOperator } from '../../http/operator-authentication';
import type { AppServices } from '../../services/app-services';

export const adminPaymentsRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (
  app,
  { services },
) => {
  const { paymentExceptions } = services;
  app.addHook('onRequest', requireOperator(services.operators.sessions));
  const adminOnly = requireRole('admin');

  app.get('/payment-exceptions', { schema: { response: { 200: PaymentExceptionListSchema } } }, async () => ({
    exceptions: await paymentExceptions.listOpen(),
  }));

  app.post(
    '/payment-exceptions/:kind/:id/match',
    {
      onRequest: adminOnly,
      schema: {
        params: PaymentExceptionParamsSchema,
        body: MatchPaymentExceptionSchema,
        response: { 200: PaymentExceptionActionResponseSchema },
      },
    },
    (request) =>
      paymentExceptions.match({
        operatorId: signedInOperator(request).id,
        ...request.params,
        coverId: request.body.cover_id,
        receipt: request.body.receipt,
        note: request.body.note,
      }),
  );

  app.post(
    '/payment-exceptions/:kind/:id/resolve',
    {
      onRequest: adminOnly,
      schema: {
        params: PaymentExceptionParamsSchema,
        body: ResolvePaymentExceptionSchema,
        response: { 200: PaymentExceptionActionResponseSchema },
      },
    },
    (request) =>
      paymentExceptions.resolve({
        operatorId: signedInOperator(request).id,
        ...request.params,
        note: request.body.note,
      }),
  );
};
