// The export of 'Download my data' (Data Protection Act 2019, s.26: the right of access), built from the
// stored rows. Every field about the person is here but secrets (password hash, session and code hashes,
// the buyer's payment token), which tell them nothing and would let a copy of the file act as them.
import type { MyDataExport } from '../../../domain/api';
import type { CoverItemKind } from '../../../domain/cover-sections';
import { wireListsOf, wireTotalsOf } from '../../../domain/coverage-request';
import { termsVersionAt } from '../../../domain/terms-version';
import type { Notification, User } from '../../db/schema';
import type { ListedCover } from '../covers/cover-listing-repository';
import { periodOf } from '../covers/policy-record';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function toAccount(user: User): MyDataExport['account'] {
  return {
    id: user.id,
    name: user.name,
    msisdn: user.msisdn,
    email: user.email,
    id_number: user.idNumber,
    profession: user.profession,
    kra_pin: user.kraPin,
    address: user.address,
    physical_address: user.physicalAddress,
    account_type: user.accountType,
    language: user.language,
    has_password: user.passwordHash !== null,
    phone_verified_at: iso(user.phoneVerifiedAt),
    details_proven_at: iso(user.detailsProvenAt),
    created_at: user.createdAt.toISOString(),
    updated_at: user.updatedAt.toISOString(),
  };
}

/** Signup's consent (users.terms_accepted_at); an account a purchase made has given none (docs/decisions). */
function toConsents(user: User): MyDataExport['consents'] {
  if (!user.termsAcceptedAt) return [];
  return [
    {
      what: 'terms_and_privacy_notice',
      terms_version: termsVersionAt(user.termsAcceptedAt),
      accepted_at: user.termsAcceptedAt.toISOString(),
    },
  ];
}

function toCover({
  cover,
  product,
  underwriter,
  contact,
  items,
  unpaidEndorsement,
}: ListedCover): MyDataExport['covers'][number] {
  const period = periodOf(cover, product.periodMonths);
  const itemsOfKind = (kind: CoverItemKind) =>
    items.filter((item) => item.kind === kind).map(({ name, value }) => ({ name, value }));
  return {
    id: cover.id,
    reference: cover.reference,
    product_id: product.id,
    product_name: product.name,
    underwriter: underwriter.name,
    status: cover.status,
    created_at: cover.createdAt.toISOString(),
    start_date: iso(period?.start ?? null),
    end_date: iso(period?.end ?? null),
    premium: cover.premium,
    quotation: cover.quotation,
    property: {
      is_owner: cover.isOwner,
      location: cover.location,
      country_or_town: cover.countryOrTown,
      type_of_residence: cover.typeOfResidence,
      construction: cover.construction,
      house_number: cover.houseNumber,
      plot_number: cover.plotNumber,
      value_of_property: cover.valueOfProperty,
      ...wireTotalsOf({ household: cover.valueOfHouseholdItems, portable: cover.valueOfPortableItems }),
    },
    ...wireListsOf({ household: itemsOfKind('household'), portable: itemsOfKind('portable') }),
    pending_items: unpaidEndorsement
      ? {
          ...wireListsOf({
            household: unpaidEndorsement.householdItems,
            portable: unpaidEndorsement.portableItems,
          }),
          amount_due: unpaidEndorsement.amountDue,
        }
      : null,
    contact: contact
      ? {
          name: contact.name,
          msisdn: contact.msisdn,
          email: contact.email,
          id_number: contact.idNumber,
          profession: contact.profession,
          kra_pin: contact.kraPin,
          address: contact.address,
        }
      : null,
    review: {
      status: cover.reviewStatus,
      note: cover.reviewNote,
      policy_number: cover.policyNumber,
      schedule_issued_at: iso(cover.scheduleIssuedAt),
    },
  };
}

export function toMyDataExport(
  user: User,
  listed: ListedCover[],
  notifications: Notification[],
  exportedAt: Date,
  claims: MyDataExport['claims'] = [],
): MyDataExport {
  return {
    account: toAccount(user),
    consents: toConsents(user),
    covers: listed.map(toCover),
    payments: listed.flatMap(({ cover, payments }) =>
      payments.map((payment) => ({
        cover_id: cover.id,
        checkout_request_id: payment.checkoutRequestId,
        msisdn: payment.msisdn,
        amount: payment.amount,
        status: payment.status,
        result_desc: payment.resultDesc,
        mpesa_receipt_number: payment.mpesaReceiptNumber,
        transaction_date: payment.transactionDate,
        paybill: payment.paybillShortcode,
        created_at: payment.createdAt.toISOString(),
      })),
    ),
    notifications: notifications.map((notification) => ({
      cover_id: notification.coverId,
      channel: notification.channel,
      kind: notification.kind,
      status: notification.status,
      sent_at: iso(notification.sentAt),
    })),
    claims,
    exported_at: exportedAt.toISOString(),
  };
}
