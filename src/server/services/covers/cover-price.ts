// The price of a cover, decided by the server alone: the client's `quotation` and `premium` are only what
// the visitor saw. A quotation the visitor was shown is honoured (snapshots exist so that a rate change
// never alters a quote already given) as long as it priced exactly this cover; anything else is re-priced
// from the live catalogue with the same rating code the quotation endpoint uses.
import type { BuyCoverRequest, QuoteRequest } from '../../../domain/api';
import type { CoverType } from '../../../domain/cover-type';
import {
  checkCoverageRequest,
  coverageValuesOfRequest,
  sectionFieldsOf,
} from '../../../domain/coverage-request';
import type { QuotationRow } from '../../db/schema';
import { apiError } from '../../http/app-errors';
import type { CatalogueRepository } from '../catalogue/catalogue-repository';
import { priceProducts } from '../quotations/price-products';
import type { QuotationsRepository } from '../quotations/quotations-repository';

export interface CoverPrice {
  coverType: CoverType;
  premium: number;
  /** The total charged: premium + levies, whole shillings. */
  quotation: number;
  /** The quotation whose snapshot set the price, or null when the live catalogue did. */
  quotationId: string | null;
}

export function quoteRequestOf(cover: BuyCoverRequest['cover']): QuoteRequest {
  return {
    is_owner: cover.is_owner,
    location: cover.location,
    value_of_property: cover.value_of_property,
    ...sectionFieldsOf(cover),
  };
}

/** A snapshot prices this cover only if it was asked about the same ownership and sums insured. */
function snapshotPricesCover(quotation: QuotationRow, request: QuoteRequest): boolean {
  const asked = coverageValuesOfRequest(quotation.request);
  const now = coverageValuesOfRequest(request);
  return (
    quotation.request.is_owner === request.is_owner &&
    asked.building === now.building &&
    asked.household === now.household &&
    asked.portable === now.portable
  );
}

export async function priceCover(
  cover: BuyCoverRequest['cover'],
  deps: { catalogue: CatalogueRepository; quotations: QuotationsRepository },
): Promise<CoverPrice> {
  const request = quoteRequestOf(cover);
  const coverage = checkCoverageRequest(request);
  if (!coverage.ok) {
    // The coverage rules name quote fields; in a buy request they live under `cover`.
    const fieldErrors = coverage.errors.map((error) => ({ ...error, path: `cover.${error.path}` }));
    throw apiError('coverage_incomplete', coverage.message, { fieldErrors });
  }
  // The route's schema lets only a UUID through, lower-cased.
  const quotation = cover.quotation_id ? await deps.quotations.findById(cover.quotation_id) : null;
  const quoted = quotation?.products.find((product) => product.id === cover.product_id);
  if (
    quotation &&
    quoted &&
    quotation.coverType === coverage.coverType &&
    snapshotPricesCover(quotation, request)
  ) {
    return {
      coverType: coverage.coverType,
      premium: quoted.premium,
      quotation: quoted.quotation,
      quotationId: quotation.id,
    };
  }
  const onSale = await deps.catalogue.activeProductsFor(coverage.coverType);
  const product = onSale.filter((entry) => entry.product.id === cover.product_id);
  const [priced] = priceProducts(request, coverage.coverType, product);
  if (!priced) {
    throw apiError('product_not_available', { field: 'cover.product_id' });
  }
  return {
    coverType: coverage.coverType,
    premium: priced.premium,
    quotation: priced.quotation,
    quotationId: null,
  };
}
