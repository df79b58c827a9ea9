import { describe, expect, it } from 'vitest';
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
    });
    expect(readPaymentOutcome(reading('failed', 1032))).toEqual({
      kind: 'failed',
      tone: 'warning',
      message: 'Payment was cancelled. Please try again.',
    });
    expect(readPaymentOutcome(reading('failed', 2001))).toEqual({
      kind: 'failed',
      tone: 'error',
      message: 'Insufficient funds in your M-Pesa account.',
    });
    expect(
      readPaymentOutcome(
        reading('failed', 1, { ResultDesc: 'The balance is insufficient for the transaction.' }),
      ),
    ).toEqual({
      kind: 'failed',
      tone: 'error',
      message: 'Payment failed: The balance is insufficient for the transaction.',
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
    });
  });
});
