// What renewing a cover would be, decided from the stored cover and today's catalogue: whether
// it may be renewed now, the renewal's cover type, its price through the domain's ratePremium (the one
// premium function the quotation and the wizard use, on the product's rates as they are today, not the
// old price), and where its period starts. No writes: the quote route shows this, the renew route keeps it.
import type { RenewalQuote, RenewCoverRequest } from '../../../domain/api';
import type { CoverType } from '../../../domain/cover-type';
import {
  checkCoverageRequest,
  coverageValuesOfRequest,
  sectionFieldsOf,
} from '../../../domain/coverage-request';
import { ratePremium } from '../../../domain/premium';
import { renewalPeriodStart } from '../../../domain/renewals/cover-period';
import { renewalOpensOn, renewalWindow } from '../../../domain/renewals/renewal-window';
import { sectionSums } from '../../../domain/section-sums';
import type { Cover } from '../../db/schema';
import { apiError } from '../../http/app-errors';
import { periodOf } from '../covers/policy-record';
import type { Repositories } from '../repositories';

export interface RenewalTerms {
  coverType: CoverType;
  values: { valueOfPortableItems: number; valueOfHouseholdItems: number };
  price: ReturnType<typeof ratePremium>;
  /** Stored on the renewal: the day after the old cover ends (a lapsed renewal still links there). */
  periodStart: Date;
  quote: RenewalQuote;
}

export async function renewalTerms(
  repositories: Pick<Repositories, 'catalogue'>,
  cover: Cover,
  request: RenewCoverRequest,
  now: Date,
): Promise<RenewalTerms> {
  // Declined by the agency: it was never in force and is being refunded.
  if (cover.reviewStatus === 'declined') {
    throw apiError('cover_declined@renewal');
  }
  const entry = await repositories.catalogue.productWithUnderwriter(cover.productId);
  if (!entry) throw new Error('a cover without its product');
  const period = periodOf(cover, entry.product.periodMonths);
  if (!period) throw apiError('cover_not_paid');
  const window = renewalWindow(period, now);
  if (window === 'not_yet') {
    throw apiError('renewal_not_yet', renewalOpensOn(period));
  }
  if (window === 'closed') throw apiError('renewal_closed');

  // The same property, the items as the client now lists them, checked by the wizard's rules (point 5).
  const asked = {
    is_owner: cover.isOwner ? ('1' as const) : ('0' as const),
    location: cover.location,
    value_of_property: cover.valueOfProperty,
    ...sectionFieldsOf(request),
  };
  const coverage = checkCoverageRequest(asked);
  if (!coverage.ok) throw apiError('coverage_incomplete', coverage.message, { fieldErrors: coverage.errors });
  // Today's product, still on sale for this cover type (changed items may change the type).
  const onSale = await repositories.catalogue.activeProductsFor(coverage.coverType);
  const product = onSale.find((candidate) => candidate.product.id === cover.productId)?.product;
  if (!product) throw apiError('product_withdrawn');
  const price = ratePremium(
    sectionSums(coverageValuesOfRequest(asked), coverage.coverType),
    {
      building: product.buildingRateBp,
      household: product.householdRateBp,
      portable: product.portableRateBp,
    },
    product.minimumPremium,
  );
  const periodStart = renewalPeriodStart(period);
  // A lapsed cover's renewal starts when it is paid (cover-period.ts): today, if paid today.
  const starts = window === 'lapsed' ? now : periodStart;
  return {
    coverType: coverage.coverType,
    values: {
      valueOfPortableItems: coverageValuesOfRequest(asked).portable,
      valueOfHouseholdItems: coverageValuesOfRequest(asked).household,
    },
    price,
    periodStart,
    quote: {
      cover_type: coverage.coverType,
      premium: price.premium,
      phcf: price.phcf,
      training_levy: price.trainingLevy,
      stamp_duty: price.stampDuty,
      total: price.total,
      starts: starts.toISOString(),
    },
  };
}
