// How the back office says a claim's figures: its age, the 90-day count with a mark in words
// (the colour only repeats it), and the documents by their names.
import { type ClaimDocumentType, claimDocumentNames } from '../../../domain/claims/claim-documents';
import type { SettlementDays } from '../../../domain/claims/settlement-days';

/**
 * Two weeks before the limit a claim is marked 'Due soon': the time an approval, the insurer's payment
 * and an M-Pesa or bank transfer reasonably take, so the mark comes while it can still be met.
 */
export const DUE_SOON_DAYS_LEFT = 14;

export type SettlementMark = 'Overdue' | 'Due soon';

export function settlementMark(settlement: SettlementDays | null): SettlementMark | null {
  if (!settlement) return null;
  if (settlement.overdue) return 'Overdue';
  return settlement.days_left <= DUE_SOON_DAYS_LEFT ? 'Due soon' : null;
}

/** "Day 12 of 90", or why the count has not started. */
export const settlementWords = (settlement: SettlementDays | null) =>
  settlement ? `Day ${settlement.days} of ${settlement.limit}` : 'Not started: documents incomplete';

export const claimAgeWords = (days: number) =>
  days === 0 ? 'Made today' : `${days} ${days === 1 ? 'day' : 'days'} old`;

export const documentListWords = (types: readonly ClaimDocumentType[]) =>
  types.length === 0 ? 'None' : types.map((type) => claimDocumentNames[type]).join('; ');

/** A cover's start or end as a date; a value that is no date is shown as stored. */
export function nairobiDay(value: string | null): string {
  if (!value) return '–';
  const date = new Date(value);
  return Number.isNaN(date.getTime())
    ? value
    : date.toLocaleDateString('en-KE', { timeZone: 'Africa/Nairobi', dateStyle: 'medium' });
}
