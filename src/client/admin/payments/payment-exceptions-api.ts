// The payment exceptions desk's calls (issue 12), read through the shared contract's schemas.
import {
  type MatchPaymentExceptionInput,
  type PaymentException,
  PaymentExceptionActionResponseSchema,
  PaymentExceptionListSchema,
} from '../../../domain/back-office/payment-exceptions-api';
import { adminRequest } from '../admin-api';

export const listPaymentExceptions = async () =>
  PaymentExceptionListSchema.parse(await adminRequest<unknown>('/admin/payment-exceptions')).exceptions;

const act = async (exception: PaymentException, action: 'match' | 'resolve', body: object) =>
  PaymentExceptionActionResponseSchema.parse(
    await adminRequest<unknown>(`/admin/payment-exceptions/${exception.kind}/${exception.id}/${action}`, {
      method: 'POST',
      body,
    }),
  );

export const matchPaymentException = (exception: PaymentException, body: MatchPaymentExceptionInput) =>
  act(exception, 'match', body);

export const resolvePaymentException = (exception: PaymentException, note: string) =>
  act(exception, 'resolve', { note });
