// Payments: each M-Pesa prompt (STK request) and what settled it, the endorsements (items added to an
// active cover) those prompts may pay for, and callbacks that matched no prompt. An endorsement and the
// prompt that paid it point at each other, so they live in one file.
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  settlementSources,
  stkRequestStatuses,
  unmatchedCallbackReasons,
} from '../../../domain/payment-records';
import { createdAt, shillings, sqlList } from './columns';
import { covers } from './covers';

export const stkRequests = pgTable(
  'stk_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    coverId: uuid('cover_id')
      .notNull()
      .references(() => covers.id),
    // Daraja's id for the prompt; the callback and queries are matched by it, so it is unique. Null until
    // Daraja answers the push: the row is written before the push, so a callback for a push whose answer
    // was lost still finds it (by this row's id, carried in the callback URL) and fills it in.
    checkoutRequestId: text('checkout_request_id').unique(),
    merchantRequestId: text('merchant_request_id'),
    msisdn: text('msisdn').notNull(),
    amount: integer('amount').notNull(),
    // The underwriter's paybill the premium was asked for (Insurance Act s.156: premiums go to the insurer),
    // so its queries are signed for the same one and the books show whose money it is. Null on older rows.
    paybillShortcode: text('paybill_shortcode'),
    status: text('status', { enum: stkRequestStatuses }).notNull().default('pending'),
    resultCode: integer('result_code'),
    resultDesc: text('result_desc'),
    mpesaReceiptNumber: text('mpesa_receipt_number'),
    // As M-Pesa sends it (YYYYMMDDHHmmss, Nairobi time): the figure the customer's SMS shows.
    transactionDate: text('transaction_date'),
    callbackReceivedAt: timestamp('callback_received_at', { withTimezone: true }),
    // When its outcome was recorded (a later refund flag or receipt moves updated_at, never this),
    // so the back office counts a payment on the day the money came.
    settledAt: timestamp('settled_at', { withTimezone: true }),
    // Null while pending (and on rows settled before sources were recorded).
    settledBy: text('settled_by', { enum: settlementSources }),
    // The endorsement (items added to an active cover) this prompt asks for; null: the cover's own premium.
    endorsementId: uuid('endorsement_id').references((): AnyPgColumn => coverEndorsements.id),
    // A success on a cover another request had already paid: the money is kept track of for a refund,
    // never silently absorbed.
    needsRefund: boolean('needs_refund').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    // When the prompt on the phone closes; the reconciler queries pending requests past it.
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    // A reconciler instance working on this row until then; Daraja is queried outside any transaction,
    // so the claim is this lease rather than a row lock held across the call.
    reconcileLeaseUntil: timestamp('reconcile_lease_until', { withTimezone: true }),
    // Queries that came back without a final answer; with the request's age, when to stop asking.
    queryAttempts: integer('query_attempts').notNull().default(0),
    // When Daraja was last asked about it: a page polling every few seconds asks at most every 10 s.
    lastQueriedAt: timestamp('last_queried_at', { withTimezone: true }),
    // A success known without M-Pesa's receipt number (settled by a query, its callback lost)
    // asks Daraja's Transaction Status for it: when it was last asked and how often, so instances take
    // turns and the asking stops.
    receiptAskedAt: timestamp('receipt_asked_at', { withTimezone: true }),
    receiptAsks: integer('receipt_asks').notNull().default(0),
  },
  (table) => [
    check('stk_requests_status', sql`${table.status} in (${sqlList(stkRequestStatuses)})`),
    check('stk_requests_settled_by', sql`${table.settledBy} in (${sqlList(settlementSources)})`),
    // The reconciler's scan: pending requests by age.
    index('stk_requests_pending_expires_at_idx').on(table.expiresAt).where(sql`${table.status} = 'pending'`),
    index('stk_requests_cover_id_idx').on(table.coverId),
    // A payment exception's likely cover is found by the number that paid.
    index('stk_requests_msisdn_idx').on(table.msisdn),
  ],
);

