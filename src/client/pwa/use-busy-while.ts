import { useEffect } from 'react';
import { markBusy } from './busy-tasks';

/** Holds back an app update's reload while `active` (a payment prompt in flight, a payment processing). */
export function useBusyWhile(active: boolean): void {
  useEffect(() => (active ? markBusy() : undefined), [active]);
}
