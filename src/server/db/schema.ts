// The database schema, the single source drizzle-kit diffs to write migrations. Column names are
// snake_case as the spec's payloads are; TypeScript property names are camelCase.
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

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
    idNumber: text('id_number'),
    profession: text('profession'),
    kraPin: text('kra_pin'),
    address: text('address'),
    physicalAddress: text('physical_address'),
    accountType: text('account_type', { enum: accountTypes }).notNull(),
    // Null for users who only ever sign in with an OTP (e.g. created by buying a cover in the wizard).
    passwordHash: text('password_hash'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [
    // The invariants live in the database too, so a bug in one service cannot store a second spelling
    // of the same phone or e-mail and split one person into two accounts.
    check('users_msisdn_format', sql`${table.msisdn} ~ '^254[17][0-9]{8}$'`),
    check('users_email_lower_case', sql`${table.email} = lower(${table.email})`),
    check('users_account_type', sql`${table.accountType} in ('tenant', 'owner')`),
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
export type Session = typeof sessions.$inferSelect;
export type NewSession = typeof sessions.$inferInsert;
