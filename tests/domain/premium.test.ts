import { describe, expect, it } from 'vitest';
import {
  addLevies,
  applyBasisPoints,
  percentToBasisPoints,
  ratePremium,
  type SectionRates,
  statutoryLevies,
} from '../../src/domain/premium';

// Building 0.15 %, household contents 0.7 %, portable all-risks 3 %: typical Kenyan home-insurance rates.
const rates: SectionRates = { building: 15, household: 70, portable: 300 };

describe('the statutory levies', () => {
  it('are PHCF 0.25 %, Training Levy 0.2 % and Stamp Duty KSh 40', () => {
    expect(statutoryLevies).toEqual({ phcfBasisPoints: 25, trainingLevyBasisPoints: 20, stampDuty: 40 });
  });

  it('a product quoting its levies in percent gives the same basis points', () => {
    expect(percentToBasisPoints(0.25)).toBe(25);
    expect(percentToBasisPoints(0.2)).toBe(20);
    expect(percentToBasisPoints(0.15)).toBe(15);
    expect(percentToBasisPoints(0.29)).toBe(29);
    expect(percentToBasisPoints(3.5)).toBe(350);
  });
});

describe('a percentage of an amount in whole shillings', () => {
  it('rounds half a shilling up', () => {
    // 200 × 0.25 % = 0.50 exactly.
    expect(applyBasisPoints(200, 25)).toBe(1);
    // 1,000 × 0.25 % = 2.50 exactly.
    expect(applyBasisPoints(1_000, 25)).toBe(3);
  });

  it('rounds less than half a shilling down', () => {
    // 199 × 0.25 % = 0.4975.
    expect(applyBasisPoints(199, 25)).toBe(0);
    // 1,000 × 0.2 % = 2.00.
    expect(applyBasisPoints(1_000, 20)).toBe(2);
  });

  it('stays exact for large sums insured', () => {
    expect(applyBasisPoints(50_000_000, 15)).toBe(75_000);
    expect(applyBasisPoints(50_000_001, 15)).toBe(75_000);
    expect(applyBasisPoints(10_000_000_000, 350)).toBe(350_000_000);
  });
});

describe('the levies on a premium', () => {
  it('adds PHCF, Training Levy and Stamp Duty to the premium for the total', () => {
    expect(addLevies(10_000)).toEqual({
      premium: 10_000,
      phcf: 25,
      trainingLevy: 20,
      stampDuty: 40,
      total: 10_085,
    });
  });

  it('rounds each levy to the whole shilling on its own', () => {
    // 31,000: PHCF 77.50 → 78, Training Levy 62.00.
    expect(addLevies(31_000)).toEqual({
      premium: 31_000,
      phcf: 78,
      trainingLevy: 62,
      stampDuty: 40,
      total: 31_180,
    });
  });

  it('works the levies out on the base premium, not on the premium plus stamp duty', () => {
    // On 1,780: PHCF 4.45 → 4. On 1,820 (with stamp duty) it would have been 4.55 → 5.
    const breakdown = addLevies(1_780);
    expect(breakdown.phcf).toBe(4);
    expect(breakdown.trainingLevy).toBe(4);
    expect(breakdown.total).toBe(1_828);
  });

  it("uses a product's own levy rates when given", () => {
    const levies = {
      phcfBasisPoints: percentToBasisPoints(0.25),
      trainingLevyBasisPoints: percentToBasisPoints(0.2),
      stampDuty: 40,
    };
    expect(addLevies(20_000, levies)).toEqual(addLevies(20_000));
    expect(addLevies(20_000, { phcfBasisPoints: 0, trainingLevyBasisPoints: 0, stampDuty: 0 }).total).toBe(
      20_000,
    );
  });
});

describe("a product's annual premium", () => {
  it('is each section value times its rate, plus the levies', () => {
    const breakdown = ratePremium(
      { building: 10_000_000, household: 1_000_000, portable: 300_000 },
      rates,
      5_000,
    );
    // 15,000 + 7,000 + 9,000.
    expect(breakdown).toEqual({ premium: 31_000, phcf: 78, trainingLevy: 62, stampDuty: 40, total: 31_180 });
  });

  it('prices only the sections insured', () => {
    expect(ratePremium({ building: 5_000_000 }, rates, 0).premium).toBe(7_500);
    expect(ratePremium({ household: 200_000, portable: 80_000 }, rates, 0).premium).toBe(1_400 + 2_400);
  });

  it('rounds each section to the whole shilling before adding them up', () => {
    // Each section is 200 × 0.25 % = 0.50 → 1; adding first would give 1.00 → 1.
    const halfEach: SectionRates = { building: 25, household: 25, portable: 25 };
    expect(ratePremium({ building: 200, household: 200 }, halfEach, 0).premium).toBe(2);
  });

  it('keeps a KSh 50,000,000 building exact to the shilling', () => {
    expect(ratePremium({ building: 50_000_000 }, rates, 0)).toEqual({
      premium: 75_000,
      phcf: 188,
      trainingLevy: 150,
      stampDuty: 40,
      total: 75_378,
    });
  });

  it('is never below the minimum premium, and the levies are on that minimum', () => {
    // 50,000 × 0.7 % = 350, below the minimum of 2,500.
    expect(ratePremium({ household: 50_000 }, rates, 2_500)).toEqual({
      premium: 2_500,
      phcf: 6,
      trainingLevy: 5,
      stampDuty: 40,
      total: 2_551,
    });
  });

  it('a premium above the minimum is left as it is', () => {
    expect(ratePremium({ building: 5_000_000 }, rates, 2_500).premium).toBe(7_500);
  });
});
