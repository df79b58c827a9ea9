import { describe, expect, it } from 'vitest';
import {
  type CoverageValues,
  coverTypeLabels,
  coverTypes,
  deriveCoverType,
  sectionsOfCoverType,
} from '../../src/domain/cover-type';

const values = (building: number, household: number, portable: number): CoverageValues => ({
  building,
  household,
  portable,
});

describe('the cover type an owner gets', () => {
  it('an owner with building, household and gadgets gets Building + Household + Portable', () => {
    expect(deriveCoverType('owner', values(5_000_000, 200_000, 80_000))).toBe('BuildingAndContentsAllRisks');
  });

  it('an owner with a building only gets Building', () => {
    expect(deriveCoverType('owner', values(5_000_000, 0, 0))).toBe('Building');
  });

  it('an owner with a building and household items but no gadgets gets Building', () => {
    expect(deriveCoverType('owner', values(5_000_000, 200_000, 0))).toBe('Building');
  });

  it('an owner with a building and gadgets but no household items gets Building', () => {
    expect(deriveCoverType('owner', values(5_000_000, 0, 80_000))).toBe('Building');
  });

  it('an owner with household items and gadgets but no building gets Household + Portable', () => {
    expect(deriveCoverType('owner', values(0, 200_000, 80_000))).toBe('ContentsAndAllRisks');
  });

  it('an owner with household items only gets no cover yet', () => {
    expect(deriveCoverType('owner', values(0, 200_000, 0))).toBeNull();
  });

  it('an owner with gadgets only gets no cover yet', () => {
    expect(deriveCoverType('owner', values(0, 0, 80_000))).toBeNull();
  });

  it('an owner who has entered nothing gets no cover yet', () => {
    expect(deriveCoverType('owner', values(0, 0, 0))).toBeNull();
  });
});

describe('the cover type a tenant gets', () => {
  it('a tenant with household items and gadgets gets Household + Portable', () => {
    expect(deriveCoverType('tenant', values(0, 200_000, 80_000))).toBe('ContentsAndAllRisks');
  });

  it('a tenant with household items only gets Household + Portable', () => {
    expect(deriveCoverType('tenant', values(0, 200_000, 0))).toBe('ContentsAndAllRisks');
  });

  it('a tenant with gadgets only gets Household + Portable', () => {
    expect(deriveCoverType('tenant', values(0, 0, 80_000))).toBe('ContentsAndAllRisks');
  });

  it('a tenant never gets building cover, even with a building value left over', () => {
    expect(deriveCoverType('tenant', values(5_000_000, 200_000, 80_000))).toBe('ContentsAndAllRisks');
    expect(deriveCoverType('tenant', values(5_000_000, 0, 0))).toBeNull();
  });

  it('a tenant with no contents gets no cover yet', () => {
    expect(deriveCoverType('tenant', values(0, 0, 0))).toBeNull();
  });
});

describe('how cover types are shown', () => {
  it('there are exactly the three cover types of the spec', () => {
    expect(coverTypes).toEqual(['Building', 'ContentsAndAllRisks', 'BuildingAndContentsAllRisks']);
  });

  it("labels each cover type with the spec's words", () => {
    expect(coverTypeLabels).toEqual({
      Building: 'Building',
      ContentsAndAllRisks: 'Household + Portable',
      BuildingAndContentsAllRisks: 'Building + Household + Portable',
    });
  });

  it('lists the sections each cover type insures, building first', () => {
    expect(sectionsOfCoverType.Building).toEqual(['building']);
    expect(sectionsOfCoverType.ContentsAndAllRisks).toEqual(['household', 'portable']);
    expect(sectionsOfCoverType.BuildingAndContentsAllRisks).toEqual(['building', 'household', 'portable']);
  });
});
