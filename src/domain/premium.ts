// The premium arithmetic (ARCHITECTURE.md, Data): one pure function used by the server's rating engine,
// the product details breakdown and the client's offline indicative quote.
//
// Rates are basis points (1 bp = 0.01 %) so that every step is integer arithmetic: a float rate such as
// 0.0015 times a sum insured drifts by fractions of a shilling, and the insurer's invoice would not match.
import type { CoverSection } from './cover-sections';

export type SectionRates = Record<CoverSection, number>;

/** Statutory levies on Kenyan general insurance premiums. */
export const statutoryLevies = {
  /** Policyholders Compensation Fund: 0.25 % of the premium. */
  phcfBasisPoints: 25,
  /** Insurance Training Levy: 0.2 % of the premium. */
  trainingLevyBasisPoints: 20,
  /** Stamp duty per policy, KSh. */
  stampDuty: 40,
} as const;

export interface PremiumBreakdown {
  premium: number;
  phcf: number;
  trainingLevy: number;
  stampDuty: number;
  /** The spec's `quotation`: what the client pays for the year. */
  total: number;
}

/** amount × basisPoints / 10 000, rounded half up to the whole shilling, in exact integer arithmetic. */
export function applyBasisPoints(amount: number, basisPoints: number): number {
  return Math.floor((amount * basisPoints + 5000) / 10000);
}

export function percentToBasisPoints(percent: number): number {
  return Math.round(percent * 100);
}

/** Levies on a base premium, each rounded to the whole shilling, and the total. */
export function addLevies(
  premium: number,
  levies: { phcfBasisPoints: number; trainingLevyBasisPoints: number; stampDuty: number } = statutoryLevies,
): PremiumBreakdown {
  const phcf = applyBasisPoints(premium, levies.phcfBasisPoints);
  const trainingLevy = applyBasisPoints(premium, levies.trainingLevyBasisPoints);
  return {
    premium,
    phcf,
    trainingLevy,
    stampDuty: levies.stampDuty,
    total: premium + phcf + trainingLevy + levies.stampDuty,
  };
}

/**
 * A product's annual premium: the sum of each insured section's value times its rate, each section
 * rounded to the shilling, never below the product's minimum premium; then the levies.
 */
export function ratePremium(
  sums: Partial<Record<CoverSection, number>>,
  rates: SectionRates,
  minimumPremium: number,
): PremiumBreakdown {
  let premium = 0;
  for (const [kind, value] of Object.entries(sums) as [CoverSection, number][]) {
    premium += applyBasisPoints(value, rates[kind]);
  }
  return addLevies(Math.max(premium, minimumPremium));
}
