// Get quotation (point 7): checks the coverage answers, prices every product on sale for the cover type
// and keeps each price, so the visitor can save or buy at exactly the price they were shown.

import type { Quotation, QuoteRequest } from '../../../domain/api';
import { checkCoverageRequest } from '../../../domain/coverage-request';
import { limitReasons } from '../../../domain/wait-messages';
import type { Clock } from '../../clock';
import { apiError } from '../../http/app-errors';
import type { ProductsOnSale } from '../catalogue/products-on-sale-cache';
import type { RateLimit, RateLimiter } from '../rate-limit/rate-limiter';
import { priceProducts } from './price-products';
import type { NewQuotation, QuotationsRepository } from './quotations-repository';

export function toQuotation(id: string, quotation: NewQuotation): Quotation {
  return {
    id,
    cover_type: quotation.coverType,
    request: quotation.request,
    products: quotation.products,
    created_at: quotation.createdAt.toISOString(),
  };
}

/**
 * Anyone may ask for a quotation, and each one is stored (the request and every product's price, about a
 * KB): a ceiling per address keeps
 * a script from filling the database. It is generous because many phones share one address behind a
 * mobile operator's NAT, and a visitor may re-quote a dozen times while deciding.
 */
export const quoteLimit: RateLimit = {
  name: 'quotation',
  max: 120,
  windowMs: 60_000,
  reason: limitReasons.quotations,
};

export function createQuoteService(deps: {
  catalogue: ProductsOnSale;
  quotations: QuotationsRepository;
  rateLimiter: RateLimiter;
  clock: Clock;
}) {
  return {
    async createQuotation(request: QuoteRequest, requesterIp: string): Promise<Quotation> {
      const coverage = checkCoverageRequest(request);
      if (!coverage.ok) {
        // The spec's one message for incomplete coverage; the field errors say which answer is missing.
        throw apiError('coverage_incomplete', coverage.message, { fieldErrors: coverage.errors });
      }
      const onSale = await deps.catalogue.activeProductsFor(coverage.coverType);
      // An empty list is a valid answer: the client shows the spec's "No products available…" message.
      const products = priceProducts(request, coverage.coverType, onSale);
      // Only what is stored counts against the address: an incomplete answer above costs no quota.
      const quotation = { request, coverType: coverage.coverType, products, createdAt: deps.clock.now() };
      const { id } = await deps.rateLimiter.consumeWithin(quoteLimit, requesterIp, (take) =>
        deps.quotations.insertWithinLimit(quotation, take),
      );
      return toQuotation(id, quotation);
    },
  };
}

export type QuoteService = ReturnType<typeof createQuoteService>;
