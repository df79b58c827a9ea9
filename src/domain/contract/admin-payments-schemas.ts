import {
  MatchPaymentExceptionSchema,
  PaymentExceptionActionResponseSchema,
  PaymentExceptionListSchema,
  PaymentExceptionParamsSchema,
  ResolvePaymentExceptionSchema,
} from '../api/admin-payment-exceptions';
import type { adminPaymentsEndpoints } from './admin-payments-endpoints';
import type { SchemasOf } from './endpoint-schema';

export const adminPaymentsSchemas = {
  adminPaymentExceptions: { response: { 200: PaymentExceptionListSchema } },
  adminMatchPaymentException: {
    params: PaymentExceptionParamsSchema,
    body: MatchPaymentExceptionSchema,
    response: { 200: PaymentExceptionActionResponseSchema },
  },
  adminResolvePaymentException: {
    params: PaymentExceptionParamsSchema,
    body: ResolvePaymentExceptionSchema,
    response: { 200: PaymentExceptionActionResponseSchema },
  },
} satisfies SchemasOf<typeof adminPaymentsEndpoints>;
