// All SQL about paybill (C2B) payments: each M-Pesa transaction is taken once, by its TransID, and then
// names what it settled or where it waits for a person.
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/open-database';
import { paybillPayments } from '../../db/schema';

export type NewPaybillPayment = typeof paybillPayments.$inferInsert;

export function createPaybillPaymentsRepository(db: Database) {
  return {
    /** Takes a transaction; false when it was taken already (M-Pesa repeats confirmations). */
    async take(payment: NewPaybillPayment): Promise<boolean> {
      const rows = await db
        .insert(paybillPayments)
        .values(payment)
        .onConflictDoNothing({ target: paybillPayments.transId })
        .returning({ transId: paybillPayments.transId });
      return rows.length > 0;
    },

    /** Records what the transaction became: its cover's payment row, or an exception for the desk. */
    async settleAs(
      transId: string,
      outcome: { coverId: string | null; stkRequestId?: string | null; unmatchedCallbackId?: string | null },
    ): Promise<void> {
      await db.update(paybillPayments).set(outcome).where(eq(paybillPayments.transId, transId));
    },
  };
}

export type PaybillPaymentsRepository = ReturnType<typeof createPaybillPaymentsRepository>;
