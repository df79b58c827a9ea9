// All SQL about rate-limit buckets. A take reads its bucket, decides, and writes the decision only if the
// bucket is still as it was read (compare-and-set on tokens and updated_at); when another request or
// instance got there first it reads again. Concurrent requests on several instances count exactly, as
// they did under a row lock, in two round trips instead of a transaction's four (BEGIN, SELECT … FOR
// UPDATE, write, COMMIT): the quotation profile in issue 14 showed those round trips as its largest cost.
import { and, eq, lt } from 'drizzle-orm';
import type { Database } from '../../db/open-database';
import { rateLimitBuckets } from '../../db/schema';
import type { BucketState } from './token-bucket';

type StoredBucket = BucketState & { fullAt: Date };

export function createRateLimitRepository(db: Database) {
  /** Writes `next` if the bucket is still `read` (null: still absent); false when someone wrote first. */
  async function writeIfUnchanged(bucket: string, read: BucketState | null, next: StoredBucket) {
    if (!read) {
      // A first hit has no row: of two at once, one inserts and the other reads again.
      const inserted = await db
        .insert(rateLimitBuckets)
        .values({ bucket, ...next })
        .onConflictDoNothing()
        .returning({ bucket: rateLimitBuckets.bucket });
      return inserted.length > 0;
    }
    const updated = await db
      .update(rateLimitBuckets)
      .set(next)
      .where(
        and(
          eq(rateLimitBuckets.bucket, bucket),
          // Both columns round-trip exactly: float8 in shortest exact text, and times written from
          // JavaScript dates (whole milliseconds).
          eq(rateLimitBuckets.tokens, read.tokens),
          eq(rateLimitBuckets.updatedAt, read.updatedAt),
        ),
      )
      .returning({ bucket: rateLimitBuckets.bucket });
    return updated.length > 0;
  }

  return {
    /**
     * Runs `decide` on the bucket's state (null: no row) and stores what it returns (null: leave the
     * bucket as it is), deciding again on the fresh state whenever another writer got there first.
     */
    async update<T>(
      bucket: string,
      decide: (state: BucketState | null) => { next: StoredBucket | null; result: T },
    ): Promise<T> {
      for (;;) {
        const [row] = await db
          .select({ tokens: rateLimitBuckets.tokens, updatedAt: rateLimitBuckets.updatedAt })
          .from(rateLimitBuckets)
          .where(eq(rateLimitBuckets.bucket, bucket));
        const read = row ?? null;
        const { next, result } = decide(read);
        if (!next || (await writeIfUnchanged(bucket, read, next))) return result;
      }
    },

    async deleteFull(now: Date): Promise<void> {
      await db.delete(rateLimitBuckets).where(lt(rateLimitBuckets.fullAt, now));
    },
  };
}

export type RateLimitRepository = ReturnType<typeof createRateLimitRepository>;
