// Request safety: idempotency keys and rate-limit counters live here rather than in memory, so any
// number of instances behind a load balancer agree on them.
import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { idempotencyStatuses } from '../../../domain/idempotency-status';
import { createdAt, sqlList } from './columns';

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
    check('idempotency_keys_status', sql`${table.status} in (${sqlList(idempotencyStatuses)})`),
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
