// The offline indicative quote: the cheapest and dearest total the server would quote for these answers,
// from a catalogue snapshot, with the server's own arithmetic (ratePremium over sectionSums). Indicative
// because the snapshot may be older than the catalogue the server prices with when the request arrives.
import type { CatalogueProduct } from './api/catalogue';
import { ratesOfWire } from './api/catalogue-rates';
import { type CoverageRequest, checkCoverageRequest, coverageValuesOfRequest } from './coverage-request';
import { ratePremium } from './premium';
import { sectionSums } from './section-sums';

export interface PremiumRange {
  lowest: number;
  highest: number;
  products: number;
}

export const outboxMessages = {
  offlineQueued: "You're offline — we'll get your quotes as soon as you're back online",
  indicativeLabel: 'Indicative premium',
  indicativeNote: 'An estimate from prices saved on this device; your quotation will confirm it.',
  quotesArrived: 'Your quotes are here.',
  waitingToSend: 'Waiting to send',
  cancel: 'Cancel',
} as const;

/** Null when the answers are incomplete or the snapshot has no product for their cover type. */
export function indicativePremiumRange(
  request: CoverageRequest,
  catalogue: readonly CatalogueProduct[],
): PremiumRange | null {
  const coverage = checkCoverageRequest(request);
  if (!coverage.ok) return null;
  const sums = sectionSums(coverageValuesOfRequest(request), coverage.coverType);
  const totals = catalogue
    .filter((product) => product.cover_types.includes(coverage.coverType))
    .map((product) => ratePremium(sums, ratesOfWire(product), product.minimum_premium).total);
  if (totals.length === 0) return null;
  return { lowest: Math.min(...totals), highest: Math.max(...totals), products: totals.length };
}
