// Point 5, Coverage Next: when the coverage answers are complete enough to ask for a quotation. The one
// home of the rule: the wizard's Next, `/quote` and buy-product all ask `decideCoverage`, so a request the
// wizard refuses is refused by the server too (an owner with no building value was once quoted by the
// server while the wizard said no).
import { type CoverType, deriveCoverType, type Ownership } from './cover-type';
import { type Item, itemListProblem } from './item-list';
import { defineMessages } from './language/messages';

export const coverageMessages = defineMessages('coverage', {
  /** The spec's one sentence for coverage that cannot go on (point 5). */
  incomplete: {
    en: 'Please ensure all item values match the specified totals',
    sw: 'Tafadhali hakikisha thamani za vitu zinalingana na jumla ulizoweka',
  },
  building: {
    en: 'Please enter the value of the building',
    sw: 'Tafadhali weka thamani ya jengo',
  },
  location: {
    en: 'Please enter the location of the property',
    sw: 'Tafadhali weka mahali jengo lilipo',
  },
  householdOrPortable: {
    en: 'Please enter the value of your household items or of your gadgets',
    sw: 'Tafadhali weka thamani ya vitu vyako vya nyumbani au ya vifaa vyako vinavyobebeka',
  },
});

export interface CoverageAnswers {
  ownership: Ownership | null;
  building: number;
  location: string;
  household: number;
  householdItems: readonly Item[];
  portable: number;
  portableItems: readonly Item[];
}

/** The answer a problem is about, so each caller can point at its own field (a form input, a JSON path). */
export type CoverageField =
  | 'location'
  | 'building'
  | 'householdOrPortable'
  | 'householdItems'
  | 'portableItems';

export interface CoverageProblem {
  field: CoverageField;
  message: string;
}

export type CoverageDecision =
  | { ok: true; coverType: CoverType }
  | { ok: false; message: string; problems: CoverageProblem[] };

/**
 * Point 5: an owner needs a building value above 0 and a location; a tenant needs household items or
 * portable items above 0; for both, an itemised list (optional) passes the Add Items rules and adds up to
 * its section's total exactly. Point 4's "owner with contents and no building" row (household items, no
 * building) is therefore never reached: point 5 is the stricter rule and the one the wizard has always
 * applied.
 */
export function decideCoverage(answers: CoverageAnswers): CoverageDecision {
  const { ownership } = answers;
  if (ownership === null) return { ok: false, message: coverageMessages.incomplete, problems: [] };
  const problems: CoverageProblem[] = [];
  if (ownership === 'owner') {
    if (answers.location.trim() === '')
      problems.push({ field: 'location', message: coverageMessages.location });
    if (!(answers.building > 0)) problems.push({ field: 'building', message: coverageMessages.building });
  } else if (!(answers.household > 0 || answers.portable > 0)) {
    problems.push({ field: 'householdOrPortable', message: coverageMessages.householdOrPortable });
  }
  const lists = [
    ['householdItems', answers.householdItems, answers.household],
    ['portableItems', answers.portableItems, answers.portable],
  ] as const;
  for (const [field, items, total] of lists) {
    const message = itemListProblem(items, total);
    if (message) problems.push({ field, message });
  }
  const coverType = deriveCoverType(ownership, answers);
  if (problems.length > 0 || coverType === null) {
    return { ok: false, message: coverageMessages.incomplete, problems };
  }
  return { ok: true, coverType };
}
