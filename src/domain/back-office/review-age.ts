// How long a paid application has waited for the agency's review, against the promise the client was given.

/** The confirmation page's promise: a review takes 24-48 hours. Past this, an application is overdue. */
export const REVIEW_PROMISE_HOURS = 48;

/** Whole hours from payment to now, and whether that breaks the 48-hour promise. */
export function reviewAge(paidAt: Date, now: Date): { ageHours: number; overdue: boolean } {
  const hours = (now.getTime() - paidAt.getTime()) / 3_600_000;
  return { ageHours: Math.max(0, Math.floor(hours)), overdue: hours > REVIEW_PROMISE_HOURS };
}