/**
 * Items added to an active cover (point 7, update policy items) and what they cost for the rest of the
 * cover year (domain/endorsement-premium.ts). The items wait here until amount_due is paid, then join the
 * cover's items and sums insured. A cover has at most one unpaid endorsement: adding more merges into it.
 */
export const coverEndorsements = pgTable(
  'cover_endorsements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    coverId: uuid('cover_id')
      .notNull()
      .references(() => covers.id, { onDelete: 'cascade' }),
    portableItems: jsonb('portable_items').$type<{ name: string; value: number }[]>().notNull(),
    householdItems: jsonb('household_items').$type<{ name: string; value: number }[]>().notNull(),
    addedPortableValue: shillings('added_portable_value').notNull(),
    addedHouseholdValue: shillings('added_household_value').notNull(),
    // The pro-rata base premium, the levies on it, and their sum: what the client is asked to pay.
    premium: shillings('premium').notNull(),
    levies: shillings('levies').notNull(),
    amountDue: shillings('amount_due').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    // The STK request whose payment settled it; null while unpaid, and when the addition cost nothing.
    paidByStkRequestId: uuid('paid_by_stk_request_id').references((): AnyPgColumn => stkRequests.id),
  },
  (table) => [
    check('cover_endorsements_amounts', sql`${table.amountDue} >= 0 and ${table.premium} >= 0`),
    index('cover_endorsements_cover_id_idx').on(table.coverId),
    // One unpaid endorsement per cover: a second addition before payment merges into the first.
    uniqueIndex('cover_endorsements_one_unpaid_idx').on(table.coverId).where(sql`${table.paidAt} is null`),
  ],
);

/**
 * Callbacks that matched no STK request (or could not be read): money may have moved with no cover to show
 * for it, so they are kept for a person to follow up rather than dropped. Reached only with the secret token.
 */
export const unmatchedMpesaCallbacks = pgTable(
  'unmatched_mpesa_callbacks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reason: text('reason', { enum: unmatchedCallbackReasons }).notNull(),
    checkoutRequestId: text('checkout_request_id'),
    // Our own STK request id from the callback URL, when the callback came on one.
    reference: text('reference'),
    resultCode: integer('result_code'),
    amount: integer('amount'),
    mpesaReceiptNumber: text('mpesa_receipt_number'),
    body: jsonb('body').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (table) => [
    check('unmatched_mpesa_callbacks_reason', sql`${table.reason} in (${sqlList(unmatchedCallbackReasons)})`),
    index('unmatched_mpesa_callbacks_open_idx').on(table.receivedAt).where(sql`${table.resolvedAt} is null`),
  ],
);

/**
 * Every paybill payment M-Pesa confirmed, once: the first confirmation of a TransID inserts its row, and a
 * repeat finds it taken and changes nothing. It names what the payment settled (a payment row of the
 * cover) or where it waits for a person (an unmatched callback).
 */
export const paybillPayments = pgTable(
  'paybill_payments',
  {
    transId: text('trans_id').primaryKey(),
    shortcode: text('shortcode').notNull(),
    /** The account number as the payer typed it (the purchase reference, if typed right). */
    account: text('account').notNull(),
    /** Null when M-Pesa's amount is no whole number of shillings an integer holds (its body keeps it). */
    amount: integer('amount'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    coverId: uuid('cover_id').references(() => covers.id),
    stkRequestId: uuid('stk_request_id').references(() => stkRequests.id),
    unmatchedCallbackId: uuid('unmatched_callback_id').references(() => unmatchedMpesaCallbacks.id),
  },
  (table) => [index('paybill_payments_cover_id_idx').on(table.coverId)],
);

export type StkRequest = typeof stkRequests.$inferSelect;

export type NewStkRequest = typeof stkRequests.$inferInsert;
export type NewUnmatchedMpesaCallback = typeof unmatchedMpesaCallbacks.$inferInsert;
export type CoverEndorsement = typeof coverEndorsements.$inferSelect;
export type NewCoverEndorsement = typeof coverEndorsements.$inferInsert;
