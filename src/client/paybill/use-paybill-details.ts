import { useEffect, useRef, useState } from 'react';
import type { PaybillDetails } from '../../domain/api/payments';
import { paybillDetails } from '../api/payments-api';

/** As often as the prompt's own check: a payer back from the M-Pesa menu sees the page finish quickly. */
export const paybillPollMs = 4000;
/** A connection that keeps failing is asked less and less often, up to this. */
export const paybillPollMaxMs = 32_000;

export type PaybillProblem = 'offline' | 'unavailable' | null;

/**
 * The paybill details of a cover, read now and every few seconds while the panel is shown, until the
 * payment has arrived: then `onPaid` runs once with them. Offline or failing, it waits longer each time,
 * and asks again at once when the connection or the page (back from the M-Pesa menu) returns.
 */
export function usePaybillDetails(
  coverId: string,
  paymentToken: string | null,
  onPaid: (details: PaybillDetails) => void,
  /** The API call; a test of the timing gives its own. */
  read: typeof paybillDetails = paybillDetails,
): { details: PaybillDetails | null; problem: PaybillProblem } {
  const [details, setDetails] = useState<PaybillDetails | null>(null);
  const [problem, setProblem] = useState<PaybillProblem>(null);
  const paid = useRef(onPaid);
  paid.current = onPaid;

  useEffect(() => {
    let stopped = false;
    let asking = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let delay = paybillPollMs;

    const later = () => {
      clearTimeout(timer);
      if (!stopped) timer = setTimeout(() => void ask(), delay);
    };
    const backOff = () => {
      delay = Math.min(delay * 2, paybillPollMaxMs);
    };
    const ask = async () => {
      if (stopped || asking) return;
      // A page behind the M-Pesa menu need not ask: it asks the moment it is seen again.
      if (document.visibilityState === 'hidden') return later();
      if (!navigator.onLine) {
        setProblem('offline');
        backOff();
        return later();
      }
      asking = true;
      try {
        const answer = await read(coverId, paymentToken);
        if (stopped) return;
        setDetails(answer);
        setProblem(null);
        delay = paybillPollMs;
        if (answer.paid) {
          stopped = true;
          paid.current(answer);
          return;
        }
      } catch {
        if (stopped) return;
        setProblem(navigator.onLine ? 'unavailable' : 'offline');
        backOff();
      } finally {
        asking = false;
      }
      later();
    };
    const again = () => {
      if (stopped || document.visibilityState === 'hidden') return;
      delay = paybillPollMs;
      void ask();
    };

    window.addEventListener('online', again);
    document.addEventListener('visibilitychange', again);
    void ask();
    return () => {
      stopped = true;
      clearTimeout(timer);
      window.removeEventListener('online', again);
      document.removeEventListener('visibilitychange', again);
    };
  }, [coverId, paymentToken, read]);

  return { details, problem };
}
