// All SQL about rate-limit buckets. Each take reads and writes its bucket under a row lock, so concurrent
// requests on several instances count exactly (no read-then-write race).
import { eq, lt } from 'drizzle-orm';
import type { Database } from '../../db/open-database';
import { rateLimitBuckets } from '../../db/schema';
import type { BucketState } from './token-bucket';

type StoredBucket = BucketState & { fullAt: Date };

export function createRateLimitRepository(db: Database) {
  return {
    /**
     * Runs `decide` on the bucket's state (null: no row) with the row locked, and stores what it returns
     * (null: leave the bucket as it is).
     */
    async update<T>(
      bucket: string,
      decide: (state: BucketState | null) => { next: StoredBucket | null; result: T },
    ): Promise<T> {
      for (;;) {
        const outcome = await db.transaction(async (tx) => {
          const [row] = await tx
            .select({ tokens: rateLimitBuckets.tokens, updatedAt: rateLimitBuckets.updatedAt })
            .from(rateLimitBuckets)
            .where(eq(rateLimitBuckets.bucket, bucket))
            .for('update');
          const { next, result } = decide(row ?? null);
          if (!next) return { done: true as const, result };
          if (row) {
            await tx.update(rateLimitBuckets).set(next).where(eq(rateLimitBuckets.bucket, bucket));
            return { done: true as const, result };
          }
          // A first hit has no row to lock: of two at once, one inserts and the other tries again.
          const inserted = await tx
            .insert(rateLimitBuckets)
            .values({ bucket, ...next })
            .onConflictDoNothing()
            .returning({ bucket: rateLimitBuckets.bucket });
          return inserted.length > 0 ? { done: true as const, result } : { done: false as const };
        });
        if (outcome.done) return outcome.result;
      }
    },

    async deleteFull(now: Date): Promise<void> {
      await db.delete(rateLimitBuckets).where(lt(rateLimitBuckets.fullAt, now));
    },
  };
}

export type RateLimitRepository = ReturnType<typeof createRateLimitRepository>;
