import { describe, expect, it } from 'vitest';
import { endorsementCharge, proRataPremium } from '../../src/domain/endorsement-premium';

// 2028 is a leap year: this cover year has 366 days, so half of it is exactly 183.
const leapYear = { start: new Date('2028-01-01T00:00:00Z'), end: new Date('2029-01-01T00:00:00Z') };
const plainYear = { start: new Date('2026-03-02T09:00:00Z'), end: new Date('2027-03-02T09:00:00Z') };
const rates = { rates: { building: 15, household: 50, portable: 300 }, minimumPremium: 2_000 };

describe('pro rata premium for the rest of the cover year', () => {
  it('charges half the annual premium with half the year left', () => {
    expect(proRataPremium(10_000, leapYear, new Date('2028-07-02T00:00:00Z'))).toBe(5_000);
  });

  it('charges the whole year on the day cover starts and nothing once it is over', () => {
    expect(proRataPremium(10_000, plainYear, plainYear.start)).toBe(10_000);
    expect(proRataPremium(10_000, plainYear, plainYear.end)).toBe(0);
    expect(proRataPremium(10_000, plainYear, new Date('2027-06-01T00:00:00Z'))).toBe(0);
  });

  it('counts a day begun as a day left and rounds half a shilling up', () => {
    // 73 of 365 days left (a part-day counts): 1000 × 73 / 365 = 200 exactly.
    expect(proRataPremium(1_000, plainYear, new Date('2026-12-19T10:00:00Z'))).toBe(200);
    // 1 of 365 days: 1825 / 365 = 5 exactly; 1 / 365 × 183 = 0.501… → 1; 182 / 365 = 0.498… → 0.
    expect(proRataPremium(1_825, plainYear, new Date('2027-03-01T12:00:00Z'))).toBe(5);
    expect(proRataPremium(183, plainYear, new Date('2027-03-01T12:00:00Z'))).toBe(1);
    expect(proRataPremium(182, plainYear, new Date('2027-03-01T12:00:00Z'))).toBe(0);
  });
});

describe('what adding items to a paid cover costs', () => {
  it('re-prices the added sums with the product rates, pro rata, plus PHCF and training levy', () => {
    // Before: contents 300,000 × 0.5 % = 1,500 + all-risks 80,000 × 3 % = 2,400 → 3,900 a year.
    // After 40,000 more of portable items: all-risks 120,000 × 3 % = 3,600 → 5,100; 1,200 a year more.
    const charge = endorsementCharge(
      { before: { household: 300_000, portable: 80_000 }, after: { household: 300_000, portable: 120_000 } },
      rates,
      leapYear,
      new Date('2028-07-02T00:00:00Z'),
    );
    // Half a year: 600; PHCF 0.25 % = 1.5 → 2; training levy 0.2 % = 1.2 → 1; no second stamp duty.
    expect(charge).toEqual({ annualPremium: 1_200, premium: 600, phcf: 2, trainingLevy: 1, amountDue: 603 });
  });

  it('costs nothing while the product minimum premium still covers the larger sums', () => {
    const charge = endorsementCharge(
      { before: { household: 100_000 }, after: { household: 200_000 } },
      rates,
      leapYear,
      leapYear.start,
    );
    expect(charge.amountDue).toBe(0);
  });
});
