import type { PaymentProgress } from '../state/wizard-draft';

/**
 * The payment progress to show after a reload. A request that was on its way when the page went away
 * ('initiating') has no answer to wait for in this page: it becomes idle, so Pay Now (or Retry Payment)
 * can be pressed again, and the saved Idempotency-Key replays the server's first answer instead of buying
 * or prompting twice. Every other phase resumes as it was (an awaited prompt is checked again).
 */
export function resumePayment(payment: PaymentProgress): PaymentProgress {
  if (payment.phase !== 'initiating') return payment;
  return { ...payment, phase: 'idle', notice: null };
}
