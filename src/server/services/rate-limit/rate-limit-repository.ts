// All SQL about rate-limit buckets, and with it the rule behind every rate limit: a token bucket. A
// subject starts with `max` hits and earns them back continuously, `max` per `windowMs`. Unlike windows
// fixed to the clock, nothing resets at a boundary, so a burst at 09:00:59 followed by one at 09:01:00
// cannot pass twice the limit. A refused hit leaves the bucket as it was.
// A take is one statement: an upsert that decides on the bucket's row under the lock the upsert holds, so
// concurrent requests on several instances count exactly (no read-then-write race), in one round trip
// instead of a transaction's four (BEGIN, SELECT … FOR UPDATE, write, COMMIT); issue 14's profile showed
// each round trip as the quotation's largest cost. So the arithmetic is SQL, written once, here. The
// statement is a plain upsert: an earlier one that also reported the refused bucket (a CTE and a union)
// cost Postgres more to plan than the quotation's insert; a refusal now reads the bucket separately.
import { lt, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/open-database';
import { queryRows } from '../../db/query-rows';
import { rateLimitBuckets } from '../../db/schema';

export interface TokenBucketLimit {
  max: number;
  windowMs: number;
}

/** A limit's numbers as SQL float8 expressions (bound values or a prepared statement's placeholders). */
interface SqlLimit {
  max: SQL;
  windowMs: SQL;
}

export type TokenTake = { allowed: true } | { allowed: false; retryAfterMs: number };

/**
 * The tokens in a bucket at `now`: what it held plus what it earned since, never more than `max`.
 * Multiplying before dividing keeps whole refills exact (20 s of 3 a minute is 1, not 0.999…). A peer
 * whose clock lags earns nothing for negative time.
 */
function tokensAt(bucket: { tokens: SQL; updatedAt: SQL }, now: SQL, limit: SqlLimit): SQL {
  const elapsedMs = sql`greatest(0, extract(epoch from (${now} - ${bucket.updatedAt})) * 1000)`;
  return sql`least(${limit.max}, ${bucket.tokens} + (${elapsedMs} * ${limit.max}::numeric / ${limit.windowMs}::numeric)::float8)`;
}

/** The time a bucket holding `left` tokens at `since` is full again. */
const fullAt = (since: SQL, left: SQL, limit: SqlLimit) =>
  sql`${since} + ((${limit.max} - (${left})) * ${limit.windowMs} / ${limit.max}) * interval '1 millisecond'`;

/** How long until a bucket holding `tokens` (under one) has a whole token again. */
const retryAfterMs = (tokens: number, limit: TokenBucketLimit) => ((1 - tokens) * limit.windowMs) / limit.max;

/**
 * The take, built once and run as a named prepared statement (node-postgres parses and plans it once per
 * connection): with the quotation's insert it is one of the two statements every quotation runs, and its
 * arithmetic made it the costlier to plan (issue 14's profile). Everything that varies is a placeholder.
 */
function prepareTake(db: Database) {
  const at = sql`${sql.placeholder('now')}::timestamptz`;
  const limit = {
    max: sql`${sql.placeholder('max')}::float8`,
    windowMs: sql`${sql.placeholder('windowMs')}::float8`,
  };
  const held = {
    tokens: sql.raw('"rate_limit_buckets"."tokens"'),
    updatedAt: sql.raw('"rate_limit_buckets"."updated_at"'),
  };
  const available = tokensAt(held, at, limit);
  // A peer whose clock lags must not move the bucket back in time.
  const since = sql`greatest(${at}, ${held.updatedAt})`;
  return db
    .insert(rateLimitBuckets)
    .values({
      bucket: sql.placeholder('bucket'),
      tokens: sql`${limit.max} - 1`,
      updatedAt: at,
      fullAt: fullAt(at, sql`${limit.max} - 1`, limit),
    })
    .onConflictDoUpdate({
      target: rateLimitBuckets.bucket,
      set: {
        tokens: sql`${available} - 1`,
        updatedAt: since,
        fullAt: fullAt(since, sql`${available} - 1`, limit),
      },
      setWhere: sql`${available} >= 1`,
    })
    .returning({ tokens: rateLimitBuckets.tokens })
    .prepare('rate_limit_take');
}

export function createRateLimitRepository(db: Database) {
  // Built on first use: a repository made for one transaction never takes a token.
  let takeStatement: ReturnType<typeof prepareTake> | undefined;
  return {
    /** Takes one hit from `bucket` at `now` (a bucket never used is full). */
    async take(bucket: string, now: Date, limit: TokenBucketLimit): Promise<TokenTake> {
      takeStatement ??= prepareTake(db);
      const values = { bucket, now: now.toISOString(), max: limit.max, windowMs: limit.windowMs };
      const taken = await takeStatement.execute(values);
      if (taken.length > 0) return { allowed: true };
      // Refused (the rare path, so its second statement costs the common one nothing): the wait before
      // the next whole token, from the bucket as it is now.
      const held = { tokens: sql`b.tokens`, updatedAt: sql`b.updated_at` };
      const at = sql`${now.toISOString()}::timestamptz`;
      const bound = { max: sql`${limit.max}::float8`, windowMs: sql`${limit.windowMs}::float8` };
      const [bucketNow] = await queryRows<{ tokens: number }>(
        db,
        sql`select ${tokensAt(held, at, bound)} as tokens from ${rateLimitBuckets} b where b.bucket = ${bucket}`,
      );
      // No row: another instance's prune removed a full bucket in between; one whole token is the longest wait.
      return { allowed: false, retryAfterMs: retryAfterMs(bucketNow ? Number(bucketNow.tokens) : 0, limit) };
    },

    async deleteFull(now: Date): Promise<void> {
      await db.delete(rateLimitBuckets).where(lt(rateLimitBuckets.fullAt, now));
    },
  };
}

export type RateLimitRepository = ReturnType<typeof createRateLimitRepository>;
