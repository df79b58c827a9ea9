// What adding items to a paid cover costs (an endorsement): the product's annual premium of the sums
// insured after the addition less that of the sums before, through the same ratePremium the quotation
// uses (so the product's minimum premium and rates apply as they do to a new cover), charged pro rata for
// the whole days left in the cover year, then the percentage levies. Stamp duty was paid on the policy
// when it was bought; an endorsement does not charge it again.
import type { CoverSection } from './cover-sections';
import { addLevies, ratePremium, type SectionRates, statutoryLevies } from './premium';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface CoverYear {
  start: Date;
  end: Date;
}

/** A cover's year: from the day its payment was confirmed, the product's period (in months) long. */
export function coverYearFrom(start: Date, periodMonths: number): CoverYear {
  const end = new Date(start);
  end.setUTCMonth(end.getUTCMonth() + periodMonths);
  return { start, end };
}

/**
 * `annual` × days left ÷ days in the cover year, rounded half up to the whole shilling (integer arithmetic).
 * A day begun counts as a day left: cover for the added items runs to the cover's end. Nothing is left
 * once the cover year is over.
 */
export function proRataPremium(annual: number, year: CoverYear, now: Date): number {
  const daysInYear = Math.round((year.end.getTime() - year.start.getTime()) / DAY_MS);
  const daysLeft = daysLeftIn(year, now);
  if (daysInYear <= 0) return 0;
  return Math.floor((annual * daysLeft * 2 + daysInYear) / (2 * daysInYear));
}

/** Whole days left in the cover year, a day begun counting as left (what the added items are charged for). */
export function daysLeftIn(year: CoverYear, now: Date): number {
  const daysInYear = Math.round((year.end.getTime() - year.start.getTime()) / DAY_MS);
  return Math.min(daysInYear, Math.max(0, Math.ceil((year.end.getTime() - now.getTime()) / DAY_MS)));
}

export interface EndorsementCharge {
  /** The annual premium the added sums bring (after minus before). */
  annualPremium: number;
  /** That premium for the rest of the cover year. */
  premium: number;
  phcf: number;
  trainingLevy: number;
  /** What the client pays: premium and levies; 0 when the addition costs nothing. */
  amountDue: number;
}

export function endorsementCharge(
  sums: { before: Partial<Record<CoverSection, number>>; after: Partial<Record<CoverSection, number>> },
  product: { rates: SectionRates; minimumPremium: number },
  year: CoverYear,
  now: Date,
): EndorsementCharge {
  const before = ratePremium(sums.before, product.rates, product.minimumPremium).premium;
  const after = ratePremium(sums.after, product.rates, product.minimumPremium).premium;
  const annualPremium = Math.max(0, after - before);
  const premium = proRataPremium(annualPremium, year, now);
  if (premium === 0) return { annualPremium, premium, phcf: 0, trainingLevy: 0, amountDue: 0 };
  const levied = addLevies(premium, { ...statutoryLevies, stampDuty: 0 });
  return {
    annualPremium,
    premium,
    phcf: levied.phcf,
    trainingLevy: levied.trainingLevy,
    amountDue: levied.total,
  };
}
