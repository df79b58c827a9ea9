// The portal's read of covers (point 7, list policies): one account's covers with their product,
// underwriter, contact, items and STK requests, in four queries whatever the number of covers.
import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/open-database';
import {
  type Cover,
  type CoverContact,
  type CoverItem,
  coverContacts,
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
      const [items, payments] = await Promise.all([
        db.select().from(coverItems).where(inArray(coverItems.coverId, ids)).orderBy(asc(coverItems.id)),
        db
          .select()
          .from(stkRequests)
          .where(inArray(stkRequests.coverId, ids))
          .orderBy(desc(stkRequests.updatedAt), desc(stkRequests.createdAt)),
      ]);
      return rows.map((row) => ({
        ...row,
        items: items.filter((item) => item.coverId === row.cover.id),
        payments: payments.filter((payment) => payment.coverId === row.cover.id),
      }));
    },
  };
}

export type CoverListingRepository = ReturnType<typeof createCoverListingRepository>;
