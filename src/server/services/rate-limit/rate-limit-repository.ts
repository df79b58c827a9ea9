// All SQL about rate-limit counters. One row per bucket, incremented in a single upsert, so concurrent
// requests on several instances count exactly (no read-then-write race).
import { lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/open-database';
import { rateLimitWindows } from '../../db/schema';

export function createRateLimitRepository(db: Database) {
  return {
    /**
     * Counts one hit in the bucket's window starting at `windowStart` and returns the window's count. A
     * newer window resets the count; a hit stamped with an older window (an instance whose clock lags)
     * counts in the current one rather than resetting it.
     */
    async hit(bucket: string, windowStart: Date, expiresAt: Date): Promise<number> {
      const [row] = await db
        .insert(rateLimitWindows)
        .values({ bucket, windowStart, hits: 1, expiresAt })
        .onConflictDoUpdate({
          target: rateLimitWindows.bucket,
          set: {
            hits: sql`case when excluded.window_start > ${rateLimitWindows.windowStart} then 1 else ${rateLimitWindows.hits} + 1 end`,
            windowStart: sql`greatest(excluded.window_start, ${rateLimitWindows.windowStart})`,
            expiresAt: sql`greatest(excluded.expires_at, ${rateLimitWindows.expiresAt})`,
          },
        })
        .returning({ hits: rateLimitWindows.hits });
      if (!row) throw new Error('rate limit upsert returned no row');
      return row.hits;
    },

    async deleteExpired(now: Date): Promise<void> {
      await db.delete(rateLimitWindows).where(lt(rateLimitWindows.expiresAt, now));
    },
  };
}

export type RateLimitRepository = ReturnType<typeof createRateLimitRepository>;
