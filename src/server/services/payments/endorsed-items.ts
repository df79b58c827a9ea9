// Items of an endorsement join the cover's insured items once its amount is paid: by the M-Pesa payment's
// settlement, or at once when the addition cost nothing. Under the endorsement's own guard (unpaid and
// still asking for this amount), so however many callbacks and queries report the payment, it happens once.
import type { CoverEndorsement } from '../../db/schema';
import type { Repositories } from '../repositories';

/** Marks the endorsement paid and insures its items; false when it was paid already or re-priced since. */
export async function insureEndorsedItems(
  tx: Pick<Repositories, 'coverEndorsements' | 'covers'>,
  endorsementId: string,
  payment: { amount: number; stkRequestId: string | null; at: Date },
): Promise<CoverEndorsement | null> {
  const paid = await tx.coverEndorsements.markPaid(endorsementId, payment);
  if (!paid) return null;
  const cover = await tx.covers.findById(paid.coverId);
  if (!cover) throw new Error('an endorsement without its cover');
  await tx.covers.addItems(
    cover.id,
    [
      ...paid.householdItems.map((item) => ({ kind: 'household' as const, ...item })),
      ...paid.portableItems.map((item) => ({ kind: 'portable' as const, ...item })),
    ],
    {
      valueOfPortableItems: cover.valueOfPortableItems + paid.addedPortableValue,
      valueOfHouseholdItems: cover.valueOfHouseholdItems + paid.addedHouseholdValue,
      // The cover's price is what its year was bought for; the endorsement keeps what the items cost.
      premium: cover.premium,
      quotation: cover.quotation,
    },
  );
  return paid;
}
