// The SQL of the receipt numbers still to fetch: a success settled by a query (its callback
// lost) has no M-Pesa receipt number, and Daraja's Transaction Status is asked for it until it comes.
import { and, asc, eq, inArray, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/open-database';
import { type StkRequest, stkRequests } from '../../db/schema';

export function createMissingReceiptsRepository(db: Database) {
  return {
    /**
     * Claims up to `limit` successes still without M-Pesa's receipt number to ask Daraja's Transaction
     * Status about: settled by the reconciler (the callback is known lost) or settled before
     * `settledBefore` (a status query's success whose callback had its chance), asked fewer than `maxAsks`
     * times and not since `askedBefore`. Call inside a short transaction: SKIP LOCKED and the stamp of this
     * ask let several instances share the work, each row asked by one of them.
     */
    async claimMissingReceipts(claim: {
      now: Date;
      settledBefore: Date;
      askedBefore: Date;
      maxAsks: number;
      limit: number;
    }): Promise<StkRequest[]> {
      const due = await db
        .select({ id: stkRequests.id })
        .from(stkRequests)
        .where(
          and(
            eq(stkRequests.status, 'success'),
            isNull(stkRequests.mpesaReceiptNumber),
            isNotNull(stkRequests.checkoutRequestId),
            lt(stkRequests.receiptAsks, claim.maxAsks),
            or(isNull(stkRequests.receiptAskedAt), lte(stkRequests.receiptAskedAt, claim.askedBefore)),
            or(eq(stkRequests.settledBy, 'reconciler'), lte(stkRequests.settledAt, claim.settledBefore)),
          ),
        )
        .orderBy(asc(stkRequests.receiptAsks), asc(stkRequests.settledAt))
        .limit(claim.limit)
        .for('update', { skipLocked: true });
      if (due.length === 0) return [];
      return db
        .update(stkRequests)
        .set({ receiptAskedAt: claim.now, receiptAsks: sql`${stkRequests.receiptAsks} + 1` })
        .where(
          inArray(
            stkRequests.id,
            due.map((row) => row.id),
          ),
        )
        .returning();
    },

    /**
     * The receipt number Transaction Status brought for a success that had none; false when it had one
     * already (the late callback's, or an earlier Result's) or is no success.
     */
    async addStatusReceipt(
      id: string,
      receipt: { mpesaReceiptNumber: string; transactionDate: string | null; at: Date },
    ): Promise<boolean> {
      const rows = await db
        .update(stkRequests)
        .set({
          mpesaReceiptNumber: receipt.mpesaReceiptNumber,
          transactionDate: sql`coalesce(${stkRequests.transactionDate}, ${receipt.transactionDate})`,
          updatedAt: receipt.at,
        })
        .where(
          and(
            eq(stkRequests.id, id),
            eq(stkRequests.status, 'success'),
            isNull(stkRequests.mpesaReceiptNumber),
          ),
        )
        .returning({ id: stkRequests.id });
      return rows.length > 0;
    },
  };
}

export type MissingReceiptsRepository = ReturnType<typeof createMissingReceiptsRepository>;
