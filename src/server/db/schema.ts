// The database schema, the single source drizzle-kit diffs to write migrations. Column names are
// snake_case as the spec's payloads are; TypeScript property names are camelCase.
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  json,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Benefit, QuotedProduct, QuoteRequest } from '../../domain/api';
import { paymentExceptionKinds } from '../../domain/back-office/payment-exceptions-api';
import { claimDocumentTypes } from '../../domain/claims/claim-documents';
import { claimFileTypes } from '../../domain/claims/claim-files';
import { claimSections } from '../../domain/claims/claim-sections';
import { claimStatuses, openClaimStatuses } from '../../domain/claims/claim-status';
import { perils } from '../../domain/claims/perils';
import { coverTypes } from '../../domain/cover-type';
import { reviewStatuses } from '../../domain/documents/review-status';
import { operatorRoles } from '../../domain/operator-api';

// Whole shillings that a request may set as high as ShillingsSchema's cap (KSh 10,000,000,000): past a
// 32-bit integer's 2,147,483,647, so 64-bit. Drizzle reads them as JS numbers, exact up to 2^53.
const shillings = (name: string) => bigint(name, { mode: 'number' });

export const accountTypes = ['tenant', 'owner'] as const;

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    // Always stored as 254XXXXXXXXX (the form M-Pesa takes), so a lookup by phone is one equality test.
    msisdn: text('msisdn').notNull().unique(),
    email: text('email').unique(),
    // Optional fields: the profile shows 'Not provided' for an empty value (spec point 3).
    // One national ID, one account (issue 10): unique, never blank (an empty one is null).
    idNumber: text('id_number').unique(),
    profession: text('profession'),
    kraPin: text('kra_pin'),
    address: text('address'),
    physicalAddress: text('physical_address'),
    accountType: text('account_type', { enum: accountTypes }).notNull(),
    // Null for users who only ever sign in with an OTP (e.g. created by buying a cover in the wizard).
    passwordHash: text('password_hash'),
    // When the holder accepted the terms and privacy notice at signup (Data Protection Act 2019, s.26):
    // consent must be shown to have been given, so its time is kept. Null for accounts made by a purchase.
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    // When the details above were last given by someone proven to hold the phone (a signed-in session, an
    // M-Pesa payment confirmed from that number). Null: unproven, so never shown or mailed as the
    // account's (an anonymous purchase may name anyone's phone); a proven holder's details replace them.
    detailsProvenAt: timestamp('details_proven_at', { withTimezone: true }),
    // When someone last proved they hold the phone (a verified sign-in code, a payment confirmed from it).
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
    // A new phone the profile named, waiting for the code sent to it: until then it is nobody's, and the
    // account keeps using msisdn (issue 23, item 2). 254 form, like msisdn.
    pendingMsisdn: text('pending_msisdn'),
    // Set when the holder deleted the account while records the law makes us keep still point at it (its
    // paid covers: services/users/my-data-erasure.ts). Its personal fields are then blank and its phone is
    // 'erased:<id>', so the number is free for a new account and no lookup by phone ever finds this row.
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [
    // The invariants live in the database too, so a bug in one service cannot store a second spelling
    // of the same phone or e-mail and split one person into two accounts.
    check(
      'users_msisdn_format',
      sql`${table.msisdn} ~ '^254[17][0-9]{8}$' or (${table.erasedAt} is not null and ${table.msisdn} = 'erased:' || ${table.id})`,
    ),
    check('users_pending_msisdn_format', sql`${table.pendingMsisdn} ~ '^254[17][0-9]{8}$'`),
    check('users_email_lower_case', sql`${table.email} = lower(${table.email})`),
    check('users_account_type', sql`${table.accountType} in ('tenant', 'owner')`),
    check(
      'users_id_number_trimmed',
      sql`${table.idNumber} = btrim(${table.idNumber}) and ${table.idNumber} <> ''`,
    ),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // Only a hash of the bearer token is kept: a leaked database dump must not sign anyone in.
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  // A password change revokes every session of the user, so that lookup needs an index.
  (table) => [index('sessions_user_id_idx').on(table.userId)],
);

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

