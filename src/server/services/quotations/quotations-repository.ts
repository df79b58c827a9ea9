// All SQL about quotations and the leads saved from them.
import { eq, sql } from 'drizzle-orm';
import type { QuotedProduct, QuoteRequest } from '../../../domain/api';
import type { CoverType } from '../../../domain/cover-type';
import type { Database } from '../../db/open-database';
import { type PreparedSql, prepareSql, typedPlaceholder } from '../../db/prepared-sql';
import { queryRows } from '../../db/query-rows';
import {
  covers,
  type QuotationRow,
  type QuotedPrice,
  quotations,
  type SavedQuotationContact,
  savedQuotations,
} from '../../db/schema';
import { type TakeValues, takeTokenSql } from '../rate-limit/rate-limit-repository';

const quotedPrice = (product: QuotedProduct): QuotedPrice => ({
  id: product.id,
  quotation: product.quotation,
  premium: product.premium,
  phcf: product.phcf,
  training_levy: product.training_levy,
  stamp_duty: product.stamp_duty,
  period_id: product.period_id,
});

export interface NewQuotation {
  request: QuoteRequest;
  coverType: CoverType;
  products: QuotedProduct[];
  createdAt: Date;
}

/**
 * The insert every quotation runs, guarded by the visitor's rate-limit take in the same statement (a
 * data-modifying WITH): one round trip, where a take and then an insert were two, each the largest cost in
 * the quotation load profile. Built once and prepared by name. Nothing is inserted when the take refused.
 */
const insertWithinLimitSql = () => sql`with taken as (${takeTokenSql()})
  insert into ${quotations} (request, cover_type, products, created_at)
  select ${typedPlaceholder('request', 'jsonb')}, ${typedPlaceholder('coverType', 'text')},
    ${typedPlaceholder('products', 'json')}, ${typedPlaceholder('createdAt', 'timestamptz')}
  where exists (select 1 from taken)
  returning id`;

export function createQuotationsRepository(db: Database) {
  // Built on first use: a repository made for one transaction never inserts a quotation.
  let insertStatement: PreparedSql<{ id: string }> | undefined;
  return {
    /**
     * Stores a quotation, each product as its price (QuotedPrice), if the rate-limit take (takeValues)
     * allows it; null when it refused. Only the id comes back: the rest is what was just written.
     */
    async insertWithinLimit(quotation: NewQuotation, take: TakeValues): Promise<{ id: string } | null> {
      insertStatement ??= prepareSql(db, 'insert_quotation_within_limit', insertWithinLimitSql());
      const [row] = await insertStatement.execute({
        ...take,
        request: JSON.stringify(quotation.request),
        coverType: quotation.coverType,
        products: JSON.stringify(quotation.products.map(quotedPrice)),
        createdAt: quotation.createdAt.toISOString(),
      });
      return row ? { id: row.id } : null;
    },

    async findById(id: string): Promise<QuotationRow | null> {
      const [row] = await db.select().from(quotations).where(eq(quotations.id, id)).limit(1);
      return row ?? null;
    },

    async saveLead(lead: {
      quotationId: string;
      productId: string;
      contact: SavedQuotationContact;
      createdAt: Date;
    }): Promise<{ id: string }> {
      const [row] = await db.insert(savedQuotations).values(lead).returning({ id: savedQuotations.id });
      if (!row) throw new Error('insert into saved_quotations returned no row');
      return row;
    },

    /**
     * Deletes up to `limit` quotations made before `cutoff` that no cover was priced from and no lead was
     * saved from (both point at their quotation), oldest first, and says how many. Rows another instance
     * is deleting are skipped (SKIP LOCKED); a buy that locks a quotation to reference it is skipped too.
     */
    async deleteUnusedCreatedBefore(cutoff: Date, limit: number): Promise<number> {
      const rows = await queryRows<{ id: string }>(
        db,
        sql`delete from ${quotations} where id in (
          select q.id from ${quotations} q
          where q.created_at < ${cutoff.toISOString()}
            and not exists (select 1 from ${covers} c where c.quotation_id = q.id)
            and not exists (select 1 from ${savedQuotations} s where s.quotation_id = q.id)
          order by q.created_at limit ${limit} for update of q skip locked
        ) returning id`,
      );
      return rows.length;
    },
  };
}

export type QuotationsRepository = ReturnType<typeof createQuotationsRepository>;
