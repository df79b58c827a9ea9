// All SQL about Idempotency-Keys. The primary key (scope, key) does the real work: the first insert wins
// and every concurrent duplicate finds the row instead of running the request a second time.
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/open-database';
import { queryRows } from '../../db/query-rows';
import { idempotencyKeys } from '../../db/schema';

export type IdempotencyRecord = typeof idempotencyKeys.$inferSelect;

export type ClaimResult = { kind: 'claimed' } | { kind: 'taken'; record: IdempotencyRecord };

export function createIdempotencyRepository(db: Database) {
  const whereKey = (scope: string, key: string) =>
    and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key));

  return {
    /** Inserts the key as in progress; when it exists already, returns it instead. */
    async claim(scope: string, key: string, requestHash: string, now: Date): Promise<ClaimResult> {
      // Twice at most: the row that made the insert conflict may expire (deleteCreatedBefore) before it
      // is read, and then the key is free to claim again.
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const inserted = await db
          .insert(idempotencyKeys)
          .values({ scope, key, requestHash, status: 'in_progress', createdAt: now })
          .onConflictDoNothing()
          .returning({ key: idempotencyKeys.key });
        if (inserted.length > 0) return { kind: 'claimed' };
        const [record] = await db.select().from(idempotencyKeys).where(whereKey(scope, key)).limit(1);
        if (record) return { kind: 'taken', record };
      }
      throw new Error('idempotency key conflicted but could not be read');
    },

    /**
     * Takes over a key whose first attempt died mid-way (a crashed instance never completes or releases
     * it). Conditional on the row still being that stale attempt, so only one taker wins.
     */
    async takeOverStale(
      scope: string,
      key: string,
      requestHash: string,
      staleBefore: Date,
      now: Date,
    ): Promise<boolean> {
      const updated = await db
        .update(idempotencyKeys)
        .set({ createdAt: now })
        .where(
          and(
            whereKey(scope, key),
            eq(idempotencyKeys.status, 'in_progress'),
            eq(idempotencyKeys.requestHash, requestHash),
            lt(idempotencyKeys.createdAt, staleBefore),
          ),
        )
        .returning({ key: idempotencyKeys.key });
      return updated.length > 0;
    },

    async complete(scope: string, key: string, responseStatus: number, responseBody: unknown): Promise<void> {
      await db
        .update(idempotencyKeys)
        .set({ status: 'done', responseStatus, responseBody })
        .where(whereKey(scope, key));
    },

    /**
     * Marks an attempt that failed, so the client's retry with the same key runs it afresh. The row (and its
     * body hash) stays: the key remains bound to its first request, and work that created something before
     * failing (a cover, before M-Pesa refused the prompt) can find it again by the key.
     */
    async markFailed(scope: string, key: string): Promise<void> {
      await db
        .update(idempotencyKeys)
        .set({ status: 'failed' })
        .where(and(whereKey(scope, key), eq(idempotencyKeys.status, 'in_progress')));
    },

    /** Starts a key over once it is older than `before` (a server-made key's window); one caller wins. */
    async restartExpired(scope: string, key: string, before: Date, now: Date): Promise<boolean> {
      const updated = await db
        .update(idempotencyKeys)
        .set({ status: 'in_progress', createdAt: now, responseStatus: null, responseBody: null })
        .where(and(whereKey(scope, key), lt(idempotencyKeys.createdAt, before)))
        .returning({ key: idempotencyKeys.key });
      return updated.length > 0;
    },

    /** Takes a failed attempt's key for a retry of the same request; only one retry wins it. */
    async retryFailed(scope: string, key: string, requestHash: string, now: Date): Promise<boolean> {
      const updated = await db
        .update(idempotencyKeys)
        .set({ status: 'in_progress', createdAt: now })
        .where(
          and(
            whereKey(scope, key),
            eq(idempotencyKeys.status, 'failed'),
            eq(idempotencyKeys.requestHash, requestHash),
          ),
        )
        .returning({ key: idempotencyKeys.key });
      return updated.length > 0;
    },

    /** Forgets every key of one scope (an erased account's profile saves, whose answers hold the profile). */
    async deleteScope(scope: string): Promise<void> {
      await db.delete(idempotencyKeys).where(eq(idempotencyKeys.scope, scope));
    },

    /**
     * Deletes up to `limit` keys whose latest attempt began before `cutoff`, oldest first, and says how
     * many. Rows another instance is deleting are skipped (SKIP LOCKED), so clean-ups running together
     * never wait on each other.
     */
    async deleteCreatedBefore(cutoff: Date, limit: number): Promise<number> {
      const rows = await queryRows<{ key: string }>(
        db,
        sql`delete from ${idempotencyKeys} where (scope, key) in (
          select scope, key from ${idempotencyKeys} where created_at < ${cutoff.toISOString()}
          order by created_at limit ${limit} for update skip locked
        ) returning key`,
      );
      return rows.length;
    },
  };
}

export type IdempotencyRepository = ReturnType<typeof createIdempotencyRepository>;
