// A cover's period. An ordinary cover runs from the moment its payment is confirmed
// for the product's period; a renewal is bought ahead and carries the start it was scheduled for (the day
// after the cover it renews ends). Cover is never backdated past its payment: the Insurance Act s.156
// (cash and carry) lets no cover attach before the premium is paid, so a renewal paid after the old cover
// ended starts when it is paid, not on the day it was scheduled for.
import { type CoverYear, coverYearFrom } from '../endorsement-premium';

export interface CoverTimes {
  /** When the payment was confirmed; null while the cover is unpaid. */
  activatedAt: Date | null;
  /** The scheduled start of a renewal; null for an ordinary cover. */
  periodStart: Date | null;
}

/** The start a cover's period runs from, once paid: the later of its scheduled start and its payment. */
export function coverPeriodStart(cover: CoverTimes): Date | null {
  if (!cover.activatedAt) return null;
  if (cover.periodStart && cover.periodStart > cover.activatedAt) return cover.periodStart;
  return cover.activatedAt;
}

/** The paid cover's period, or null while it is unpaid. */
export function coverPeriod(cover: CoverTimes, periodMonths: number): CoverYear | null {
  const start = coverPeriodStart(cover);
  return start ? coverYearFrom(start, periodMonths) : null;
}

/**
 * Where a renewal's period starts. The old period's end is the anniversary of its start, exclusive: the
 * schedule prints cover "to" the day before it (2 March 2026 – 1 March 2027), so the renewal starting at
 * that instant starts the day after the old cover's last day, with no gap and no overlap.
 */
export function renewalPeriodStart(renewed: CoverYear): Date {
  return renewed.end;
}

/** Has the period ended at `now`? (The end is exclusive.) */
export const hasEnded = (period: CoverYear, now: Date): boolean => now.getTime() >= period.end.getTime();

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The last day of cover, as the schedule, the portal and the e-mails all print it: the
 * day before the (exclusive) end instant, so a cover paid 26 Nov 2026 runs to 25 Nov 2027. Format it on
 * Nairobi's calendar.
 */
export const lastDayOfCover = (end: Date): Date => new Date(end.getTime() - DAY_MS);
