// The rule behind every rate limit: a token bucket. A subject starts with `max` hits and earns them back
// continuously, `max` per `windowMs`. Unlike windows fixed to the clock, nothing resets at a boundary, so a
// burst at 09:00:59 followed by one at 09:01:00 cannot pass twice the limit. A refused hit leaves the
// bucket as it was. The rule is written here once, as the SQL the repository runs: a take is one
// statement (issue 14's profile showed each database round trip as the quotation's largest cost), and
// the database decides it on the locked row, so concurrent takes on several instances count exactly.
import { type SQL, sql } from 'drizzle-orm';

export interface TokenBucketLimit {
  max: number;
  windowMs: number;
}

export type TokenTake = { allowed: true } | { allowed: false; retryAfterMs: number };

/** Milliseconds as an interval. */
const milliseconds = (amount: SQL) => sql`(${amount}) * interval '1 millisecond'`;

/**
 * The tokens in a bucket at `now`: what it held plus what it earned since, never more than `max`.
 * Multiplying before dividing keeps whole refills exact (20 s of 3 a minute is 1, not 0.999…). A peer
 * whose clock lags earns nothing for negative time.
 */
export function tokensAt(bucket: { tokens: SQL; updatedAt: SQL }, now: SQL, limit: TokenBucketLimit): SQL {
  const elapsedMs = sql`greatest(0, extract(epoch from (${now} - ${bucket.updatedAt})) * 1000)`;
  return sql`least(${limit.max}::float8, ${bucket.tokens} + (${elapsedMs} * ${limit.max}::numeric / ${limit.windowMs}::numeric)::float8)`;
}

/** The time a bucket holding `left` tokens at `since` is full again. */
export const fullAt = (since: SQL, left: SQL, limit: TokenBucketLimit) =>
  sql`${since} + ${milliseconds(sql`(${limit.max}::float8 - ${left}) * ${limit.windowMs}::float8 / ${limit.max}::float8`)}`;

/** How long until a bucket holding `tokens` (under one) has a whole token again. */
export const retryAfterMs = (tokens: number, limit: TokenBucketLimit) =>
  ((1 - tokens) * limit.windowMs) / limit.max;
