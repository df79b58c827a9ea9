// All SQL about STK push requests: one row per prompt, written just before the push and settled once by
// its callback or a query.
import { and, asc, desc, eq, gt, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/open-database';
import { type NewStkRequest, type StkRequest, stkRequests } from '../../db/schema';

export interface StkSettlement {
  status: 'success' | 'failed';
  settledBy: NonNullable<StkRequest['settledBy']>;
  resultCode: number | null;
  resultDesc: string;
  mpesaReceiptNumber?: string | null;
  transactionDate?: string | null;
  callbackReceivedAt?: Date | null;
  /** When this outcome was recorded (the payment's time on the back office's dashboard). */
  settledAt?: Date;
  updatedAt: Date;
}

export interface StkAcceptance {
  checkoutRequestId: string;
  merchantRequestId: string;
  expiresAt: Date;
  updatedAt: Date;
}

export function createStkRequestsRepository(db: Database) {
  const first = async (rows: Promise<StkRequest[]>) => (await rows)[0] ?? null;
  /** A success of this cover not owed back: the first (what bought it) or the latest (items added since). */
  const paidForCover = (coverId: string, which: 'first' | 'latest') =>
    first(
      db
        .select()
        .from(stkRequests)
        .where(
          and(
            eq(stkRequests.coverId, coverId),
            eq(stkRequests.status, 'success'),
            eq(stkRequests.needsRefund, false),
          ),
        )
        .orderBy(which === 'first' ? asc(stkRequests.updatedAt) : desc(stkRequests.updatedAt))
        .limit(1),
    );
  return {
    async insert(request: NewStkRequest): Promise<StkRequest> {
      const [row] = await db.insert(stkRequests).values(request).returning();
      if (!row) throw new Error('insert into stk_requests returned no row');
      return row;
    },

    findById: (id: string) => first(db.select().from(stkRequests).where(eq(stkRequests.id, id)).limit(1)),

    findByCheckoutId: (checkoutRequestId: string) =>
      first(
        db.select().from(stkRequests).where(eq(stkRequests.checkoutRequestId, checkoutRequestId)).limit(1),
      ),

    /** The row, locked until the transaction ends: a callback and a query settling it take turns. */
    lockByCheckoutId: (checkoutRequestId: string) =>
      first(
        db
          .select()
          .from(stkRequests)
          .where(eq(stkRequests.checkoutRequestId, checkoutRequestId))
          .for('update'),
      ),

    lockById: (id: string) =>
      first(db.select().from(stkRequests).where(eq(stkRequests.id, id)).for('update')),

    /** A prompt of this cover that may still be answered on the phone: the newest pending, unexpired one. */
    findOpenForCover: (coverId: string, now: Date) =>
      first(
        db
          .select()
          .from(stkRequests)
          .where(
            and(
              eq(stkRequests.coverId, coverId),
              eq(stkRequests.status, 'pending'),
              gt(stkRequests.expiresAt, now),
            ),
          )
          .orderBy(desc(stkRequests.createdAt))
          .limit(1),
      ),

    /** The request that paid this cover (the first success; a later one is a refund case). */
    findPaidForCover: (coverId: string) => paidForCover(coverId, 'first'),

    /** The latest payment of this cover that paid for something (its purchase or items added since). */
    findLatestPaidForCover: (coverId: string) => paidForCover(coverId, 'latest'),

    /**
     * Daraja's ids from the push's answer. A callback that came first (matched by this row's id) may have
     * filled them already, with the same values, so only an empty row is written.
     */
    async recordAcceptance(id: string, acceptance: StkAcceptance): Promise<void> {
      await db
        .update(stkRequests)
        .set(acceptance)
        .where(and(eq(stkRequests.id, id), isNull(stkRequests.checkoutRequestId)));
    },

    /** Daraja's ids learnt from a callback that found the row by its id (the push's answer was lost). */
    async fillCheckoutIds(id: string, checkoutRequestId: string, merchantRequestId: string): Promise<void> {
      await db
        .update(stkRequests)
        .set({ checkoutRequestId, merchantRequestId })
        .where(and(eq(stkRequests.id, id), isNull(stkRequests.checkoutRequestId)));
    },

    /**
     * Settles a row still in `from` (pending by default; a callback may also correct a failure a query
     * recorded); a row that has moved on is left as it is (returns false).
     */
    async settle(
      id: string,
      settlement: StkSettlement,
      from: StkRequest['status'] = 'pending',
    ): Promise<boolean> {
      const rows = await db
        .update(stkRequests)
        .set(settlement)
        .where(and(eq(stkRequests.id, id), eq(stkRequests.status, from)))
        .returning({ id: stkRequests.id });
      return rows.length > 0;
    },

    /** The callback's receipt for a success a query recorded first (a query carries no receipt). */
    async addReceipt(
      id: string,
      receipt: { mpesaReceiptNumber: string | null; transactionDate: string | null; at: Date },
    ): Promise<void> {
      await db
        .update(stkRequests)
        .set({
          mpesaReceiptNumber: receipt.mpesaReceiptNumber,
          transactionDate: receipt.transactionDate,
          callbackReceivedAt: receipt.at,
          updatedAt: receipt.at,
        })
        .where(and(eq(stkRequests.id, id), eq(stkRequests.status, 'success')));
    },

    async flagRefund(id: string): Promise<void> {
      await db.update(stkRequests).set({ needsRefund: true }).where(eq(stkRequests.id, id));
    },

    /**
     * Leases up to `limit` pending rows whose prompt closed before `before` and that no live lease holds.
     * Call inside a short transaction: SKIP LOCKED lets several instances claim at once, each taking rows
     * the others are not on, and the lease (not a lock) then covers the slow Daraja query that follows.
     */
    async leaseStalePending(claim: {
      before: Date;
      now: Date;
      leaseUntil: Date;
      limit: number;
    }): Promise<StkRequest[]> {
      const due = await db
        .select({ id: stkRequests.id })
        .from(stkRequests)
        .where(
          and(
            eq(stkRequests.status, 'pending'),
            lt(stkRequests.expiresAt, claim.before),
            or(isNull(stkRequests.reconcileLeaseUntil), lt(stkRequests.reconcileLeaseUntil, claim.now)),
          ),
        )
        // Least recently looked at first, so a request Daraja keeps reporting as pending cannot starve the rest.
        .orderBy(asc(stkRequests.updatedAt))
        .limit(claim.limit)
        .for('update', { skipLocked: true });
      if (due.length === 0) return [];
      return db
        .update(stkRequests)
        .set({ reconcileLeaseUntil: claim.leaseUntil })
        .where(
          inArray(
            stkRequests.id,
            due.map((row) => row.id),
          ),
        )
        .returning();
    },

    /**
     * Claims the right to ask Daraja about a pending row now: true at most once per `minIntervalMs`
     * whoever asks (status checks, reconcilers), decided by one conditional update so concurrent callers
     * on any instance agree.
     */
    async claimQuery(id: string, now: Date, minIntervalMs: number): Promise<boolean> {
      const rows = await db
        .update(stkRequests)
        .set({ lastQueriedAt: now })
        .where(
          and(
            eq(stkRequests.id, id),
            eq(stkRequests.status, 'pending'),
            or(
              isNull(stkRequests.lastQueriedAt),
              lte(stkRequests.lastQueriedAt, new Date(now.getTime() - minIntervalMs)),
            ),
          ),
        )
        .returning({ id: stkRequests.id });
      return rows.length > 0;
    },

    /** A status check's query that brought no final answer counts towards giving up. */
    async countUnsettledQuery(id: string): Promise<void> {
      await db
        .update(stkRequests)
        .set({ queryAttempts: sql`${stkRequests.queryAttempts} + 1` })
        .where(eq(stkRequests.id, id));
    },

    /**
     * A reconciler pass that left the row pending: counts the query (when one was made), moves the row to
     * the back of the queue and gives its lease up. Returns the queries counted so far.
     */
    async recordUnsettledPass(id: string, at: Date, queried: boolean): Promise<number> {
      const [row] = await db
        .update(stkRequests)
        .set({
          updatedAt: at,
          reconcileLeaseUntil: null,
          queryAttempts: queried ? sql`${stkRequests.queryAttempts} + 1` : stkRequests.queryAttempts,
        })
        .where(eq(stkRequests.id, id))
        .returning({ queryAttempts: stkRequests.queryAttempts });
      return row?.queryAttempts ?? 0;
    },
  };
}

export type StkRequestsRepository = ReturnType<typeof createStkRequestsRepository>;
