// All SQL about renewals: a cover's renewal, replacing an unpaid renewal's items, and the
// covers the reminder job looks at.
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/open-database';
import { type Cover, coverItems, covers, type NewCover, type Product, products } from '../../db/schema';
import type { NewCoverItem } from '../covers/covers-repository';

export function createRenewalsRepository(db: Database) {
  return {
    /** The cover renewing `coverId` (paid or not), locked until the transaction ends; null when none. */
    async lockRenewalOf(coverId: string): Promise<Cover | null> {
      const [row] = await db.select().from(covers).where(eq(covers.renewsCoverId, coverId)).for('update');
      return row ?? null;
    },

    /** An unpaid renewal asked again with other items: its items and price become the new ones. */
    async replaceItems(
      coverId: string,
      items: NewCoverItem[],
      change: Pick<NewCover, 'valueOfPortableItems' | 'valueOfHouseholdItems' | 'premium' | 'quotation'>,
    ): Promise<void> {
      await db.delete(coverItems).where(eq(coverItems.coverId, coverId));
      if (items.length > 0) {
        await db.insert(coverItems).values(items.map((item) => ({ ...item, coverId })));
      }
      await db.update(covers).set(change).where(eq(covers.id, coverId));
    },

    /**
     * Paid, undeclined covers whose period may end within `withinDays` of `now` and that no paid renewal
     * follows. A wide net in SQL (PostgreSQL's month arithmetic differs from JavaScript's at month ends);
     * the domain decides exactly which reminder, if any, is due.
     */
    async endingSoon(now: Date, withinDays: number): Promise<{ cover: Cover; product: Product }[]> {
      const renewal = alias(covers, 'renewal');
      const start = sql`greatest(${covers.activatedAt}, coalesce(${covers.periodStart}, ${covers.activatedAt}))`;
      const end = sql`${start} + make_interval(months => ${products.periodMonths})`;
      return db
        .select({ cover: covers, product: products })
        .from(covers)
        .innerJoin(products, eq(covers.productId, products.id))
        .leftJoin(renewal, and(eq(renewal.renewsCoverId, covers.id), eq(renewal.status, 'active')))
        .where(
          and(
            eq(covers.status, 'active'),
            ne(covers.reviewStatus, 'declined'),
            isNull(renewal.id),
            sql`${end} > ${now.toISOString()}::timestamptz - interval '2 days'`,
            sql`${end} < ${now.toISOString()}::timestamptz + make_interval(days => ${withinDays + 2})`,
          ),
        );
    },
  };
}

export type RenewalsRepository = ReturnType<typeof createRenewalsRepository>;
