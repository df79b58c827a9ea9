// When a prompt counts as stuck: M-Pesa never gave a final word on it. The
// reconciler asks Daraja about a pending prompt from 30 s after it closes and gives up 10 minutes after;
// a prompt still pending past that (Daraja keeps saying "pending", or no reconciler ran) is stuck, and so
// is one the reconciler gave up on, since money may have left the phone all the same.
import type { StkRequest } from '../../db/schema';
import { GIVE_UP_AFTER_EXPIRY_MS } from '../payments/reconciler-timing';

/** A pending prompt that closed before this moment is stuck. */
export const stuckIfClosedBefore = (now: Date) => new Date(now.getTime() - GIVE_UP_AFTER_EXPIRY_MS);

export function isStuckPrompt(row: StkRequest, now: Date): boolean {
  if (row.status === 'pending') return row.expiresAt < stuckIfClosedBefore(now);
  return row.status === 'failed' && row.settledBy === 'gave_up';
}
