// Point 7 (payment status reading) and point 8 (result codes on confirm), as one pure decision.
import { paymentMessages } from './payment-messages';
import { paymentNextStep } from './payment-next-step-messages';

export type PaymentOutcome =
  | { kind: 'confirmed'; message: string }
  | { kind: 'pending' }
  | {
      kind: 'failed';
      tone: 'warning' | 'error';
      message: string;
      /** What the payer does next (payment-next-step-messages.ts); null when M-Pesa gave no result code. */
      nextStep: string | null;
    };

export interface PaymentStatusReading {
  status: string;
  ResultCode: number | null;
  ResultDesc?: string | null;
  errorMessage?: string | null;
}

/**
 * Daraja prefixes its descriptions with the component that wrote them ('[STK_CB - ]Request cancelled by
 * user', '[MpesaCB - ]The balance is insufficient…'): M-Pesa's words for the payer are what follows.
 */
export const withoutDarajaPrefix = (description: string | null | undefined): string =>
  (description ?? '').replace(/^(\s*\[[^\]]*\]\s*)+/, '');

/**
 * Only a status of 'success' (any case) is a payment, and a success that carries an errorMessage is
 * still processing (point 7). A failure is worded by its M-Pesa result code (point 8).
 */
export function readPaymentOutcome(reading: PaymentStatusReading): PaymentOutcome {
  const status = reading.status.toLowerCase();
  if (status === 'success') {
    return reading.errorMessage
      ? { kind: 'pending' }
      : { kind: 'confirmed', message: paymentMessages.confirmed };
  }
  if (status === 'pending') return { kind: 'pending' };
  switch (reading.ResultCode) {
    case 0:
      // A zero code with a non-success status has not settled yet.
      return { kind: 'pending' };
    case 1037:
      return {
        kind: 'failed',
        tone: 'warning',
        message: paymentMessages.expired,
        nextStep: paymentNextStep(1037),
      };
    case 1032:
      return {
        kind: 'failed',
        tone: 'warning',
        message: paymentMessages.cancelled,
        nextStep: paymentNextStep(1032),
      };
    case 2001:
      return {
        kind: 'failed',
        tone: 'error',
        message: paymentMessages.insufficientFunds,
        nextStep: paymentNextStep(2001),
      };
    case null:
      return {
        kind: 'failed',
        tone: 'error',
        message: reading.errorMessage?.trim() || paymentMessages.verificationFailed,
        nextStep: null,
      };
    default:
      return {
        kind: 'failed',
        tone: 'error',
        message: paymentMessages.failedWith({
          description: withoutDarajaPrefix(reading.ResultDesc).trim() || paymentMessages.unknownStatus,
        }),
        nextStep: paymentNextStep(reading.ResultCode),
      };
  }
}
