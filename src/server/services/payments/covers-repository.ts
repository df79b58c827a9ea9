// All SQL about covers (policies) and their items.
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/open-database';
import { type Cover, type CoverItem, coverItems, covers, type NewCover } from '../../db/schema';

export interface NewCoverItem {
  kind: CoverItem['kind'];
  name: string;
  value: number;
}

export function createCoversRepository(db: Database) {
  return {
    async insert(cover: NewCover, items: NewCoverItem[]): Promise<Cover> {
      const [row] = await db.insert(covers).values(cover).returning();
      if (!row) throw new Error('insert into covers returned no row');
      if (items.length > 0) {
        await db.insert(coverItems).values(items.map((item) => ({ ...item, coverId: row.id })));
      }
      return row;
    },

    async findById(id: string): Promise<Cover | null> {
      const [row] = await db.select().from(covers).where(eq(covers.id, id)).limit(1);
      return row ?? null;
    },

    async activate(id: string, at: Date): Promise<void> {
      await db.update(covers).set({ status: 'active', activatedAt: at }).where(eq(covers.id, id));
    },

    async itemsOf(coverId: string): Promise<CoverItem[]> {
      return db.select().from(coverItems).where(eq(coverItems.coverId, coverId));
    },
  };
}

export type CoversRepository = ReturnType<typeof createCoversRepository>;
