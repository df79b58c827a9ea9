// The spec's wire fields are read once, here, into the domain's section names.
import { describe, expect, it } from 'vitest';
import { coverageValuesOfRequest, coverItemsOfRequest } from '../../src/domain/coverage-request';
import { sectionSums } from '../../src/domain/section-sums';

const request = {
  value_of_property: 5_000_000,
  value_of_house_hold_items: 300_000,
  value_of_portable_items: 80_000,
  house_hold_items: [{ name: 'Sofa set', value: 300_000 }],
  portable_items: [{ name: 'Laptop', value: 80_000 }],
};

describe('a coverage request in the domain’s names', () => {
  it('gives each section its wire total', () => {
    expect(coverageValuesOfRequest(request)).toEqual({
      building: 5_000_000,
      household: 300_000,
      portable: 80_000,
    });
  });

  it('gives each listed item the section it was listed under', () => {
    expect(coverItemsOfRequest(request)).toEqual([
      { kind: 'household', name: 'Sofa set', value: 300_000 },
      { kind: 'portable', name: 'Laptop', value: 80_000 },
    ]);
  });

  it('prices only the sections the cover type insures', () => {
    const values = coverageValuesOfRequest(request);
    expect(sectionSums(values, 'ContentsAndAllRisks')).toEqual({ household: 300_000, portable: 80_000 });
    expect(sectionSums({ ...values, portable: 0 }, 'BuildingAndContentsAllRisks')).toEqual({
      building: 5_000_000,
      household: 300_000,
    });
  });
});
