// Accounts: the people who buy covers, their sessions, and the one-time codes that prove a phone.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accountTypes } from '../../../domain/account-type';
import { defaultLanguage, languages } from '../../../domain/language/languages';
import { otpPurposes } from '../../../domain/otp-purposes';
import { createdAt, sqlList } from './columns';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    // Always stored as 254XXXXXXXXX (the form M-Pesa takes), so a lookup by phone is one equality test.
    msisdn: text('msisdn').notNull().unique(),
    email: text('email').unique(),
    // Optional fields: the profile shows 'Not provided' for an empty value (spec point 3).
    // One national ID, one account: unique, never blank (an empty one is null).
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
    // account keeps using msisdn. 254 form, like msisdn.
    pendingMsisdn: text('pending_msisdn'),
    // Set when the holder deleted the account while records the law makes us keep still point at it (its
    // paid covers: services/users/my-data-erasure.ts). Its personal fields are then blank and its phone is
    // 'erased:<id>', so the number is free for a new account and no lookup by phone ever finds this row.
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    // The language the holder last used with us (issue 28): the page's, sent by each sign-up, sign-in,
    // purchase and claim, or chosen in the portal. Their SMS, e-mails and documents are written in it.
    language: text('language', { enum: languages }).notNull().default(defaultLanguage),
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
    check('users_account_type', sql`${table.accountType} in (${sqlList(accountTypes)})`),
    check('users_language', sql`${table.language} in (${sqlList(languages)})`),
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

// One-time sign-in codes.
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
    // What the code is for (domain/otp-purposes.ts).
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
    check('otp_challenges_purpose', sql`${table.purpose} in (${sqlList(otpPurposes)})`),
  ],
);

/**
 * Wrong codes per phone over days (the rule is in otp-phone-lock.ts). One row per subject
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

export type OtpChallenge = typeof otpChallenges.$inferSelect;