// ---------------------------------------------------------------------------------------------------
// The catalogue: seeded from src/server/catalogue/catalogue-data.ts at start-up, never edited by hand.

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
    contentsRateBp: integer('contents_rate_bp').notNull(),
    allRisksRateBp: integer('all_risks_rate_bp').notNull(),
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
      sql`${table.buildingRateBp} >= 0 and ${table.contentsRateBp} >= 0 and ${table.allRisksRateBp} >= 0 and ${table.minimumPremium} >= 0`,
    ),
    check(
      'products_liability_limit_positive',
      sql`${table.liabilityLimit} is null or ${table.liabilityLimit} > 0`,
    ),
    check(
      'products_cover_types_known',
      sql`cardinality(${table.coverTypes}) > 0 and ${table.coverTypes} <@ array['Building', 'ContentsAndAllRisks', 'BuildingAndContentsAllRisks']::text[]`,
    ),
  ],
);

// ---------------------------------------------------------------------------------------------------
// Quotations: what was asked and what was offered, frozen, so a later rate change never alters a quote
// a visitor is looking at (or one a cover is bought from).

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
    // Each product's price as quoted, not the catalogue's text around it (issue 14: the 9 KB of names,
    // benefits and terms every quotation stored were most of its cost, and nothing read them back). Rows
    // from before hold whole products, which carry these fields too. json, not jsonb: stored as written,
    // never queried inside, so PostgreSQL skips jsonb's conversion on the insert.
    products: json('products').$type<QuotedPrice[]>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    check(
      'quotations_cover_type',
      sql`${table.coverType} in ('Building', 'ContentsAndAllRisks', 'BuildingAndContentsAllRisks')`,
    ),
  ],
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

// ---------------------------------------------------------------------------------------------------
// Request safety: idempotency keys and rate-limit counters live here rather than in memory, so any
// number of instances behind a load balancer agree on them.

// 'failed': the work threw; the key stays bound to its body so only the same request may retry it.
export const idempotencyStatuses = ['in_progress', 'done', 'failed'] as const;

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    // Which operation the key belongs to ('quotations.quote'): one client key never collides across two.
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    status: text('status', { enum: idempotencyStatuses }).notNull(),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    createdAt: createdAt(),
  },
  (table) => [
    // The unique key is what makes "insert first" safe: of two concurrent duplicates only one insert wins.
    primaryKey({ name: 'idempotency_keys_scope_key_pk', columns: [table.scope, table.key] }),
    check('idempotency_keys_status', sql`${table.status} in ('in_progress', 'done', 'failed')`),
    index('idempotency_keys_created_at_idx').on(table.createdAt),
  ],
);

/**
 * One token bucket per subject ('user-lookup:ip:1.2.3.4'): how many hits it still allowed at `updatedAt`
 * (it refills continuously from there). A bucket that has filled up again says nothing and may go.
 */
