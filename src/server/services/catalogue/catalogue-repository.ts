// All SQL about underwriters and products: the seed's upsert and the rating engine's product list.
import { and, asc, eq, getTableColumns, notInArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { CoverType } from '../../../domain/cover-type';
import type { Database } from '../../db/open-database';
import {
  type NewProduct,
  type NewUnderwriterRow,
  type Product,
  products,
  type UnderwriterRow,
  underwriters,
} from '../../db/schema';

// Any fixed number; the same in every instance. Distinct from the migration lock's key.
const CATALOGUE_LOCK_KEY = 4_542_170_302;

export interface CatalogueChanges {
  underwritersWritten: number;
  productsWritten: number;
  productsRetired: number;
}

export interface ProductWithUnderwriter {
  product: Product;
  underwriter: UnderwriterRow;
}

/**
 * `set col = excluded.col` for every column but the key, and a `where` that skips rows already equal, so
 * an unchanged catalogue writes nothing and the counts say what really changed.
 */
function upsertParts(table: PgTable, keyName: string): { set: Record<string, SQL>; setWhere: SQL } {
  const columns = Object.entries(getTableColumns(table) as Record<string, PgColumn>).filter(
    ([, column]) => column.name !== keyName,
  );
  const set = Object.fromEntries(
    columns.map(([property, column]) => [property, sql.raw(`excluded."${column.name}"`)]),
  );
  const current = sql.join(
    columns.map(([, column]) => sql`${column}`),
    sql`, `,
  );
  const proposed = sql.raw(columns.map(([, column]) => `excluded."${column.name}"`).join(', '));
  return { set, setWhere: sql`(${current}) is distinct from (${proposed})` };
}

export function createCatalogueRepository(db: Database) {
  return {
    /**
     * Makes the tables hold exactly this catalogue: upserts by id and retires products no longer listed.
     * One transaction under an advisory lock, so instances starting together take turns and each sees
     * either the old catalogue or the new one, never half of each.
     */
    async saveCatalogue(rows: { underwriters: NewUnderwriterRow[]; products: NewProduct[] }) {
      return db.transaction(async (tx): Promise<CatalogueChanges> => {
        await tx.execute(sql`select pg_advisory_xact_lock(${CATALOGUE_LOCK_KEY})`);
        const underwriterUpsert = upsertParts(underwriters, 'id');
        const writtenUnderwriters = await tx
          .insert(underwriters)
          .values(rows.underwriters)
          .onConflictDoUpdate({ target: underwriters.id, ...underwriterUpsert })
          .returning({ id: underwriters.id });
        const productUpsert = upsertParts(products, 'id');
        const writtenProducts = await tx
          .insert(products)
          .values(rows.products.map((product) => ({ ...product, active: true })))
          .onConflictDoUpdate({ target: products.id, ...productUpsert })
          .returning({ id: products.id });
        const retired = await tx
          .update(products)
          .set({ active: false })
          .where(
            and(
              eq(products.active, true),
              notInArray(
                products.id,
                rows.products.map((product) => product.id),
              ),
            ),
          )
          .returning({ id: products.id });
        return {
          underwritersWritten: writtenUnderwriters.length,
          productsWritten: writtenProducts.length,
          productsRetired: retired.length,
        };
      });
    },

    /** Every product on sale, with its underwriter, in catalogue order. */
    async activeProducts(): Promise<ProductWithUnderwriter[]> {
      return db
        .select({ product: products, underwriter: underwriters })
        .from(products)
        .innerJoin(underwriters, eq(products.underwriterId, underwriters.id))
        .where(eq(products.active, true))
        .orderBy(asc(products.sortOrder), asc(products.id));
    },

    /** The products on sale for a cover type, with their underwriters, in catalogue order. */
    async activeProductsFor(coverType: CoverType): Promise<ProductWithUnderwriter[]> {
      return db
        .select({ product: products, underwriter: underwriters })
        .from(products)
        .innerJoin(underwriters, eq(products.underwriterId, underwriters.id))
        .where(and(eq(products.active, true), sql`${coverType} = any(${products.coverTypes})`))
        .orderBy(asc(products.sortOrder), asc(products.id));
    },

    /** One product with its underwriter, on sale or retired (a cover keeps pointing at it). */
    async productWithUnderwriter(productId: string): Promise<ProductWithUnderwriter | null> {
      const [row] = await db
        .select({ product: products, underwriter: underwriters })
        .from(products)
        .innerJoin(underwriters, eq(products.underwriterId, underwriters.id))
        .where(eq(products.id, productId))
        .limit(1);
      return row ?? null;
    },
  };
}

export type CatalogueRepository = ReturnType<typeof createCatalogueRepository>;
