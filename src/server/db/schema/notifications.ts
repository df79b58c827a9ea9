// Notifications: the outbox of what a client is told by e-mail and SMS.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { notificationChannels, notificationStatuses } from '../../../domain/notification-states';
import { sqlList } from './columns';
import { covers } from './covers';

/**
 * The outbox of what a client is told once paid (an e-mail and an SMS per cover). A row is written in the
 * same transaction that records the payment, so a crash after the commit loses nothing; a sender then
 * leases due rows, sends, and marks them, retrying a failure with backoff up to a cap.
 */
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
    check('notifications_channel', sql`${table.channel} in (${sqlList(notificationChannels)})`),
    check('notifications_status', sql`${table.status} in (${sqlList(notificationStatuses)})`),
    index('notifications_due_idx').on(table.nextAttemptAt).where(sql`${table.status} = 'pending'`),
  ],
);

export type Notification = typeof notifications.$inferSelect;
