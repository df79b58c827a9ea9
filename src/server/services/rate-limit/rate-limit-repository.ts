// All SQL about rate-limit buckets, and with it the rule behind every rate limit: a token bucket. A
// subject starts with `max` hits and earns them back continuously, `max` per `windowMs`. Unlike windows
// fixed to the clock, nothing resets at a boundary, so a burst at 09:00:59 followed by one at 09:01:00
// cannot pass twice the limit. A refused hit leaves the bucket as it was.
// A take is one statement: an upsert that decides on the bucket's row under the lock the upsert holds, so
// concurrent requests on several instances count exactly (no read-then-write race), in one round trip
// instead of a transaction's four (BEGIN, SELECT … FOR UPDATE, write, COMMIT); the quotation load profile showed
// each round trip as the quotation's largest cost. So the arithmetic is SQL, written once, here. The
// statement is a plain upsert: an earlier one that also reported the refused bucket (a CTE and a union)
// cost Postgres more to plan than the quotation's insert; a refusal now reads the bucket separately.
import { lt, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/open-database';
import { type PreparedSql, prepareSql, typedPlaceholder } from '../../db/prepared-sql';
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

/** What a take varies by, as the placeholders of a prepared statement. */
export interface TakeValues {
  bucket: string;
  /** ISO timestamp. */
  now: string;
  max: number;
  windowMs: number;
}

export const takeValues = (bucket: string, now: Date, limit: TokenBucketLimit): TakeValues => ({
  bucket,
  now: now.toISOString(),
  max: limit.max,
  windowMs: limit.windowMs,
});

/**
 * The take as one upsert over the placeholders of TakeValues, returning a row when a token was taken and
 * none when the bucket was empty (then it is left as it was). A statement of its own here, and the guard
 * of the quotation's insert (a data-modifying WITH), so that the endpoint every visitor calls runs one
 * statement, not two (the quotation load profile: each round trip was its largest cost).
 */
export function takeTokenSql(): SQL {
  const at = typedPlaceholder('now', 'timestamptz');
  const limit = { max: typedPlaceholder('max', 'float8'), windowMs: typedPlaceholder('windowMs', 'float8') };
  const available = tokensAt({ tokens: sql`b.tokens`, updatedAt: sql`b.updated_at` }, at, limit);
  // A peer whose clock lags must not move the bucket back in time.
  const since = sql`greatest(${at}, b.updated_at)`;
  return sql`insert into ${rateLimitBuckets} as b (bucket, tokens, updated_at, full_at)
    values (${typedPlaceholder('bucket', 'text')}, ${limit.max} - 1, ${at}, ${fullAt(at, sql`${limit.max} - 1`, limit)})
    on conflict (bucket) do update set
      tokens = ${available} - 1,
      updated_at = ${since},
      full_at = ${fullAt(since, sql`${available} - 1`, limit)}
    where ${available} >= 1
    returning b.tokens`;
}

export function createRateLimitRepository(db: Database) {
  // Built on first use: a repository made for one transaction never takes a token.
  let takeStatement: PreparedSql<{ tokens: number }> | undefined;
  /**
   * After a refusal (the rare path, so its second statement costs the common one nothing): how long until
   * the bucket holds a whole token again, from the bucket as it is now.
   */
  async function waitFor(bucket: string, now: Date, limit: TokenBucketLimit): Promise<number> {
    const held = { tokens: sql`b.tokens`, updatedAt: sql`b.updated_at` };
    const at = sql`${now.toISOString()}::timestamptz`;
    const bound = { max: sql`${limit.max}::float8`, windowMs: sql`${limit.windowMs}::float8` };
    const [bucketNow] = await queryRows<{ tokens: number }>(
      db,
      sql`select ${tokensAt(held, at, bound)} as tokens from ${rateLimitBuckets} b where b.bucket = ${bucket}`,
    );
    // No row: another instance's prune removed a full bucket in between; one whole token is the longest wait.
    return retryAfterMs(bucketNow ? Number(bucketNow.tokens) : 0, limit);
  }

  return {
    /** Takes one hit from `bucket` at `now` (a bucket never used is full). */
    async take(bucket: string, now: Date, limit: TokenBucketLimit): Promise<TokenTake> {
      takeStatement ??= prepareSql(db, 'rate_limit_take', takeTokenSql());
      const taken = await takeStatement.execute({ ...takeValues(bucket, now, limit) });
      return taken.length > 0
        ? { allowed: true }
        : { allowed: false, retryAfterMs: await waitFor(bucket, now, limit) };
    },

    waitFor,

    async deleteFull(now: Date): Promise<void> {
      await db.delete(rateLimitBuckets).where(lt(rateLimitBuckets.fullAt, now));
    },
  };
}

export type RateLimitRepository = ReturnType<typeof createRateLimitRepository>;