export const rateLimitBuckets = pgTable(
  'rate_limit_buckets',
  {
    bucket: text('bucket').primaryKey(),
    tokens: doublePrecision('tokens').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    fullAt: timestamp('full_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('rate_limit_buckets_full_at_idx').on(table.fullAt)],
);

// ---------------------------------------------------------------------------------------------------
// One-time sign-in codes.

// A code is taken only for what it was made for: signing in, resetting a password, a signup proving its
// phone, or a profile's new phone proving itself before it replaces the old one.
export const otpPurposes = ['sign-in', 'reset', 'signup', 'phone-change'] as const;

export const otpChallenges = pgTable(
  'otp_challenges',
  {
    id: uuid('id').primaryKey(),
    // Null for a decoy: a code asked for a number or address with no account is stored (never sent) all
    // the same, so the answers and the work done never tell whether an account exists.
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    // Whose code it is: the account's phone (a code only ever signs in through the phone that received
    // it), or for a decoy the number or e-mail address as asked. Limits and locks are counted per subject.
    subject: text('subject').notNull(),
    // What the code is for: a sign-in code never resets a password and a reset code never signs in.
    purpose: text('purpose', { enum: otpPurposes }).notNull().default('sign-in'),
    // HMAC-SHA256 keyed with OTP_SECRET: a 4-digit code's plain hash is reversed in 10 000 guesses.
    codeHash: text('code_hash').notNull(),
    requesterIp: text('requester_ip').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    // Set on sign-in, and on every older code when a new one is sent (a resend supersedes them).
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    // The per-phone send limits (30 s, hourly) and "the newest live code" both read this range.
    index('otp_challenges_subject_created_at_idx').on(table.subject, table.createdAt),
    index('otp_challenges_user_id_idx').on(table.userId),
    check('otp_challenges_purpose', sql`${table.purpose} in ('sign-in', 'reset', 'signup', 'phone-change')`),
  ],
);

/**
 * Wrong codes per phone over days (issue 9, 1.6; the rule is in otp-phone-lock.ts). One row per subject
 * as in otp_challenges; its row lock also makes two code requests for one phone take turns.
 */
export const otpPhoneLocks = pgTable('otp_phone_locks', {
  subject: text('subject').primaryKey(),
  // Wrong codes since the last lock started (forgotten after 30 days without one).
  wrongCodes: integer('wrong_codes').notNull().default(0),
  lastWrongAt: timestamp('last_wrong_at', { withTimezone: true }),
  // Locks each started within 30 days of the end of the one before: the next lasts 2 h × 2^locksInARow.
  locksInARow: integer('locks_in_a_row').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});

// Row types: the partner as the domain and the API know it is `Underwriter` in domain/underwriters.ts.
export type UnderwriterRow = typeof underwriters.$inferSelect;
export type NewUnderwriterRow = typeof underwriters.$inferInsert;
export type Product = typeof products.$inferSelect;
export type NewProduct = typeof products.$inferInsert;
export type QuotationRow = typeof quotations.$inferSelect;
export type OtpChallenge = typeof otpChallenges.$inferSelect;

// ---------------------------------------------------------------------------------------------------
// Covers (policies) and their M-Pesa payments. A cover is created inactive when the visitor presses Pay
// Now and becomes active only when M-Pesa's callback (or a query of the same request) reports the money.

export const coverStatuses = ['inactive', 'active'] as const;
export const coverItemKinds = ['household', 'portable'] as const;
export const stkRequestStatuses = ['pending', 'success', 'failed'] as const;
/**
 * What settled an STK request: M-Pesa's callback, a Daraja query (by the status endpoint or the
 * reconciler), the reconciler giving up on a request nobody ever answered, or Daraja refusing the push.
 */
export const settlementSources = [
  'callback',
  'status_query',
  'reconciler',
  'gave_up',
  'push_refused',
  // Issue 12: an admin matched it to its cover from the M-Pesa statement (payment exceptions).
  'operator',
] as const;
export const notificationChannels = ['email', 'sms'] as const;
export const notificationStatuses = ['pending', 'sent', 'failed'] as const;

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
    valueOfHouseHoldItems: shillings('value_of_house_hold_items').notNull(),
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
    // Issue 12, documents: the agency's review of the paid application (the operators' review queue will
    // drive it), the policy number given on approval, and where the issued schedule PDF is stored.
    reviewStatus: text('review_status', { enum: reviewStatuses }).notNull().default('pending'),
    policyNumber: text('policy_number').unique(),
    scheduleKey: text('schedule_key'),
    scheduleIssuedAt: timestamp('schedule_issued_at', { withTimezone: true }),
    // Issue 12, review: the latest decline reason or request for information, as the portal shows it.
    reviewNote: text('review_note'),
    // Issue 13, renewals: the cover this one renews (unique: a cover is renewed once), and the start its
    // period was scheduled for, the day after the renewed one ends. Null for an ordinary cover, whose
    // period runs from its payment; a renewal paid late runs from its payment too (domain/renewals).
    renewsCoverId: uuid('renews_cover_id')
      .unique()
      .references((): AnyPgColumn => covers.id),
    periodStart: timestamp('period_start', { withTimezone: true }),
    // Issue 24: the short reference the client quotes from the moment of purchase (K7Q3-M9XT,
    // domain/purchase-reference.ts), also the M-Pesa account number; unique, a rare collision is redrawn.
    reference: text('reference').notNull().unique(),
  },
  (table) => [
    check('covers_status', sql`${table.status} in ('inactive', 'active')`),
    check(
      'covers_review_status',
      sql`${table.reviewStatus} in ('pending', 'approved', 'declined', 'info_requested')`,
    ),
    check('covers_quotation_positive', sql`${table.quotation} > 0 and ${table.premium} > 0`),
    index('covers_user_id_idx').on(table.userId),
    check('covers_renewal_has_start', sql`(${table.renewsCoverId} is null) = (${table.periodStart} is null)`),
  ],
);

