// M-Pesa's callback (point 7), at /api/home-insurance/payments/confirmation: Daraja refuses callback URLs
// containing 'mpesa' (daraja-callback-url.ts), so the old /api/home-insurance/mpesa/callback paths serve
// only prompts sent before the move. Registered at both; thin: the rules are in payment-callback-service.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CallbackAcknowledgementSchema, CallbackReferenceSchema } from '../../../domain/api';
import { boundedText } from '../../../domain/text';
import { MAX_CALLBACK_TOKEN_LENGTH } from '../../integrations/mpesa/daraja-callback-url';
import type { AppServices } from '../../services/app-services';

const TokenSchema = boundedText(MAX_CALLBACK_TOKEN_LENGTH);
const response = { 200: CallbackAcknowledgementSchema };

export const paymentConfirmationRoutes: FastifyPluginAsyncZod<{
  services: AppServices;
  path: string;
}> = async (app, { services, path }) => {
  const { callback } = services.payments;
  // No body schema: whatever Daraja sends is acknowledged (the service reads it), never refused with a 400.
  // The second form carries our STK request id; the first serves prompts sent before it existed.
  app.post(`${path}/:token`, { schema: { params: z.object({ token: TokenSchema }), response } }, (request) =>
    callback.receive(request.params.token, request.body),
  );
  app.post(
    `${path}/:token/:reference`,
    { schema: { params: z.object({ token: TokenSchema, reference: CallbackReferenceSchema }), response } },
    (request) => callback.receive(request.params.token, request.body, request.params.reference),
  );
};
