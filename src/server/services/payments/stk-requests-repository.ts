// All SQL about STK push requests: one row per prompt sent, settled once by its callback or a query.
import { and, asc, eq, lt } from 'drizzle-orm';
import type { Database } from '../../db/open-database';
import { type NewStkRequest, type StkRequest, stkRequests } from '../../db/schema';

export interface StkSettlement {
  status: 'success' | 'failed';
  resultCode: number | null;
  resultDesc: string;
  mpesaReceiptNumber?: string | null;
  transactionDate?: string | null;
  callbackReceivedAt?: Date | null;
  updatedAt: Date;
}

export function createStkRequestsRepository(db: Database) {
  return {
    async insert(request: NewStkRequest): Promise<StkRequest> {
      const [row] = await db.insert(stkRequests).values(request).returning();
      if (!row) throw new Error('insert into stk_requests returned no row');
      return row;
    },

    async findByCheckoutId(checkoutRequestId: string): Promise<StkRequest | null> {
      const [row] = await db
        .select()
        .from(stkRequests)
        .where(eq(stkRequests.checkoutRequestId, checkoutRequestId))
        .limit(1);
      return row ?? null;
    },

    /** The row, locked until the transaction ends: a callback and a query settling it take turns. */
    async lockByCheckoutId(checkoutRequestId: string): Promise<StkRequest | null> {
      const [row] = await db
        .select()
        .from(stkRequests)
        .where(eq(stkRequests.checkoutRequestId, checkoutRequestId))
        .for('update');
      return row ?? null;
    },

    /** Settles a pending row; a row already settled is left as it is (returns false). */
    async settle(id: string, settlement: StkSettlement): Promise<boolean> {
      const rows = await db
        .update(stkRequests)
        .set(settlement)
        .where(and(eq(stkRequests.id, id), eq(stkRequests.status, 'pending')))
        .returning({ id: stkRequests.id });
      return rows.length > 0;
    },

    /**
     * Pending rows whose prompt closed before `before`, locked for this transaction. SKIP LOCKED lets several
     * instances reconcile at once, each taking rows the others are not already on.
     */
    async claimStalePending(before: Date, limit: number): Promise<StkRequest[]> {
      // Least recently looked at first, so a request Daraja keeps reporting as pending cannot starve the rest.
      return db
        .select()
        .from(stkRequests)
        .where(and(eq(stkRequests.status, 'pending'), lt(stkRequests.expiresAt, before)))
        .orderBy(asc(stkRequests.updatedAt))
        .limit(limit)
        .for('update', { skipLocked: true });
    },

    /** Stamps a query that found the row still pending, so the next pass looks at other rows first. */
    async touch(id: string, at: Date): Promise<void> {
      await db.update(stkRequests).set({ updatedAt: at }).where(eq(stkRequests.id, id));
    },
  };
}

export type StkRequestsRepository = ReturnType<typeof createStkRequestsRepository>;
