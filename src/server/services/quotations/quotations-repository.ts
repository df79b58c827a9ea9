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
     * Quotes saved with contact details since `since`, newest first, with the product, its underwriter,
     * the price quoted, and whether the phone has a cover bought after the save.
     */
    savedSince(since: Date, limit: number) {
      return queryRows<{
        id: string;
        created_at: Date | string;
        contact: SavedQuotationContact;
        product: string;
        underwriter: string;
        price: number | null;
        bought_since: boolean;
      }>(
        db,
        sql`select s.id, s.created_at, s.contact, p.name as product, u.name as underwriter,
              (select (e ->> 'quotation')::int from json_array_elements(q.products) e
                where e ->> 'id' = s.product_id limit 1) as price,
              exists (select 1 from covers c join users cu on cu.id = c.user_id
                where cu.msisdn = s.contact ->> 'msisdn' and c.created_at >= s.created_at) as bought_since
            from saved_quotations s
            join quotations q on q.id = s.quotation_id
            join products p on p.id = s.product_id
            join underwriters u on u.id = p.underwriter_id
            where s.created_at >= ${since.toISOString()}
            order by s.created_at desc
            limit ${limit}`,
      );
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
