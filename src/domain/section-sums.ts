// Which sums a cover type insures: the rating engine's input, shared by the server's quotation and the
// client's offline indicative quote so the two cannot disagree on what is priced.
import type { CoverSection } from './cover-sections';
import { type CoverageValues, type CoverType, sectionsOfCoverType } from './cover-type';

/** The sum insured of each section the cover type insures, leaving out sections the visitor left at 0. */
export function sectionSums(
  values: CoverageValues,
  coverType: CoverType,
): Partial<Record<CoverSection, number>> {
  const sums: Partial<Record<CoverSection, number>> = {};
  for (const section of sectionsOfCoverType[coverType]) {
    if (values[section] > 0) sums[section] = values[section];
  }
  return sums;
}
