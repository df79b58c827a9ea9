// The offline indicative quote: the cheapest and dearest total the server would quote for these answers,
// from a catalogue snapshot, with the server's own arithmetic (ratePremium over sectionSums). Indicative
// because the snapshot may be older than the catalogue the server prices with when the request arrives.
import type { CatalogueProduct } from './api/catalogue';
import { ratesOfWire } from './api/catalogue-rates';
import { type CoverageRequest, checkCoverageRequest, coverageValuesOfRequest } from './coverage-request';
import { defineMessages } from './language/messages';
import { ratePremium } from './premium';
import { sectionSums } from './section-sums';

export interface PremiumRange {
  lowest: number;
  highest: number;
  products: number;
}

export const outboxMessages = defineMessages('outbox', {
  offlineQueued: {
    en: "You're offline — we'll get your quotes as soon as you're back online",
    sw: 'Huna mtandao — tutakuletea makadirio ya bei mara tu mtandao ukirudi',
  },
  indicativeLabel: { en: 'Indicative premium', sw: 'Makadirio ya ada ya bima' },
  indicativeNote: {
    en: 'An estimate from prices saved on this device; your quotation will confirm it.',
    sw: 'Ni makisio kutoka bei zilizohifadhiwa kwenye kifaa hiki; makadirio yako ya bei yataithibitisha.',
  },
  /** After the indicative amount, a price or a range of prices. */
  perYear: { en: 'per year', sw: 'kwa mwaka' },
  quotesArrived: { en: 'Your quotes are here.', sw: 'Makadirio yako ya bei yamefika.' },
  waitingToSend: { en: 'Waiting to send', sw: 'Yanasubiri kutumwa' },
  quotationRequest: { en: 'Quotation request', sw: 'Ombi la makadirio ya bei' },
  cancelRequest: { en: 'Cancel quotation request', sw: 'Ghairi ombi la makadirio ya bei' },
  cancel: { en: 'Cancel', sw: 'Ghairi' },
});

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
