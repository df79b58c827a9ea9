// The most an approval may settle on a claim: every peril has a cap from the product. A claim on
// the client's own things is capped by the affected items' sums insured (each within its section's sum
// insured, which its items add up to exactly); a third-party liability claim, which pays someone else, by
// the liability limit the product states, and by nothing when it states none. Decided here once: the
// approval refuses above it, and the back office shows it beside the amount.
// An item the claimant named (not on the policy's list) is bounded by its section's sum insured,
// which such a row carries; a section with a named item is capped by that sum, not by the items' sums
// added up (two named items of one section would count the section twice).

import { type CoverSection, coverSections } from '../cover-sections';
import { formatShillings } from '../money';
import type { Peril } from './perils';

export interface SettlementCap {
  basis: 'items' | 'liability' | 'not_covered';
  /** Whole shillings; 0 when the peril is not covered. */
  amount: number;
}

export interface CappedItem {
  section: CoverSection;
  named: boolean;
  /** A listed item's (or the building's) sum insured; for a named item, its section's. */
  sumInsured: number;
}

/** The most one section of a claim settles: its section's sum insured once an item is named under it. */
function sectionCap(items: readonly CappedItem[]): number {
  const named = items.find((item) => item.named);
  return named ? named.sumInsured : items.reduce((sum, item) => sum + item.sumInsured, 0);
}

export function settlementCap(
  claim: { peril: Peril; items: readonly CappedItem[] },
  product: { liabilityLimit: number | null },
): SettlementCap {
  if (claim.peril === 'third_party_liability') {
    return product.liabilityLimit === null
      ? { basis: 'not_covered', amount: 0 }
      : { basis: 'liability', amount: product.liabilityLimit };
  }
  const amount = coverSections.reduce(
    (sum, section) => sum + sectionCap(claim.items.filter((item) => item.section === section)),
    0,
  );
  return { basis: 'items', amount };
}

export const settlementCapMessages = {
  aboveInsured: (cap: string) =>
    `The settled amount cannot be more than the affected items' sums insured, ${cap}.`,
  aboveLiabilityLimit: (cap: string) =>
    `The settled amount cannot be more than the policy's third-party liability limit, ${cap}.`,
  notCovered:
    'This policy states no third-party liability cover, so this claim cannot be approved. Decline it with the reason.',
} as const;

export type CapRefusal = {
  code: 'claim_amount_above_insured' | 'claim_amount_above_liability_limit' | 'claim_peril_not_covered';
  message: string;
};

/** Why `amount` cannot be settled under `cap`, or null when it can. */
export function capRefusal(amount: number, cap: SettlementCap): CapRefusal | null {
  if (cap.basis === 'not_covered')
    return { code: 'claim_peril_not_covered', message: settlementCapMessages.notCovered };
  if (amount <= cap.amount) return null;
  return cap.basis === 'items'
    ? {
        code: 'claim_amount_above_insured',
        message: settlementCapMessages.aboveInsured(formatShillings(cap.amount)),
      }
    : {
        code: 'claim_amount_above_liability_limit',
        message: settlementCapMessages.aboveLiabilityLimit(formatShillings(cap.amount)),
      };
}

/** What the back office shows beside the amount. */
export function settlementCapHint(cap: SettlementCap): string {
  switch (cap.basis) {
    case 'items':
      return `At most ${formatShillings(cap.amount)}: the affected items' sums insured.`;
    case 'liability':
      return `At most ${formatShillings(cap.amount)}: the policy's third-party liability limit.`;
    case 'not_covered':
      return 'The policy states no third-party liability cover: decline this claim.';
  }
}
