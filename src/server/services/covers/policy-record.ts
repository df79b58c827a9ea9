// A stored cover as the portal reads it (point 3's policy, with what the view model needs). Pure, so the
// shape is decided in one place whatever reads the rows.
import type { Policy } from '../../../domain/api';
import { spokenProductTexts } from '../../../domain/catalogue/spoken-product';
import { type CoverItemKind, type CoverSection, sectionNames } from '../../../domain/cover-sections';
import { deriveCoverType } from '../../../domain/cover-type';
import { wireListsOf, wireTotalsOf } from '../../../domain/coverage-request';
import type { CoverYear } from '../../../domain/endorsement-premium';
import { formatShillings } from '../../../domain/money';
import { policyNumberText } from '../../../domain/policy-label';
import { coverPeriod } from '../../../domain/renewals/cover-period';
import type { Cover } from '../../db/schema';
import { sectionSums } from '../quotations/price-products';
import type { ListedCover } from './cover-listing-repository';

/**
 * A paid cover's period: from its payment (or, for a renewal paid in time, from its scheduled start) for
 * the product's period; null while unpaid. Every reader of a cover's dates goes through this.
 */
export function periodOf(
  cover: Pick<Cover, 'status' | 'activatedAt' | 'periodStart'>,
  periodMonths: number,
): CoverYear | null {
  return cover.status === 'active' ? coverPeriod(cover, periodMonths) : null;
}

export function toPolicy({
  cover,
  product,
  underwriter,
  contact,
  items,
  payments,
  unpaidEndorsement,
  renews,
  renewedBy,
}: ListedCover): Policy {
  const values = {
    building: cover.valueOfProperty,
    household: cover.valueOfHouseholdItems,
    portable: cover.valueOfPortableItems,
  };
  const coverType = deriveCoverType(cover.isOwner ? 'owner' : 'tenant', values);
  const sums = coverType ? sectionSums(values, coverType) : {};
  const itemsOfKind = (kind: CoverItemKind) =>
    items.filter((item) => item.kind === kind).map(({ name, value }) => ({ name, value }));
  const period = periodOf(cover, product.periodMonths);
  // In the request's language: the database keeps the catalogue's English.
  const texts = spokenProductTexts(product);
  return {
    id: cover.id,
    created_at: cover.createdAt.toISOString(),
    cover_type: coverType,
    quotation: cover.quotation,
    premium: cover.premium,
    is_owner: cover.isOwner ? '1' : '0',
    location: cover.location,
    value_of_property: cover.valueOfProperty,
    country_or_town: cover.countryOrTown,
    type_of_residence: cover.typeOfResidence,
    construction: cover.construction,
    house_number: cover.houseNumber,
    plot_number: cover.plotNumber,
    ...wireTotalsOf({ household: cover.valueOfHouseholdItems, portable: cover.valueOfPortableItems }),
    ...wireListsOf({ household: itemsOfKind('household'), portable: itemsOfKind('portable') }),
    status: cover.status,
    start_date: period ? period.start.toISOString() : null,
    end_date: period ? period.end.toISOString() : null,
    user: { name: contact?.name ?? '', id_number: contact?.idNumber ?? null },
    product: {
      id: product.id,
      name: product.name,
      description: texts.description,
      under_writer: { id: underwriter.id, name: underwriter.name },
      benefits: texts.benefits,
      sections: Object.entries(sums).map(([kind, value]) => ({
        name: sectionNames[kind as CoverSection],
        value,
        formattedValue: formatShillings(value),
      })),
      period_id: product.periodMonths,
    },
    stk_responses: payments.map((payment) => ({
      checkout_request_id: payment.checkoutRequestId,
      status: payment.status,
      result_code: payment.resultCode,
      result_desc: payment.resultDesc,
      mpesa_receipt_number: payment.mpesaReceiptNumber,
      transaction_date: payment.transactionDate,
      amount: payment.amount,
      paid_for: payment.endorsementId === null ? ('cover' as const) : ('items' as const),
      created_at: payment.createdAt.toISOString(),
      updated_at: payment.updatedAt.toISOString(),
    })),
    amount_due: unpaidEndorsement?.amountDue ?? 0,
    pending_items: wireListsOf({
      household: unpaidEndorsement?.householdItems ?? [],
      portable: unpaidEndorsement?.portableItems ?? [],
    }),
    review_status: cover.reviewStatus,
    policy_number: cover.policyNumber,
    reference: cover.reference,
    review_note: cover.reviewNote,
    renews:
      renews && cover.periodStart
        ? {
            cover_id: renews.id,
            reference: policyNumberText(renews),
            starts: (period?.start ?? cover.periodStart).toISOString(),
          }
        : null,
    renewed_by: renewedBy ? { cover_id: renewedBy.id, status: renewedBy.status } : null,
  };
}