/** Issue 12, documents: the sequence part of policy numbers (domain/documents/policy-number.ts). */
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
    check('cover_items_kind', sql`${table.kind} in ('household', 'portable')`),
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
    // Issue 12: when its outcome was recorded (a later refund flag or receipt moves updated_at, never this),
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
    // Issue 23: a success known without M-Pesa's receipt number (settled by a query, its callback lost)
    // asks Daraja's Transaction Status for it: when it was last asked and how often, so instances take
    // turns and the asking stops.
    receiptAskedAt: timestamp('receipt_asked_at', { withTimezone: true }),
    receiptAsks: integer('receipt_asks').notNull().default(0),
  },
  (table) => [
    check('stk_requests_status', sql`${table.status} in ('pending', 'success', 'failed')`),
    check(
      'stk_requests_settled_by',
      sql`${table.settledBy} in ('callback', 'status_query', 'reconciler', 'gave_up', 'push_refused', 'operator')`,
    ),
    // The reconciler's scan: pending requests by age.
    index('stk_requests_pending_expires_at_idx').on(table.expiresAt).where(sql`${table.status} = 'pending'`),
    index('stk_requests_cover_id_idx').on(table.coverId),
    // Issue 12: a payment exception's likely cover is found by the number that paid.
    index('stk_requests_msisdn_idx').on(table.msisdn),
  ],
);

/**
 * The outbox of what a client is told once paid (an e-mail and an SMS per cover). A row is written in the
 * same transaction that records the payment, so a crash after the commit loses nothing; a sender then
 * leases due rows, sends, and marks them, retrying a failure with backoff up to a cap.
 */
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
    houseHoldItems: jsonb('house_hold_items').$type<{ name: string; value: number }[]>().notNull(),
    addedPortableValue: shillings('added_portable_value').notNull(),
    addedHouseHoldValue: shillings('added_house_hold_value').notNull(),
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

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    coverId: uuid('cover_id')
      .notNull()
      .references(() => covers.id),
    channel: text('channel', { enum: notificationChannels }).notNull(),
    kind: text('kind').notNull(),
    status: text('status', { enum: notificationStatuses }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    // Not before then: a retry's backoff, or a short wait for the receipt a late callback brings.
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    // A sender instance working on it until then (claimed with SKIP LOCKED; the send is outside it).
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    // The last failure's kind (an error code, never an address or a message text).
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    // A payment confirmed twice (a replayed callback, a query racing the callback) notifies once.
    uniqueIndex('notifications_cover_channel_kind_key').on(table.coverId, table.channel, table.kind),
    check('notifications_channel', sql`${table.channel} in ('email', 'sms')`),
    check('notifications_status', sql`${table.status} in ('pending', 'sent', 'failed')`),
    index('notifications_due_idx').on(table.nextAttemptAt).where(sql`${table.status} = 'pending'`),
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
    reason: text('reason', { enum: ['unknown_request', 'unreadable'] }).notNull(),
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
    check('unmatched_mpesa_callbacks_reason', sql`${table.reason} in ('unknown_request', 'unreadable')`),
    index('unmatched_mpesa_callbacks_open_idx').on(table.receivedAt).where(sql`${table.resolvedAt} is null`),
  ],
);

export type Cover = typeof covers.$inferSelect;
export type NewCover = typeof covers.$inferInsert;
export type CoverItem = typeof coverItems.$inferSelect;
export type CoverContact = typeof coverContacts.$inferSelect;
export type StkRequest = typeof stkRequests.$inferSelect;
export type Notification = typeof notifications.$inferSelect;
export type NewStkRequest = typeof stkRequests.$inferInsert;
export type NewUnmatchedMpesaCallback = typeof unmatchedMpesaCallbacks.$inferInsert;
export type CoverEndorsement = typeof coverEndorsements.$inferSelect;
export type NewCoverEndorsement = typeof coverEndorsements.$inferInsert;

// ---------------------------------------------------------------------------------------------------
// Operators (issue 12, the back office): the agency's staff, never clients. Their own accounts, set-up
// links, recovery codes, sessions and audit log, so no client row or token can ever stand for one.

export const operators = pgTable(
  'operators',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    // Stored lower-cased: the sign-in looks it up as typed, lower-cased.
    email: text('email').notNull().unique(),
    role: text('role', { enum: operatorRoles }).notNull(),
    // Null until the set-up link is used.
    passwordHash: text('password_hash'),
    // Base32; set by the set-up, trusted once a first code confirms it (activatedAt).
    totpSecret: text('totp_secret'),
    // The last 30-second step a code was accepted for: a code is never accepted twice.
    lastTotpStep: integer('last_totp_step'),
    createdAt: createdAt(),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
  },
  (table) => [check('operators_role', sql`${table.role} in ('agent', 'admin')`)],
);

