// Update policy items (point 7): the holder adds portable or household items to their own cover. The body
// lists the cover's items plus the new ones; which are new is worked out against what the cover holds
// (domain/added-items.ts), so a retried request adds nothing twice. Then:
// - a cover not yet paid has not started: the items join it and its quotation is re-priced for the year,
//   so Pay Now asks for the new total;
// - a paid cover is endorsed: the added sums are priced pro rata for the rest of its year
//   (domain/endorsement-premium.ts) and the items wait, pending, until that amount is paid; items added
//   again before payment merge into the same endorsement, priced afresh.
// Decided under the cover's row lock, and never while a prompt for the cover may still be answered: the
// amount it asked would no longer be the amount due.

import { addedItems } from '../../../domain/added-items';
import type { CoverItemsPrice, UpdateCoverItemsRequest } from '../../../domain/api';
import type { CoverItemKind, CoverSection } from '../../../domain/cover-sections';
import { deriveCoverType } from '../../../domain/cover-type';
import { sectionListsOfRequest } from '../../../domain/coverage-request';
import { daysLeftIn, endorsementCharge } from '../../../domain/endorsement-premium';
import { type Item, totalOfItems } from '../../../domain/item-list';
import { ratePremium } from '../../../domain/premium';
import type { Clock } from '../../clock';
import type { Cover, CoverEndorsement, Product, User } from '../../db/schema';
import { apiError } from '../../http/app-errors';
import { insureEndorsedItems } from '../payments/endorsed-items';
import { sectionSums } from '../quotations/price-products';
import type { Repositories, TransactionalRepositories } from '../repositories';
import { periodOf } from './policy-record';

const ratesOf = (product: Product) => ({
  rates: {
    building: product.buildingRateBp,
    household: product.householdRateBp,
    portable: product.portableRateBp,
  },
  minimumPremium: product.minimumPremium,
});

/** Every section with a sum insured: an endorsement prices what it adds whatever the cover type says. */
const insuredSums = (values: Record<CoverSection, number>) =>
  Object.fromEntries(Object.entries(values).filter(([, value]) => value > 0)) as Partial<
    Record<CoverSection, number>
  >;

/** The new items of both categories, or a 400 naming the first broken rule. */
async function newItemsOf(
  tx: Pick<Repositories, 'catalogue' | 'coverEndorsements' | 'covers' | 'stkRequests'>,
  cover: Cover,
  pending: CoverEndorsement | null,
  request: UpdateCoverItemsRequest,
): Promise<Record<CoverItemKind, Item[]>> {
  const insured = await tx.covers.itemsOf(cover.id);
  const heldOf = (kind: CoverItemKind): Item[] => [
    ...insured.filter((item) => item.kind === kind).map(({ name, value }) => ({ name, value })),
    ...((kind === 'portable' ? pending?.portableItems : pending?.householdItems) ?? []),
  ];
  const heldTotals: Record<CoverItemKind, number> = {
    portable: cover.valueOfPortableItems + (pending?.addedPortableValue ?? 0),
    household: cover.valueOfHouseholdItems + (pending?.addedHouseholdValue ?? 0),
  };
  const added: Record<CoverItemKind, Item[]> = { portable: [], household: [] };
  for (const category of sectionListsOfRequest(request)) {
    const held = heldOf(category.kind);
    const result = addedItems(held, heldTotals[category.kind], category.listed, category.total);
    if (!result.ok) {
      throw apiError('items_invalid', result.message, { field: category.path });
    }
    added[category.kind] = result.added;
  }
  return added;
}

/** An unpaid cover's price for the year with the items added: the product's for the new sums. */
function unpaidCoverPrice(cover: Cover, product: Product, added: Record<CoverItemKind, Item[]>) {
  const values = {
    building: cover.valueOfProperty,
    household: cover.valueOfHouseholdItems + totalOfItems(added.household),
    portable: cover.valueOfPortableItems + totalOfItems(added.portable),
  };
  const coverType = deriveCoverType(cover.isOwner ? 'owner' : 'tenant', values);
  const { rates, minimumPremium } = ratesOf(product);
  return {
    values,
    price: ratePremium(coverType ? sectionSums(values, coverType) : {}, rates, minimumPremium),
  };
}

/** An unpaid cover: the items join it and its price is the product's for the new sums, for the year. */
async function addToUnpaidCover(
  tx: Pick<Repositories, 'catalogue' | 'coverEndorsements' | 'covers' | 'stkRequests'>,
  cover: Cover,
  product: Product,
  added: Record<CoverItemKind, Item[]>,
) {
  const { values, price } = unpaidCoverPrice(cover, product, added);
  await tx.covers.addItems(
    cover.id,
    [
      ...added.household.map((item) => ({ kind: 'household' as const, ...item })),
      ...added.portable.map((item) => ({ kind: 'portable' as const, ...item })),
    ],
    {
      valueOfPortableItems: values.portable,
      valueOfHouseholdItems: values.household,
      premium: price.premium,
      quotation: price.total,
    },
  );
}

/**
 * A paid cover's endorsement with the items added to what already waits for payment, priced for the rest
 * of its year. The one pricing of an addition: the charge (endorseActiveCover) and the price shown before
 * it (priceItems) both come from here, so what Add Items shows is what M-Pesa asks for.
 */
