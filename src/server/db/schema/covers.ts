// Covers (policies): what was bought, the items listed on it, and the contact details given with it.
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { coverItemKinds } from '../../../domain/cover-sections';
import { coverStatuses } from '../../../domain/cover-status';
import { reviewStatuses } from '../../../domain/documents/review-status';
import { products } from './catalogue';
import { createdAt, shillings, sqlList } from './columns';
import { quotations } from './quotations';
import { users } from './users';

export const covers = pgTable(
  'covers',
  {
    // The policy number the client quotes to the agency: a random UUID, so it cannot be guessed.
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    productId: text('product_id')
      .notNull()
      .references(() => products.id),
    // The quotation whose snapshot set the price; null when the price came from the live catalogue.
    quotationId: uuid('quotation_id').references(() => quotations.id),
    isOwner: boolean('is_owner').notNull(),
    location: text('location').notNull(),
    countryOrTown: text('country_or_town').notNull(),
    typeOfResidence: text('type_of_residence').notNull(),
    construction: text('construction').notNull(),
    houseNumber: text('house_number').notNull(),
    plotNumber: text('plot_number').notNull(),
    valueOfProperty: shillings('value_of_property').notNull(),
    valueOfHouseholdItems: shillings('value_of_household_items').notNull(),
    valueOfPortableItems: shillings('value_of_portable_items').notNull(),
    premium: shillings('premium').notNull(),
    // The total charged (premium + levies), whole shillings: what every STK push for this cover asks.
    quotation: shillings('quotation').notNull(),
    status: text('status', { enum: coverStatuses }).notNull().default('inactive'),
    createdAt: createdAt(),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    // The buy request's Idempotency-Key: a retry after a failure (M-Pesa refused or did not answer the
    // prompt) finds this cover again instead of making a second one. Unique, so even a race cannot.
    purchaseKey: text('purchase_key').unique(),
    // SHA-256 of the secret the buy answer hands the buyer's page: with it (or as the signed-in holder)
    // one may see the payment's details and ask for another prompt. Only the hash is kept.
    paymentTokenHash: text('payment_token_hash'),
    // The agency's review of the paid application (the operators' review queue drives it), the policy
    // number given on approval, and where the issued schedule PDF is stored.
    reviewStatus: text('review_status', { enum: reviewStatuses }).notNull().default('pending'),
    policyNumber: text('policy_number').unique(),
    scheduleKey: text('schedule_key'),
    scheduleIssuedAt: timestamp('schedule_issued_at', { withTimezone: true }),
    // The latest decline reason or request for information, as the portal shows it.
    reviewNote: text('review_note'),
    // Renewals: the cover this one renews (unique: a cover is renewed once), and the start its
    // period was scheduled for, the day after the renewed one ends. Null for an ordinary cover, whose
    // period runs from its payment; a renewal paid late runs from its payment too (domain/renewals).
    renewsCoverId: uuid('renews_cover_id')
      .unique()
      .references((): AnyPgColumn => covers.id),
    periodStart: timestamp('period_start', { withTimezone: true }),
    // The short reference the client quotes from the moment of purchase (K7Q3-M9XT,
    // domain/purchase-reference.ts), also the M-Pesa account number; unique, a rare collision is redrawn.
    reference: text('reference').notNull().unique(),
    // The code of the documents' verification link (/verify/<code>, domain/documents/verification-code.ts):
    // random, never derived from the reference, drawn the first time a document needs it (covers bought
    // before it get theirs then). Unique: a rare collision is redrawn.
    verificationCode: text('verification_code').unique(),
  },
  (table) => [
    check('covers_status', sql`${table.status} in (${sqlList(coverStatuses)})`),
    check('covers_review_status', sql`${table.reviewStatus} in (${sqlList(reviewStatuses)})`),
    check('covers_quotation_positive', sql`${table.quotation} > 0 and ${table.premium} > 0`),
    index('covers_user_id_idx').on(table.userId),
    check('covers_renewal_has_start', sql`(${table.renewsCoverId} is null) = (${table.periodStart} is null)`),
  ],
);

/** The sequence part of policy numbers (domain/documents/policy-number.ts). */
export const policyNumberSequence = pgSequence('policy_number_seq', { startWith: 1, increment: 1 });

export const coverItems = pgTable(
  'cover_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    coverId: uuid('cover_id')
      .notNull()
      .references(() => covers.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: coverItemKinds }).notNull(),
    name: text('name').notNull(),
    value: shillings('value').notNull(),
  },
  (table) => [
    check('cover_items_kind', sql`${table.kind} in (${sqlList(coverItemKinds)})`),
    index('cover_items_cover_id_idx').on(table.coverId),
  ],
);

/**
 * The contact details given with a cover (the buy request's user). Until someone proves they hold the
 * phone they are the cover's, not the account's: the cover's e-mail and SMS go to them.
 */
export const coverContacts = pgTable('cover_contacts', {
  coverId: uuid('cover_id')
    .primaryKey()
    .references(() => covers.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  msisdn: text('msisdn').notNull(),
  email: text('email'),
  idNumber: text('id_number'),
  profession: text('profession'),
  kraPin: text('kra_pin'),
  address: text('address'),
});

export type Cover = typeof covers.$inferSelect;
export type NewCover = typeof covers.$inferInsert;
export type CoverItem = typeof coverItems.$inferSelect;
export type CoverContact = typeof coverContacts.$inferSelect;
