// A claim names what was lost or damaged under the section of the cover it belongs to (the
// building, household items, portable items). Most tenants insure totals without listing items, so a claim
// may name items the policy never listed; what bounds it is then the section's sum insured: the estimated
// losses under one section add up to at most that section's sum insured. Decided here once, for the form
// (with a cached policy) and the server.
import { type CoverSection, coverSections } from '../cover-sections';
import { defineMessages } from '../language/messages';
import { withValues } from '../language/with-values';
import { formatShillings } from '../money';

export const claimSectionNames: Readonly<Record<CoverSection, string>> = defineMessages('claimSections', {
  building: { en: 'The building', sw: 'Jengo' },
  household: { en: 'Household items', sw: 'Vitu vya nyumbani' },
  portable: { en: 'Portable items', sw: 'Vifaa vinavyobebeka' },
});

// Each section named in the sentence itself: the names above are labels, and Kiswahili's agreement
// differs by section.
const sectionTexts = defineMessages('claimSectionChecks', {
  sectionNotInsured: withValues<{ section: CoverSection }>({
    en: 'This policy does not insure {section, select, building {the building} household {household items} other {portable items}}.',
    sw: 'Bima hii haigharamii {section, select, building {jengo} household {vitu vya nyumbani} other {vifaa vinavyobebeka}}.',
  }),
  aboveSumInsured: withValues<{ section: CoverSection; total: string; sumInsured: string }>({
    en: 'The estimated losses under {section, select, building {the building} household {household items} other {portable items}} add up to {total}, more than their sum insured, {sumInsured}.',
    sw: 'Makadirio ya hasara chini ya {section, select, building {jengo} household {vitu vya nyumbani} other {vifaa vinavyobebeka}} yanafikia {total}, zaidi ya thamani iliyowekewa bima, {sumInsured}.',
  }),
});

export const claimSectionMessages = Object.assign(
  defineMessages('claimSectionItems', {
    nameRequired: {
      en: 'Enter the name of each item you add, in at most 100 characters.',
      sw: 'Weka jina la kila kitu unachoongeza, kwa herufi zisizozidi 100.',
    },
  }),
  {
    sectionNotInsured: (section: CoverSection) => sectionTexts.sectionNotInsured({ section }),
    aboveSumInsured: (section: CoverSection, total: number, sumInsured: number) =>
      sectionTexts.aboveSumInsured({
        section,
        total: formatShillings(total),
        sumInsured: formatShillings(sumInsured),
      }),
  },
);

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
