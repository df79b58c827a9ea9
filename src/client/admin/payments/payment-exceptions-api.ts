// The payment exceptions desk's calls, by their names in the contract
// (src/domain/contract/admin-payments-endpoints.ts).

import type {
  MatchPaymentExceptionInput,
  PaymentException,
} from '../../../domain/api/admin-payment-exceptions';
import { backOfficeMessages } from '../../../domain/back-office/back-office-messages';
import { callAdminEndpoint } from '../admin-api';

const paramsOf = (exception: PaymentException) => ({ kind: exception.kind, id: exception.id });

export const listPaymentExceptions = async () =>
  (await callAdminEndpoint('adminPaymentExceptions', {}, backOfficeMessages.paymentExceptionsLoadFailed))
    .exceptions;

export const matchPaymentException = (exception: PaymentException, body: MatchPaymentExceptionInput) =>
  callAdminEndpoint(
    'adminMatchPaymentException',
    { params: paramsOf(exception), body },
    backOfficeMessages.paymentExceptionActionFailed,
  );

export const resolvePaymentException = (exception: PaymentException, note: string) =>
  callAdminEndpoint(
    'adminResolvePaymentException',
    { params: paramsOf(exception), body: { note } },
    backOfficeMessages.paymentExceptionActionFailed,
  );
