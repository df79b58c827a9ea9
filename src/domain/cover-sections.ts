// The three sections a cover may insure: the building, household items (kept at home) and portable items
// (insured anywhere). One name each from the wizard to the columns; the spec's wire names
// (`value_of_house_hold_items`, `portable_items`, …) are mapped to these at the HTTP edge.
import { defineMessages } from './language/messages';

export const coverSections = ['building', 'household', 'portable'] as const;
export type CoverSection = (typeof coverSections)[number];

/** The sections that hold listed items: every section but the building, which is one sum. */
export const coverItemKinds = ['household', 'portable'] as const satisfies readonly Exclude<
  CoverSection,
  'building'
>[];
export type CoverItemKind = (typeof coverItemKinds)[number];

/** A section's name on cards and breakdowns, as the spec shows it. */
export const sectionNames = defineMessages('coverSection', {
  building: { en: 'Building', sw: 'Jengo' },
  household: { en: 'Contents', sw: 'Vitu vya nyumbani' },
  portable: { en: 'All-risks', sw: 'Vifaa vinavyobebeka' },
}) satisfies Record<CoverSection, string>;
