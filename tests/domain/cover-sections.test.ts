import { describe, expect, it } from 'vitest';
import { claimSectionNames } from '../../src/domain/claims/claim-sections';
import { coverItemKinds, coverSections, sectionNames } from '../../src/domain/cover-sections';
import { coverTypes, sectionsOfCoverType } from '../../src/domain/cover-type';

describe('cover sections: one name each, from the wizard to the columns', () => {
  it('are the building, household items and portable items, in that order', () => {
    expect(coverSections).toEqual(['building', 'household', 'portable']);
  });

  it('hold listed items in every section but the building', () => {
    expect(coverItemKinds).toEqual(coverSections.filter((section) => section !== 'building'));
  });

  it('are the only sections a cover type insures', () => {
    for (const coverType of coverTypes) {
      for (const section of sectionsOfCoverType[coverType]) expect(coverSections).toContain(section);
    }
  });

  it('keep the names the policy cards and the claim form show', () => {
    expect(sectionNames).toEqual({ building: 'Building', household: 'Contents', portable: 'All-risks' });
    expect(Object.keys(claimSectionNames)).toEqual([...coverSections]);
  });
});
