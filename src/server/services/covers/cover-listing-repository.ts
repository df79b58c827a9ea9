// The portal's read of covers (point 7, list policies): one account's covers with their product,
// underwriter, contact, items, STK requests and unpaid endorsement, in four queries whatever the number of
// covers.
import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/open-database';
import {
  type Cover,
  type CoverContact,
  type CoverEndorsement,
  type CoverItem,
  coverContacts,
  coverEndorsements,
  coverItems,
  covers,
  type Product,
  products,
  type StkRequest,
  stkRequests,
  type UnderwriterRow,
  underwriters,
} from '../../db/schema';

export interface ListedCover {
  cover: Cover;
  product: Product;
  underwriter: UnderwriterRow;
  contact: CoverContact | null;
  items: CoverItem[];
  /** Most recently updated first, as the portal's status reads them (point 4). */
  payments: StkRequest[];
  /** Items added and not yet paid for, with their amount due; null when none. */
  unpaidEndorsement: CoverEndorsement | null;
  /** The cover this one renews, and the one renewing it (both the same account's). */
  renews: Pick<Cover, 'id' | 'policyNumber' | 'reference'> | null;
  renewedBy: Pick<Cover, 'id' | 'status'> | null;
}

export function createCoverListingRepository(db: Database) {
  return {
    /** The account's covers, newest first. */
    async coversOf(userId: string): Promise<ListedCover[]> {
      const rows = await db
        .select({ cover: covers, product: products, underwriter: underwriters, contact: coverContacts })
        .from(covers)
        .innerJoin(products, eq(covers.productId, products.id))
        .innerJoin(underwriters, eq(products.underwriterId, underwriters.id))
        .leftJoin(coverContacts, eq(coverContacts.coverId, covers.id))
        .where(eq(covers.userId, userId))
        .orderBy(desc(covers.createdAt), asc(covers.id));
      if (rows.length === 0) return [];
      const ids = rows.map((row) => row.cover.id);
      const [items, payments, unpaid] = await Promise.all([
        db.select().from(coverItems).where(inArray(coverItems.coverId, ids)).orderBy(asc(coverItems.id)),
        db
          .select()
          .from(stkRequests)
          .where(inArray(stkRequests.coverId, ids))
          .orderBy(desc(stkRequests.updatedAt), desc(stkRequests.createdAt)),
        db
          .select()
          .from(coverEndorsements)
          .where(and(inArray(coverEndorsements.coverId, ids), isNull(coverEndorsements.paidAt))),
      ]);
      // A renewal is made for the renewed cover's own account, so both ends of a link are in `rows`.
      const byId = new Map(rows.map((row) => [row.cover.id, row.cover]));
      const renewing = new Map(
        rows.flatMap((row) => (row.cover.renewsCoverId ? [[row.cover.renewsCoverId, row.cover]] : [])),
      );
      return rows.map((row) => ({
        ...row,
        renews: row.cover.renewsCoverId ? (byId.get(row.cover.renewsCoverId) ?? null) : null,
        renewedBy: renewing.get(row.cover.id) ?? null,
        items: items.filter((item) => item.coverId === row.cover.id),
        payments: payments.filter((payment) => payment.coverId === row.cover.id),
        unpaidEndorsement: unpaid.find((endorsement) => endorsement.coverId === row.cover.id) ?? null,
      }));
    },
  };
}

export type CoverListingRepository = ReturnType<typeof createCoverListingRepository>;
