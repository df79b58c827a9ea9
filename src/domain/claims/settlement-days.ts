// The 90-day count a client (and the agency) can follow: days since the claim's documents were complete,
// against the legal limit for settling. The Insurance Act (Cap. 487) s.203(1) makes a claim payable within
// ninety days (the Commissioner may extend it by at most thirty days on the insurer's application, and an
// insurer that does not pay is deemed unable to pay its debts, s.203(5)). The Act counts from the claim's
// reporting; the issue, like insurers' practice, counts from the day the insurer has every document it
// needs, which is what this shows. The count stops when the claim is settled or declined.
export const SETTLEMENT_LIMIT_DAYS = 90;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface SettlementDays {
  /** Whole days since the documents were complete. */
  days: number;
  limit: number;
  /** Days left before the limit; negative once it has passed. */
  days_left: number;
  overdue: boolean;
}

/** Null until the documents are complete: the clock has not started. */
export function settlementDays(
  documentsCompleteAt: Date | null,
  stoppedAt: Date | null,
  now: Date,
): SettlementDays | null {
  if (!documentsCompleteAt) return null;
  const end = stoppedAt ?? now;
  const days = Math.max(0, Math.floor((end.getTime() - documentsCompleteAt.getTime()) / DAY_MS));
  return {
    days,
    limit: SETTLEMENT_LIMIT_DAYS,
    days_left: SETTLEMENT_LIMIT_DAYS - days,
    overdue: days > SETTLEMENT_LIMIT_DAYS,
  };
}
