// Which sums a cover type insures: the rating engine's input, shared by the server's quotation and the
// client's offline indicative quote so the two cannot disagree on what is priced.
import type { CoverSection } from './cover-sections';
import { type CoverType, sectionsOfCoverType } from './cover-type';

export interface SectionValues {
  value_of_property: number;
  value_of_house_hold_items: number;
  value_of_portable_items: number;
}

/** The sum insured of each section the cover type insures, leaving out sections the visitor left at 0. */
export function sectionSums(
  request: SectionValues,
  coverType: CoverType,
): Partial<Record<CoverSection, number>> {
  const sectionValues: Record<CoverSection, number> = {
    building: request.value_of_property,
    household: request.value_of_house_hold_items,
    portable: request.value_of_portable_items,
  };
  const sums: Partial<Record<CoverSection, number>> = {};
  for (const kind of sectionsOfCoverType[coverType]) {
    if (sectionValues[kind] > 0) sums[kind] = sectionValues[kind];
  }
  return sums;
}
