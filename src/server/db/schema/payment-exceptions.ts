// Payment exceptions (the back office's desk): how each one was closed, by whom, with what note. One row
// per exception (kind + its payment's or callback's id), so two admins closing the same one at once cannot
// both succeed.
import { sql } from 'drizzle-orm';
import { check, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import {
  paymentExceptionKinds,
  paymentExceptionOutcomes,
} from '../../../domain/back-office/payment-exception-kinds';
import { sqlList } from './columns';
import { covers } from './covers';
import { operators } from './operators';

export const paymentExceptionResolutions = pgTable(
  'payment_exception_resolutions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: paymentExceptionKinds }).notNull(),
    // stk_requests.id for 'refund' and 'prompt', unmatched_mpesa_callbacks.id for 'callback'.
    targetId: uuid('target_id').notNull(),
    outcome: text('outcome', { enum: paymentExceptionOutcomes }).notNull(),
    matchedCoverId: uuid('matched_cover_id').references(() => covers.id),
    note: text('note'),
    resolvedBy: uuid('resolved_by')
      .notNull()
      .references(() => operators.id),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('payment_exception_resolutions_target_key').on(table.kind, table.targetId),
    check('payment_exception_resolutions_kind', sql`${table.kind} in (${sqlList(paymentExceptionKinds)})`),
    check(
      'payment_exception_resolutions_outcome',
      sql`${table.outcome} in (${sqlList(paymentExceptionOutcomes)})`,
    ),
  ],
);

export type PaymentExceptionResolution = typeof paymentExceptionResolutions.$inferSelect;
