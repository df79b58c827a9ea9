// Quotations: what was asked and what was offered, frozen, so a later rate change never alters a quote
// a visitor is looking at (or one a cover is bought from).
import { sql } from 'drizzle-orm';
import { check, index, json, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { QuotedProduct, QuoteRequest } from '../../../domain/api';
import { coverTypes } from '../../../domain/cover-type';
import { products } from './catalogue';
import { createdAt, sqlList } from './columns';

/** What a quotation keeps of each product it priced: what a save or a buy from it needs. */
export type QuotedPrice = Pick<
  QuotedProduct,
  'id' | 'quotation' | 'premium' | 'phcf' | 'training_levy' | 'stamp_duty' | 'period_id'
>;

export const quotations = pgTable(
  'quotations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    request: jsonb('request').$type<QuoteRequest>().notNull(),
    coverType: text('cover_type', { enum: coverTypes }).notNull(),
    // Each product's price as quoted, not the catalogue's text around it (the 9 KB of names,
    // benefits and terms every quotation stored were most of its cost, and nothing read them back). Rows
    // from before hold whole products, which carry these fields too. json, not jsonb: stored as written,
    // never queried inside, so PostgreSQL skips jsonb's conversion on the insert.
    products: json('products').$type<QuotedPrice[]>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [check('quotations_cover_type', sql`${table.coverType} in (${sqlList(coverTypes)})`)],
);

/** Contact details a visitor left with a chosen product: the agency's lead. Phone in 254 form. */
export interface SavedQuotationContact {
  name: string;
  msisdn: string;
  email: string;
  id_number: string;
  profession: string;
  address: string;
  kra_pin: string;
}

export const savedQuotations = pgTable(
  'saved_quotations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    quotationId: uuid('quotation_id')
      .notNull()
      .references(() => quotations.id),
    productId: text('product_id')
      .notNull()
      .references(() => products.id),
    contact: jsonb('contact').$type<SavedQuotationContact>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('saved_quotations_quotation_id_idx').on(table.quotationId)],
);

export type QuotationRow = typeof quotations.$inferSelect;
