// Point 5, Coverage Next: when the coverage answers are complete enough to ask for a quotation.
import type { Ownership } from './cover-type';
import { type Item, itemsMatchTotal } from './item-list';

export const coverageMismatchMessage = 'Please ensure all item values match the specified totals';

export interface CoverageAnswers {
  ownership: Ownership | null;
  building: number;
  location: string;
  household: number;
  householdItems: readonly Item[];
  gadgets: number;
  gadgetsItems: readonly Item[];
}

/** Null when Next may proceed; otherwise the spec's message. */
export function coverageProblem(answers: CoverageAnswers): string | null {
  if (answers.ownership === null) return coverageMismatchMessage;
  const listsMatch =
    (answers.household === 0 || itemsMatchTotal(answers.householdItems, answers.household)) &&
    (answers.gadgets === 0 || itemsMatchTotal(answers.gadgetsItems, answers.gadgets));
  if (answers.ownership === 'owner') {
    const ok = answers.building > 0 && answers.location.trim() !== '' && listsMatch;
    return ok ? null : coverageMismatchMessage;
  }
  const ok = (answers.household > 0 || answers.gadgets > 0) && listsMatch;
  return ok ? null : coverageMismatchMessage;
}
