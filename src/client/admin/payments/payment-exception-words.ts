// What each kind of payment exception is called on screen, and what its detail means.
import type { PaymentException } from '../../../domain/api/admin-payment-exceptions';

export const exceptionKindTitle: Record<PaymentException['kind'], string> = {
  refund: 'Owed back to the payer',
  callback: 'Payment with no prompt on record',
  prompt: 'Prompt with no final answer',
};

const details: Record<string, string> = {
  declined: 'The application was declined: refund the paying number.',
  already_paid: 'The cover was already paid (or re-priced): refund the paying number.',
  paid: 'M-Pesa reported a payment we could not place.',
  not_paid: 'M-Pesa reported no payment; check and close it.',
  unreadable: 'M-Pesa’s callback could not be read; check the statement.',
  pending: 'Still pending long after the prompt closed; check the statement.',
  gave_up: 'M-Pesa never answered; check the statement.',
};

export const exceptionDetail = (exception: PaymentException) => details[exception.detail] ?? exception.detail;

/** Matching applies only where money arrived and may belong to a cover. */
export const canMatch = (exception: PaymentException) =>
  exception.kind === 'prompt' || (exception.kind === 'callback' && exception.detail === 'paid');
