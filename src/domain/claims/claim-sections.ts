// A claim names what was lost or damaged under the section of the cover it belongs to (the
// building, household items, portable items). Most tenants insure totals without listing items, so a claim
// may name items the policy never listed; what bounds it is then the section's sum insured: the estimated
// losses under one section add up to at most that section's sum insured. Decided here once, for the form
// (with a cached policy) and the server.
import { type CoverSection, coverSections } from '../cover-sections';
import { formatShillings } from '../money';

export const claimSectionNames: Record<CoverSection, string> = {
  building: 'The building',
  household: 'Household items',
  portable: 'Portable items',
};

export const claimSectionMessages = {
  nameRequired: 'Enter the name of each item you add, in at most 100 characters.',
  sectionNotInsured: (section: CoverSection) =>
    `This policy does not insure ${claimSectionNames[section].toLowerCase()}.`,
  aboveSumInsured: (section: CoverSection, total: number, sumInsured: number) =>
    `The estimated losses under ${claimSectionNames[section].toLowerCase()} add up to ${formatShillings(total)}, more than their sum insured, ${formatShillings(sumInsured)}.`,
} as const;

/** Each section's sum insured on a cover, whole shillings; 0 where the cover does not insure it. */
export type SectionSumsInsured = Record<CoverSection, number>;

/** Where a section's total is reported: the form shows it under that section's items. */
export const sectionPath = (section: CoverSection) => `sections.${section}`;

/** The sections whose items' estimated losses add up to more than the section's sum insured. */
export function sectionTotalErrors(
  items: readonly { section: CoverSection; estimatedLoss: number }[],
  sums: SectionSumsInsured,
): { path: string; message: string }[] {
  return coverSections.flatMap((section) => {
    const total = items
      .filter((item) => item.section === section)
      .reduce((sum, item) => sum + item.estimatedLoss, 0);
    return total > sums[section] && sums[section] > 0
      ? [
          {
            path: sectionPath(section),
            message: claimSectionMessages.aboveSumInsured(section, total, sums[section]),
          },
        ]
      : [];
  });
}
