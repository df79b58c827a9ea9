// When a cover may be renewed, counted in Nairobi calendar days: reminders and the portal's
// Renew button open the same 30 days before the end. After the end, a lapsed cover may still be renewed
// for a grace of 30 days (it then starts on the day of payment, see cover-period.ts); later than that the
// agency wants a new proposal, so the client gets a new quote instead.
import { nairobiDay } from '../back-office/nairobi-day';
import type { CoverYear } from '../endorsement-premium';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Renewal opens this many Nairobi days before the end, when the first reminder goes out. */
export const RENEWAL_OPENS_DAYS = 30;
/** A lapsed cover may be renewed for this many days after its end. */
export const LAPSED_RENEWAL_GRACE_DAYS = 30;

/**
 * Nairobi calendar days from today to the day the period ends (the renewal's first day): 30 a month
 * before, 0 on that day, negative after. Whole days, whatever the hour.
 */
export function daysUntilEnd(end: Date, now: Date): number {
  return Math.round((nairobiDay(end).start.getTime() - nairobiDay(now).start.getTime()) / DAY_MS);
}

export type RenewalWindow = 'not_yet' | 'open' | 'lapsed' | 'closed';

export function renewalWindow(period: CoverYear, now: Date): RenewalWindow {
  const days = daysUntilEnd(period.end, now);
  if (now < period.end) return days > RENEWAL_OPENS_DAYS ? 'not_yet' : 'open';
  return -days <= LAPSED_RENEWAL_GRACE_DAYS ? 'lapsed' : 'closed';
}

/** The day renewal opens, for the words that say "not yet". */
export function renewalOpensOn(period: CoverYear): Date {
  return new Date(nairobiDay(period.end).start.getTime() - RENEWAL_OPENS_DAYS * DAY_MS);
}