export const operatorSetupTokens = pgTable('operator_setup_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  operatorId: uuid('operator_id')
    .notNull()
    .references(() => operators.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

export const operatorRecoveryCodes = pgTable(
  'operator_recovery_codes',
  {
    codeHash: text('code_hash').primaryKey(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('operator_recovery_codes_operator_idx').on(table.operatorId)],
);

export const operatorSessions = pgTable(
  'operator_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('operator_sessions_operator_idx').on(table.operatorId)],
);

export const operatorAudit = pgTable(
  'operator_audit',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    // Null for a failed sign-in with an e-mail no operator has.
    operatorId: uuid('operator_id').references(() => operators.id),
    at: timestamp('at', { withTimezone: true }).notNull(),
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (table) => [index('operator_audit_at_idx').on(table.at)],
);

export type Operator = typeof operators.$inferSelect;
export type OperatorAuditRow = typeof operatorAudit.$inferSelect;

// ---------------------------------------------------------------------------------------------------
// The applications queue (issue 12, review): each operator decision on a paid cover, oldest first, as its
// history. The cover holds where the review stands; these rows say who moved it, when, and why.

export const reviewActions = ['approved', 'declined', 'info_requested'] as const;

export const coverReviews = pgTable(
  'cover_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    coverId: uuid('cover_id')
      .notNull()
      .references(() => covers.id),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id),
    action: text('action', { enum: reviewActions }).notNull(),
    // The decline reason or what the client is asked for; null on approval.
    note: text('note'),
    // A decline's refund goes to the number that paid, and to no other: recorded here as decided.
    refundMsisdn: text('refund_msisdn'),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check('cover_reviews_action', sql`${table.action} in ('approved', 'declined', 'info_requested')`),
    index('cover_reviews_cover_idx').on(table.coverId),
  ],
);

export type CoverReview = typeof coverReviews.$inferSelect;

// ---------------------------------------------------------------------------------------------------
// Payment exceptions (issue 12, the back office's desk): how each one was closed, by whom, with what
// note. One row per exception (kind + its payment's or callback's id), so two admins closing the same
// one at once cannot both succeed.

export const paymentExceptionResolutions = pgTable(
  'payment_exception_resolutions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: paymentExceptionKinds }).notNull(),
    // stk_requests.id for 'refund' and 'prompt', unmatched_mpesa_callbacks.id for 'callback'.
    targetId: uuid('target_id').notNull(),
    outcome: text('outcome', { enum: ['matched', 'resolved'] }).notNull(),
    matchedCoverId: uuid('matched_cover_id').references(() => covers.id),
    note: text('note'),
    resolvedBy: uuid('resolved_by')
      .notNull()
      .references(() => operators.id),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('payment_exception_resolutions_target_key').on(table.kind, table.targetId),
    check('payment_exception_resolutions_kind', sql`${table.kind} in ('refund', 'callback', 'prompt')`),
    check('payment_exception_resolutions_outcome', sql`${table.outcome} in ('matched', 'resolved')`),
  ],
);

export type PaymentExceptionResolution = typeof paymentExceptionResolutions.$inferSelect;

// ---------------------------------------------------------------------------------------------------
// Claims (issue 13): a client's claim on their own cover, the items it affects, the files (photos and
// documents) it carries, and each change of its status. The claim row holds where it stands; its events
// say who moved it, when and why, and give the portal each status's date.

const sqlList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

export const claims = pgTable(
  'claims',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    coverId: uuid('cover_id')
      .notNull()
      .references(() => covers.id),
    // The account that made it: only this user (and operators) may read it or its files.
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    peril: text('peril', { enum: perils }).notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    place: text('place').notNull(),
    description: text('description').notNull(),
    thirdParty: text('third_party'),
    status: text('status', { enum: claimStatuses }).notNull().default('received'),
    // Set once, when nothing required is missing any more: the start of the 90-day settlement clock. A
    // later request for another document does not restart it (see docs/decisions).
    documentsCompleteAt: timestamp('documents_complete_at', { withTimezone: true }),
    settledAmount: integer('settled_amount'),
    paymentReference: text('payment_reference'),
    declineReason: text('decline_reason'),
    // Issue 23: an approval above the agents' limit (CLAIM_AGENT_APPROVAL_LIMIT) waiting for a second
    // person's. Set by the first approval, cleared by any move of the claim; all three or none.
    firstApprovalAmount: integer('first_approval_amount'),
    firstApprovalBy: uuid('first_approval_by').references(() => operators.id),
    firstApprovalAt: timestamp('first_approval_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'claims_first_approval_whole',
      sql`(${table.firstApprovalAmount} is null) = (${table.firstApprovalBy} is null) and (${table.firstApprovalBy} is null) = (${table.firstApprovalAt} is null)`,
    ),
    check('claims_peril', sql`${table.peril} in (${sqlList(perils)})`),
    check('claims_status', sql`${table.status} in (${sqlList(claimStatuses)})`),
    check(
      'claims_settled_amount_positive',
      sql`${table.settledAmount} is null or ${table.settledAmount} > 0`,
    ),
    index('claims_cover_idx').on(table.coverId, table.createdAt),
    index('claims_user_idx').on(table.userId),
    // The back office's queue reads open claims oldest first.
    index('claims_open_idx')
      .on(table.createdAt)
      .where(sql`${table.status} in (${sqlList(openClaimStatuses)})`),
  ],
);

