import { z } from 'zod';
import {
  CallbackAcknowledgementSchema,
  CallbackReferenceSchema,
  CallbackTokenSchema,
  NoBodySchema,
  PaybillDetailsSchema,
  PaybillValidationAnswerSchema,
  PaymentStatusResponseSchema,
  PaymentStatusSummarySchema,
  StkPushParamsSchema,
  StkPushQuerySchema,
  StkPushResponseSchema,
  StkStatusParamsSchema,
} from '../api/payments';
import type { SchemasOf } from './endpoint-schema';
import type { paymentEndpoints } from './payments-endpoints';

// No body schema for M-Pesa's calls: whatever Daraja sends is acknowledged (the service reads it), never
// refused with a 400.
const acknowledged = { response: { 200: CallbackAcknowledgementSchema } };
const byToken = { params: z.object({ token: CallbackTokenSchema }), ...acknowledged };
const byTokenAndRequest = {
  params: z.object({ token: CallbackTokenSchema, reference: CallbackReferenceSchema }),
  ...acknowledged,
};

export const paymentSchemas = {
  resendPrompt: {
    params: StkPushParamsSchema,
    query: StkPushQuerySchema,
    body: NoBodySchema,
    response: { 200: StkPushResponseSchema },
  },
  paymentStatus: {
    params: StkStatusParamsSchema,
    // The full record first: a summary alone is what a caller without the token gets.
    response: { 200: z.union([PaymentStatusResponseSchema, PaymentStatusSummarySchema]) },
  },
  paybillDetails: { params: StkPushParamsSchema, response: { 200: PaybillDetailsSchema } },
  paybillValidation: {
    params: z.object({ token: CallbackTokenSchema }),
    response: { 200: PaybillValidationAnswerSchema },
  },
  paybillConfirmation: byToken,
  mpesaCallback: byToken,
  mpesaCallbackOfRequest: byTokenAndRequest,
  mpesaTransactionStatusResult: byTokenAndRequest,
  mpesaCallbackBeforeMove: byToken,
  mpesaCallbackOfRequestBeforeMove: byTokenAndRequest,
} satisfies SchemasOf<typeof paymentEndpoints>;
