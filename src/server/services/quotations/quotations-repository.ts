// All SQL about quotations and the leads saved from them.
import { eq, sql } from 'drizzle-orm';
import type { QuotedProduct, QuoteRequest } from '../../../domain/api';
import type { CoverType } from '../../../domain/cover-type';
import type { Database } from '../../db/open-database';
import { queryRows } from '../../db/query-rows';
import {
  covers,
  type QuotationRow,
  quotations,
  type SavedQuotationContact,
  savedQuotations,
} from '../../db/schema';

export interface NewQuotation {
  request: QuoteRequest;
  coverType: CoverType;
  products: QuotedProduct[];
  createdAt: Date;
}

/**
 * The insert every quotation runs, built once: Drizzle's query building was about 6 % of a quotation's
 * CPU in issue 14's profile, and node-postgres prepares a named statement once per connection.
 */
function prepareInsert(db: Database) {
  return db
    .insert(quotations)
    .values({
      request: sql.placeholder('request'),
      coverType: sql.placeholder('coverType'),
      products: sql.placeholder('products'),
      createdAt: sql.placeholder('createdAt'),
    })
    .returning({ id: quotations.id })
    .prepare('insert_quotation');
}

export function createQuotationsRepository(db: Database) {
  // Built on first use: a repository made for one transaction never inserts a quotation.
  let insertStatement: ReturnType<typeof prepareInsert> | undefined;
  return {
    async insert(quotation: NewQuotation): Promise<QuotationRow> {
      insertStatement ??= prepareInsert(db);
      // Only the id comes back: the row is what was just written, and reading its several KB of JSON back
      // cost each quotation as much again in parsing (issue 14's profile).
      const [row] = await insertStatement.execute({ ...quotation });
      if (!row) throw new Error('insert into quotations returned no row');
      return { ...quotation, id: row.id };
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
