// Operators (the back office): the agency's staff, never clients. Their own accounts, set-up links,
// recovery codes, sessions and audit log, so no client row or token can ever stand for one.
import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { operatorRoles } from '../../../domain/back-office/operator-roles';
import { createdAt, sqlList } from './columns';

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
  (table) => [check('operators_role', sql`${table.role} in (${sqlList(operatorRoles)})`)],
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
