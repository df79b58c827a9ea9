// All SQL about rate-limit buckets. A take is one statement: an upsert that decides on the bucket's row
// under the row lock the upsert takes, so concurrent requests on several instances count exactly (no
// read-then-write race), in one round trip instead of a transaction's four (BEGIN, SELECT … FOR UPDATE,
// write, COMMIT).
import { lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/open-database';
import { queryRows } from '../../db/query-rows';
import { rateLimitBuckets } from '../../db/schema';
import { fullAt, retryAfterMs, type TokenBucketLimit, type TokenTake, tokensAt } from './token-bucket';

export function createRateLimitRepository(db: Database) {
  return {
    /** Takes one hit from `bucket` at `now` (a bucket never used is full). */
    async take(bucket: string, now: Date, limit: TokenBucketLimit): Promise<TokenTake> {
      const at = sql`${now.toISOString()}::timestamptz`;
      const stored = { tokens: sql`b.tokens`, updatedAt: sql`b.updated_at` };
      const available = tokensAt(stored, at, limit);
      // A peer whose clock lags must not move the bucket back in time.
      const since = sql`greatest(${at}, b.updated_at)`;
      const rows = await queryRows<{ taken: boolean; tokens: number }>(
        db,
        sql`with taken as (
          insert into ${rateLimitBuckets} as b (bucket, tokens, updated_at, full_at)
          values (${bucket}, ${limit.max - 1}::float8, ${at}, ${fullAt(at, sql`${limit.max - 1}::float8`, limit)})
          on conflict (bucket) do update set
            tokens = ${available} - 1,
            updated_at = ${since},
            full_at = ${fullAt(since, sql`${available} - 1`, limit)}
          where ${available} >= 1
          returning b.tokens
        )
        select true as taken, tokens from taken
        union all
        -- Refused: the bucket as this statement's snapshot saw it, for the wait before the next token.
        select false, ${available} from ${rateLimitBuckets} b
        where b.bucket = ${bucket} and not exists (select 1 from taken)`,
      );
      const [row] = rows;
      if (row?.taken) return { allowed: true };
      // No row at all: refused on a bucket another instance created after this statement's snapshot;
      // the wait for one whole token is the longest it can be.
      return { allowed: false, retryAfterMs: retryAfterMs(row ? Number(row.tokens) : 0, limit) };
    },

    async deleteFull(now: Date): Promise<void> {
      await db.delete(rateLimitBuckets).where(lt(rateLimitBuckets.fullAt, now));
    },
  };
}

export type RateLimitRepository = ReturnType<typeof createRateLimitRepository>;