function endorsementPrice(
  cover: Cover,
  product: Product,
  pending: CoverEndorsement | null,
  added: Record<CoverItemKind, Item[]>,
  now: Date,
) {
  const year = periodOf(cover, product.periodMonths);
  if (!year) throw new Error('an active cover without its start');
  if (now >= year.end) throw apiError('cover_expired');
  const portableItems = [...(pending?.portableItems ?? []), ...added.portable];
  const householdItems = [...(pending?.householdItems ?? []), ...added.household];
  const addedPortableValue = totalOfItems(portableItems);
  const addedHouseholdValue = totalOfItems(householdItems);
  const before = {
    building: cover.valueOfProperty,
    household: cover.valueOfHouseholdItems,
    portable: cover.valueOfPortableItems,
  };
  const after = {
    ...before,
    household: before.household + addedHouseholdValue,
    portable: before.portable + addedPortableValue,
  };
  const charge = endorsementCharge(
    { before: insuredSums(before), after: insuredSums(after) },
    ratesOf(product),
    year,
    now,
  );
  const price = {
    portableItems,
    householdItems,
    addedPortableValue,
    addedHouseholdValue,
    premium: charge.premium,
    levies: charge.phcf + charge.trainingLevy,
    amountDue: charge.amountDue,
  };
  return { price, daysLeft: daysLeftIn(year, now) };
}

/** A paid cover: the items wait in its (one) unpaid endorsement, priced for the rest of its year. */
async function endorseActiveCover(
  tx: Pick<Repositories, 'catalogue' | 'coverEndorsements' | 'covers' | 'stkRequests'>,
  cover: Cover,
  product: Product,
  pending: CoverEndorsement | null,
  added: Record<CoverItemKind, Item[]>,
  now: Date,
) {
  const { price } = endorsementPrice(cover, product, pending, added, now);
  const endorsement = pending
    ? await tx.coverEndorsements.reprice(pending.id, price, now)
    : await tx.coverEndorsements.insert({ coverId: cover.id, ...price, createdAt: now, updatedAt: now });
  if (!endorsement) throw new Error('the unpaid endorsement was paid under the cover lock');
  // The product's minimum premium may already pay for the larger sums: nothing to pay, insured at once.
  if (price.amountDue === 0) {
    await insureEndorsedItems(tx, endorsement.id, { amount: 0, stkRequestId: null, at: now });
  }
}

export function createCoverItemsService(deps: {
  repositories: TransactionalRepositories<'catalogue' | 'coverEndorsements' | 'covers' | 'stkRequests'>;
  clock: Clock;
}) {
  return {
    /** Adds the request's new items to the viewer's own cover; anyone else's (or none) is a 404. */
    async addItems(viewer: User, coverId: string, request: UpdateCoverItemsRequest): Promise<void> {
      const now = deps.clock.now();
      await deps.repositories.transaction(async (tx) => {
        const cover = ownCover(await tx.covers.lockById(coverId), viewer, request);
        const pending = cover.status === 'active' ? await tx.coverEndorsements.unpaidOf(cover.id) : null;
        const added = await newItemsOf(tx, cover, pending, request);
        // A retry of a request already applied: nothing new, the answer is the policy as it stands.
        if (added.portable.length === 0 && added.household.length === 0) return;
        if (await tx.stkRequests.findOpenForCover(cover.id, now)) {
          throw apiError('prompt_open');
        }
        const entry = await tx.catalogue.productWithUnderwriter(cover.productId);
        if (!entry) throw new Error('a cover without its product');
        if (cover.status === 'inactive') await addToUnpaidCover(tx, cover, entry.product, added);
        else await endorseActiveCover(tx, cover, entry.product, pending, added, now);
      });
    },

    /**
     * What adding the request's items would make Pay Now ask for, priced as addItems
     * prices it, writing nothing. The same checks and the same 400s as adding them.
     */
    async priceItems(
      viewer: User,
      coverId: string,
      request: UpdateCoverItemsRequest,
    ): Promise<CoverItemsPrice> {
      const now = deps.clock.now();
      const tx = deps.repositories;
      const cover = ownCover(await tx.covers.findById(coverId), viewer, request);
      const pending = cover.status === 'active' ? await tx.coverEndorsements.unpaidOf(cover.id) : null;
      const added = await newItemsOf(tx, cover, pending, request);
      const entry = await tx.catalogue.productWithUnderwriter(cover.productId);
      if (!entry) throw new Error('a cover without its product');
      if (cover.status === 'inactive') {
        const { price } = unpaidCoverPrice(cover, entry.product, added);
        return { basis: 'unpaid_cover', amount_due: price.total, days_left: null };
      }
      const { price, daysLeft } = endorsementPrice(cover, entry.product, pending, added, now);
      return { basis: 'endorsement', amount_due: price.amountDue, days_left: daysLeft };
    },
  };
}

/** The viewer's own cover that the request names, still taking items; a 404, 400 or 409 otherwise. */
function ownCover(cover: Cover | null, viewer: User, request: UpdateCoverItemsRequest): Cover {
  // An account whose phone is unproven sees none of the covers bought for it (cover-listing-service.ts).
  if (!cover || cover.userId !== viewer.id || viewer.phoneVerifiedAt === null) {
    throw apiError('cover_not_found');
  }
  if (request.policyId !== cover.id) {
    throw apiError('policy_mismatch', { field: 'policyId' });
  }
  // Declined by the agency: not in force and being refunded.
  if (cover.reviewStatus === 'declined') {
    throw apiError('cover_declined');
  }
  return cover;
}

export type CoverItemsService = ReturnType<typeof createCoverItemsService>;