export const claimItems = pgTable(
  'claim_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    claimId: uuid('claim_id')
      .notNull()
      .references(() => claims.id, { onDelete: 'cascade' }),
    // Null for the building, which is a section of an owner's cover rather than a listed item, and for an
    // item the claimant named. Set null when the item row goes (erasing an account removes its covers'
    // item names): the claim keeps its own.
    coverItemId: uuid('cover_item_id').references(() => coverItems.id, { onDelete: 'set null' }),
    // The name and sum insured as they were when the claim was made, whatever the cover becomes later.
    // For a named item, the sum insured is its section's: what bounds it (issue 24).
    name: text('name').notNull(),
    sumInsured: shillings('sum_insured').notNull(),
    estimatedLoss: integer('estimated_loss').notNull(),
    // Issue 24: the section the item belongs to, and whether the claimant named it rather than ticking it
    // from the policy's list. The default only fills the rows made before; a hand-written migration
    // (0031_claim_item_sections_backfill) sets the building's and portable items' rows right.
    section: text('section', { enum: claimSections }).notNull().default('household'),
    named: boolean('named').notNull().default(false),
  },
  (table) => [
    check('claim_items_section', sql`${table.section} in (${sqlList(claimSections)})`),
    check(
      'claim_items_loss',
      sql`${table.estimatedLoss} > 0 and ${table.estimatedLoss} <= ${table.sumInsured}`,
    ),
    index('claim_items_claim_idx').on(table.claimId),
  ],
);

export const claimFiles = pgTable(
  'claim_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    claimId: uuid('claim_id')
      .notNull()
      .references(() => claims.id, { onDelete: 'cascade' }),
    // The client's own key for this upload: a retried or restarted upload finds its file instead of
    // storing a second one.
    uploadKey: uuid('upload_key').notNull(),
    documentType: text('document_type', { enum: claimDocumentTypes }).notNull(),
    // Read from the file's first bytes, never from what the upload said.
    contentType: text('content_type', { enum: claimFileTypes }).notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('claim_files_upload_key').on(table.claimId, table.uploadKey),
    check('claim_files_document_type', sql`${table.documentType} in (${sqlList(claimDocumentTypes)})`),
    check('claim_files_content_type', sql`${table.contentType} in (${sqlList(claimFileTypes)})`),
  ],
);

export const claimEvents = pgTable(
  'claim_events',
  {
    // A sequence, not a UUID: the history is read in the order the changes were made, even two changes
    // within one millisecond.
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    claimId: uuid('claim_id')
      .notNull()
      .references(() => claims.id, { onDelete: 'cascade' }),
    // Null for the claim's receipt, its first event.
    fromStatus: text('from_status', { enum: claimStatuses }),
    status: text('status', { enum: claimStatuses }).notNull(),
    // Null when the client moved it (by uploading what was asked for) or made it.
    operatorId: uuid('operator_id').references(() => operators.id),
    // What an operator asked for, or the decline's reason.
    note: text('note'),
    // The document an operator asked for: a file of that type uploaded later answers it.
    documentType: text('document_type', { enum: claimDocumentTypes }),
    settledAmount: integer('settled_amount'),
    paymentReference: text('payment_reference'),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (table) => [index('claim_events_claim_idx').on(table.claimId, table.at)],
);

export type Claim = typeof claims.$inferSelect;
export type ClaimItemRow = typeof claimItems.$inferSelect;
export type ClaimFileRow = typeof claimFiles.$inferSelect;
export type ClaimEvent = typeof claimEvents.$inferSelect;
