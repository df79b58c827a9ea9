import { describe, expect, it } from 'vitest';
import { type CoverageAnswers, coverageMessages, decideCoverage } from '../../src/domain/coverage-rules';

/** What Next says: null when it may go on, else the spec's sentence. */
function coverageProblem(answers: CoverageAnswers): string | null {
  const decision = decideCoverage(answers);
  return decision.ok ? null : decision.message;
}

const nothing: CoverageAnswers = {
  ownership: null,
  building: 0,
  location: '',
  household: 0,
  householdItems: [],
  portable: 0,
  portableItems: [],
};

const owner = (changes: Partial<CoverageAnswers> = {}): CoverageAnswers => ({
  ...nothing,
  ownership: 'owner',
  building: 5_000_000,
  location: 'Kilimani, Nairobi',
  ...changes,
});

const tenant = (changes: Partial<CoverageAnswers> = {}): CoverageAnswers => ({
  ...nothing,
  ownership: 'tenant',
  ...changes,
});

describe('Coverage Next', () => {
  it("uses the spec's message", () => {
    expect(coverageMessages.incomplete).toBe('Please ensure all item values match the specified totals');
  });

  it('a visitor who has not said owner or tenant cannot continue', () => {
    expect(coverageProblem({ ...nothing, building: 5_000_000, location: 'Nairobi' })).toBe(
      coverageMessages.incomplete,
    );
  });
});

describe('Coverage Next for an owner', () => {
  it('an owner with a building value and a location can continue, contents being optional', () => {
    expect(coverageProblem(owner())).toBeNull();
  });

  it('an owner without a building value cannot continue', () => {
    expect(coverageProblem(owner({ building: 0 }))).toBe(coverageMessages.incomplete);
  });

  it('an owner without a building value cannot continue even with contents', () => {
    expect(coverageProblem(owner({ building: 0, household: 200_000, portable: 50_000 }))).toBe(
      coverageMessages.incomplete,
    );
  });

  it('an owner without a location cannot continue', () => {
    expect(coverageProblem(owner({ location: '' }))).toBe(coverageMessages.incomplete);
    expect(coverageProblem(owner({ location: '   ' }))).toBe(coverageMessages.incomplete);
  });

  it('an owner may give contents totals without listing the items', () => {
    expect(coverageProblem(owner({ household: 200_000, portable: 50_000 }))).toBeNull();
  });

  it('an owner whose listed household items add up to the household total can continue', () => {
    const householdItems = [
      { name: 'Sofa', value: 150_000 },
      { name: 'Fridge', value: 50_000 },
    ];
    expect(coverageProblem(owner({ household: 200_000, householdItems }))).toBeNull();
  });

  it('an owner whose listed household items fall short of the household total cannot continue', () => {
    const householdItems = [{ name: 'Sofa', value: 150_000 }];
    expect(coverageProblem(owner({ household: 200_000, householdItems }))).toBe(coverageMessages.incomplete);
  });

  it('an owner whose listed gadgets do not add up to the gadgets total cannot continue', () => {
    const portableItems = [{ name: 'Laptop', value: 90_000 }];
    expect(coverageProblem(owner({ portable: 80_000, portableItems }))).toBe(coverageMessages.incomplete);
  });

  it('items listed under a category whose total is zero are refused (the wizard leaves them out first)', () => {
    const householdItems = [{ name: 'Sofa', value: 150_000 }];
    expect(decideCoverage(owner({ household: 0, householdItems }))).toEqual({
      ok: false,
      message: coverageMessages.incomplete,
      problems: [{ field: 'householdItems', message: 'Total value exceeds specified amount (KSh 0)' }],
    });
  });

  it('says which answers are missing, in one set of messages', () => {
    expect(
      decideCoverage(owner({ building: 0, location: ' ', household: 200_000, portable: 50_000 })),
    ).toEqual({
      ok: false,
      message: coverageMessages.incomplete,
      problems: [
        { field: 'location', message: coverageMessages.location },
        { field: 'building', message: coverageMessages.building },
      ],
    });
  });

  it('an owner who may continue gets the cover type of point 4', () => {
    expect(decideCoverage(owner())).toEqual({ ok: true, coverType: 'Building' });
    expect(decideCoverage(owner({ household: 1, portable: 1 }))).toEqual({
      ok: true,
      coverType: 'BuildingAndContentsAllRisks',
    });
  });
});

describe('Coverage Next for a tenant', () => {
  it('a tenant with no contents cannot continue', () => {
    expect(decideCoverage(tenant())).toEqual({
      ok: false,
      message: coverageMessages.incomplete,
      problems: [{ field: 'householdOrPortable', message: coverageMessages.householdOrPortable }],
    });
  });

  it('a building value does not count as contents for a tenant', () => {
    expect(coverageProblem(tenant({ building: 5_000_000, location: 'Nairobi' }))).toBe(
      coverageMessages.incomplete,
    );
  });

  it('a tenant with household contents only can continue', () => {
    expect(coverageProblem(tenant({ household: 200_000 }))).toBeNull();
  });

  it('a tenant with portable gadgets only can continue', () => {
    expect(coverageProblem(tenant({ portable: 80_000 }))).toBeNull();
  });

  it('a tenant needs no building value or location', () => {
    expect(coverageProblem(tenant({ household: 200_000, portable: 80_000 }))).toBeNull();
  });

  it('a tenant whose listed items add up to each total can continue', () => {
    expect(
      coverageProblem(
        tenant({
          household: 200_000,
          householdItems: [{ name: 'Sofa', value: 200_000 }],
          portable: 80_000,
          portableItems: [
            { name: 'Laptop', value: 60_000 },
            { name: 'Phone', value: 20_000 },
          ],
        }),
      ),
    ).toBeNull();
  });

  it('a tenant whose listed items do not add up cannot continue', () => {
    const portableItems = [{ name: 'Laptop', value: 60_000 }];
    expect(coverageProblem(tenant({ household: 200_000, portable: 80_000, portableItems }))).toBe(
      coverageMessages.incomplete,
    );
  });
});
