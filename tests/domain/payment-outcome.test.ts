import { describe, expect, it } from 'vitest';
import { paymentNextStep, paymentNextSteps } from '../../src/domain/payment-next-step-messages';
import { readPaymentOutcome } from '../../src/domain/payment-outcome';

const reading = (status: string, ResultCode: number | null, extra: object = {}) => ({
  status,
  ResultCode,
  ResultDesc: 'desc',
  ...extra,
});

describe('reading a payment status', () => {
  it('confirms only a success, whatever its case', () => {
    expect(readPaymentOutcome(reading('success', 0))).toEqual({
      kind: 'confirmed',
      message: 'Payment confirmed successfully!',
    });
    expect(readPaymentOutcome(reading('SUCCESS', 0)).kind).toBe('confirmed');
  });

  it('treats a success that carries an errorMessage as still processing', () => {
    expect(
      readPaymentOutcome(reading('success', 0, { errorMessage: 'The transaction is being processed' })),
    ).toEqual({ kind: 'pending' });
  });

  it('waits while the prompt is open', () => {
    expect(readPaymentOutcome(reading('pending', null))).toEqual({ kind: 'pending' });
  });

  it('words each result code as the spec does', () => {
    expect(readPaymentOutcome(reading('failed', 1037))).toEqual({
      kind: 'failed',
      tone: 'warning',
      message: 'Payment prompt expired. Please retry the payment.',
      nextStep:
        'Keep your phone on and with signal, dial *234# to refresh the SIM menu, then press Retry Payment, or pay by paybill.',
    });
    expect(readPaymentOutcome(reading('failed', 1032))).toEqual({
      kind: 'failed',
      tone: 'warning',
      message: 'Payment was cancelled. Please try again.',
      nextStep: 'When you are ready, press Retry Payment and enter your PIN on your phone.',
    });
    expect(readPaymentOutcome(reading('failed', 2001))).toEqual({
      kind: 'failed',
      tone: 'error',
      message: 'Insufficient funds in your M-Pesa account.',
      nextStep:
        'Check that your M-Pesa balance covers the amount, then press Retry Payment and enter your correct PIN.',
    });
    expect(
      readPaymentOutcome(
        reading('failed', 1, { ResultDesc: 'The balance is insufficient for the transaction.' }),
      ),
    ).toEqual({
      kind: 'failed',
      tone: 'error',
      message: 'Payment failed: The balance is insufficient for the transaction.',
      nextStep: 'Top up your M-Pesa or use Fuliza, then press Retry Payment.',
    });
    expect(readPaymentOutcome(reading('failed', 17, { ResultDesc: '' }))).toMatchObject({
      message: 'Payment failed: Unknown status',
    });
  });

  it("shows M-Pesa's words without Daraja's bracketed prefixes ('[STK_CB - ]', '[MpesaCB - ]')", () => {
    expect(
      readPaymentOutcome(
        reading('failed', 1, { ResultDesc: '[MpesaCB - ]The balance is insufficient for the transaction.' }),
      ),
    ).toMatchObject({ message: 'Payment failed: The balance is insufficient for the transaction.' });
    expect(
      readPaymentOutcome(reading('failed', 1019, { ResultDesc: '[STK_CB - ]Transaction has expired' })),
    ).toMatchObject({
      message: 'Payment failed: Transaction has expired',
    });
    expect(readPaymentOutcome(reading('failed', 17, { ResultDesc: '[STK_CB - ]' }))).toMatchObject({
      message: 'Payment failed: Unknown status',
    });
  });

  it('falls back to the error message, else "Payment verification failed." when there is no code', () => {
    expect(
      readPaymentOutcome(reading('failed', null, { errorMessage: 'Invalid CheckoutRequestID' })),
    ).toMatchObject({ message: 'Invalid CheckoutRequestID' });
    expect(readPaymentOutcome(reading('failed', null))).toMatchObject({
      message: 'Payment verification failed.',
      nextStep: null,
    });
  });

  it('gives every M-Pesa result code, and an unknown one, a next step that ends with Retry Payment', () => {
    for (const code of [1, 1001, 1019, 1025, 1032, 1037, 2001, 17]) {
      const outcome = readPaymentOutcome(reading('failed', code));
      if (outcome.kind !== 'failed') throw new Error(`${code} did not fail`);
      expect(outcome.nextStep, String(code)).toBe(paymentNextStep(code));
      expect(outcome.nextStep, String(code)).toMatch(/Retry Payment/);
    }
    expect(paymentNextStep(1001)).toBe(
      'Another M-Pesa prompt is still open on your phone. Wait a minute for it to close, then press Retry Payment.',
    );
    expect(paymentNextStep(1019)).toBe(
      'Press Retry Payment for a new prompt, and enter your PIN when it shows on your phone.',
    );
    expect(paymentNextStep(1025)).toBe('Wait a minute, then press Retry Payment.');
    expect(paymentNextStep(17)).toBe(paymentNextSteps.unknown);
    // Each listed code has its own entry, not the unknown one by chance.
    for (const code of [1, 1001, 1019, 1025, 1032, 1037, 2001]) expect(code in paymentNextSteps).toBe(true);
  });
});
