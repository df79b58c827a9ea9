// The most an approval settles (settlement-cap.ts): the affected listed items' sums insured, and for a
// section under which the claimant named items (a cover insured by totals has no list), that
// section's sum insured, counted once however many items are named under it.
import { describe, expect, it } from 'vitest';
import { type CappedItem, settlementCap } from '../../../src/domain/claims/settlement-cap';

const listed = (section: CappedItem['section'], sumInsured: number): CappedItem => ({
  section,
  named: false,
  sumInsured,
});
const named = (section: CappedItem['section'], sectionSum: number): CappedItem => ({
  section,
  named: true,
  sumInsured: sectionSum,
});
const theft = (...items: CappedItem[]) =>
  settlementCap({ peril: 'burglary_theft', items }, { liabilityLimit: 500_000 });

describe('the settlement cap on a claim of the client’s own things', () => {
  it('adds up the sums insured of the listed items ticked', () => {
    expect(theft(listed('household', 100_000), listed('portable', 30_000))).toEqual({
      basis: 'items',
      amount: 130_000,
    });
  });

  it('is the section’s sum insured once, however many items are named under it', () => {
    expect(
      theft(named('household', 300_000), named('household', 300_000), named('household', 300_000)),
    ).toEqual({
      basis: 'items',
      amount: 300_000,
    });
  });

  it('takes the section’s sum insured where a listed and a named item share a section', () => {
    expect(theft(listed('portable', 60_000), named('portable', 80_000))).toEqual({
      basis: 'items',
      amount: 80_000,
    });
  });

  it('adds the sections up: the building, household items named, a portable item listed', () => {
    expect(
      theft(
        listed('building', 2_000_000),
        named('building', 2_000_000),
        named('household', 300_000),
        listed('portable', 20_000),
      ),
    ).toEqual({ basis: 'items', amount: 2_320_000 });
  });

  it('still caps a liability claim by the product’s limit', () => {
    expect(
      settlementCap(
        { peril: 'third_party_liability', items: [named('household', 300_000)] },
        { liabilityLimit: 500_000 },
      ),
    ).toEqual({ basis: 'liability', amount: 500_000 });
  });
});
