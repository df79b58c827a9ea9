// Point 3 and 4: the three cover types, their labels, and how the coverage answers decide one.
import type { CoverSection } from './cover-sections';
import { defineMessages } from './language/messages';

export const coverTypes = ['Building', 'ContentsAndAllRisks', 'BuildingAndContentsAllRisks'] as const;
export type CoverType = (typeof coverTypes)[number];

export const coverTypeLabels = defineMessages('coverType', {
  Building: { en: 'Building', sw: 'Jengo' },
  ContentsAndAllRisks: {
    en: 'Household + Portable',
    sw: 'Vitu vya nyumbani + Vinavyobebeka',
  },
  BuildingAndContentsAllRisks: {
    en: 'Building + Household + Portable',
    sw: 'Jengo + Vitu vya nyumbani + Vinavyobebeka',
  },
}) satisfies Record<CoverType, string>;

export type Ownership = 'owner' | 'tenant';

/** Each section's total, whole shillings. */
export type CoverageValues = Record<CoverSection, number>;

/** Point 4's table, in its order; null when the answers choose no cover yet. */
export function deriveCoverType(ownership: Ownership, values: CoverageValues): CoverType | null {
  const { building, household, portable } = values;
  if (ownership === 'owner') {
    if (building > 0 && household > 0 && portable > 0) return 'BuildingAndContentsAllRisks';
    if (building > 0) return 'Building';
    if (household > 0 && portable > 0) return 'ContentsAndAllRisks';
    return null;
  }
  return household > 0 || portable > 0 ? 'ContentsAndAllRisks' : null;
}

/** The sections each cover type insures, in the order they are shown. */
export const sectionsOfCoverType: Record<CoverType, readonly CoverSection[]> = {
  Building: ['building'],
  ContentsAndAllRisks: ['household', 'portable'],
  BuildingAndContentsAllRisks: ['building', 'household', 'portable'],
};
