// The applications queue (review): each operator decision on a paid cover, oldest first, as its history.
// The cover holds where the review stands; these rows say who moved it, when, and why.
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { reviewActions } from '../../../domain/documents/review-status';
import { sqlList } from './columns';
import { covers } from './covers';
import { operators } from './operators';

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
    check('cover_reviews_action', sql`${table.action} in (${sqlList(reviewActions)})`),
    index('cover_reviews_cover_idx').on(table.coverId),
  ],
);

export type CoverReview = typeof coverReviews.$inferSelect;
