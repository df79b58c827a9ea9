// Get quotation (point 7): checks the coverage answers, prices every product on sale for the cover type
// and keeps the result, so the visitor can save or buy exactly what they were shown.
import type { Quotation, QuoteRequest } from '../../../domain/api';
import { checkCoverageRequest } from '../../../domain/coverage-request';
import type { Clock } from '../../clock';
import type { QuotationRow } from '../../db/schema';
import { InvalidRequestError } from '../../http/app-errors';
import type { ProductsOnSale } from '../catalogue/products-on-sale-cache';
import type { RateLimit, RateLimiter } from '../rate-limit/rate-limiter';
import { priceProducts } from './price-products';
import type { QuotationsRepository } from './quotations-repository';

export function toQuotation(row: QuotationRow): Quotation {
  return {
    id: row.id,
    cover_type: row.coverType,
    request: row.request,
    products: row.products,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * Anyone may ask for a quotation, and each one stores a snapshot of several KB: a ceiling per address keeps
 * a script from filling the database. It is generous because many phones share one address behind a
 * mobile operator's NAT, and a visitor may re-quote a dozen times while deciding.
 */
export const quoteLimit: RateLimit = {
  name: 'quotation',
  max: 120,
  windowMs: 60_000,
  message: 'Too many quotation requests. Please wait a minute and try again.',
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
        throw new InvalidRequestError('coverage_incomplete', coverage.message, coverage.errors);
      }
      const onSale = await deps.catalogue.activeProductsFor(coverage.coverType);
      // An empty list is a valid answer: the client shows the spec's "No products available…" message.
      const products = priceProducts(request, coverage.coverType, onSale);
      // Only what is stored counts against the address: an incomplete answer above costs no quota.
      const row = await deps.rateLimiter.consumeWithin(quoteLimit, requesterIp, (take) =>
        deps.quotations.insertWithinLimit(
          { request, coverType: coverage.coverType, products, createdAt: deps.clock.now() },
          take,
        ),
      );
      return toQuotation(row);
    },
  };
}
