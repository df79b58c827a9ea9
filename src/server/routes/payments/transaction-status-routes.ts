// Daraja's Transaction Status Results (issue 23), at /api/home-insurance/payments/confirmation/<token>/
// <request id>/transaction-status: beneath the callback's URL, so the same secret token guards it and the
// logs mask it alike. No body schema: whatever Daraja sends is acknowledged (the service reads it). Thin:
// the rules are in services/payments/receipt-number-service.ts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CallbackAcknowledgementSchema, CallbackReferenceSchema } from '../../../domain/api';
import { boundedText } from '../../../domain/text';
import {
  MAX_CALLBACK_TOKEN_LENGTH,
  TRANSACTION_STATUS_RESULT_SEGMENT,
} from '../../integrations/mpesa/daraja-callback-url';
import type { AppServices } from '../../services/app-services';

const ParamsSchema = z.object({
  token: boundedText(MAX_CALLBACK_TOKEN_LENGTH),
  reference: CallbackReferenceSchema,
});

export const transactionStatusRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (
  app,
  { services },
) => {
  app.post(
    `/confirmation/:token/:reference/${TRANSACTION_STATUS_RESULT_SEGMENT}`,
    { schema: { params: ParamsSchema, response: { 200: CallbackAcknowledgementSchema } } },
    (request) =>
      services.payments.receipts.receiveResult(request.params.token, request.body, request.params.reference),
  );
};
