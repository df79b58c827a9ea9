// The catalogue: seeded from src/server/catalogue/catalogue-data.ts at start-up, never edited by hand.
import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { Benefit } from '../../../domain/api';
import { coverTypes } from '../../../domain/cover-type';
import { sqlList } from './columns';

export const underwriters = pgTable('underwriters', {
  // A readable slug ('simba'): it names the logo file and appears in snapshots, so it never changes.
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  tagline: text('tagline').notNull(),
  logo: text('logo').notNull(),
  link: text('link').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const products = pgTable(
  'products',
  {
    id: text('id').primaryKey(),
    underwriterId: text('underwriter_id')
      .notNull()
      .references(() => underwriters.id),
    name: text('name').notNull(),
    description: text('description').notNull(),
    // Basis points (1 bp = 0.01 %) of the section's sum insured, so premiums are integer arithmetic.
    buildingRateBp: integer('building_rate_bp').notNull(),
    householdRateBp: integer('household_rate_bp').notNull(),
    portableRateBp: integer('portable_rate_bp').notNull(),
    minimumPremium: integer('minimum_premium').notNull(),
    benefits: jsonb('benefits').$type<Benefit[]>().notNull(),
    termsHtml: text('terms_html'),
    periodMonths: integer('period_months').notNull().default(12),
    // The third-party liability the product states in its benefits, whole shillings: what a liability
    // claim may settle at most. Null: the product states none, so it settles no liability claim.
    liabilityLimit: integer('liability_limit'),
    coverTypes: text('cover_types', { enum: coverTypes }).array().notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    // A product dropped from the catalogue data stops being quoted but stays, because saved quotations
    // (and later covers) point at it.
    active: boolean('active').notNull().default(true),
  },
  (table) => [
    check(
      'products_rates_not_negative',
      sql`${table.buildingRateBp} >= 0 and ${table.householdRateBp} >= 0 and ${table.portableRateBp} >= 0 and ${table.minimumPremium} >= 0`,
    ),
    check(
      'products_liability_limit_positive',
      sql`${table.liabilityLimit} is null or ${table.liabilityLimit} > 0`,
    ),
    check(
      'products_cover_types_known',
      sql`cardinality(${table.coverTypes}) > 0 and ${table.coverTypes} <@ array[${sqlList(coverTypes)}]::text[]`,
    ),
  ],
);

// Row types: the partner as the domain and the API know it is `Underwriter` in domain/underwriters.ts.
export type UnderwriterRow = typeof underwriters.$inferSelect;
export type NewUnderwriterRow = typeof underwriters.$inferInsert;
export type Product = typeof products.$inferSelect;
export type NewProduct = typeof products.$inferInsert;
