// The cover columns the documents own: the policy number (from its sequence) and the stored schedule.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/open-database';
import { queryRows } from '../../db/query-rows';
import { covers } from '../../db/schema';

export function createCoverDocumentsRepository(db: Database) {
  return {
    /** The account a cover belongs to; null when there is no such cover. */
    async holderOf(coverId: string): Promise<string | null> {
      const [row] = await db.select({ userId: covers.userId }).from(covers).where(eq(covers.id, coverId));
      return row?.userId ?? null;
    },

    /**
     * Gives the cover a policy number made from the next sequence value, unless it has one; returns the
     * number it ends up with. Two racing calls may both draw a value: one number wins, the other value is a
     * gap in the sequence, never a second number on one cover or one number on two.
     */
    async assignPolicyNumber(coverId: string, format: (sequence: number) => string): Promise<string> {
      const [drawn] = await queryRows<{ value: string }>(
        db,
        sql`select nextval('policy_number_seq') as value`,
      );
      await db
        .update(covers)
        .set({ policyNumber: format(Number(drawn?.value)) })
        .where(and(eq(covers.id, coverId), isNull(covers.policyNumber)));
      const [row] = await db
        .select({ policyNumber: covers.policyNumber })
        .from(covers)
        .where(eq(covers.id, coverId));
      if (!row?.policyNumber) throw new Error(`cover ${coverId} has no policy number`);
      return row.policyNumber;
    },

    async recordSchedule(coverId: string, key: string, issuedAt: Date): Promise<void> {
      await db
        .update(covers)
        .set({ scheduleKey: key, scheduleIssuedAt: issuedAt })
        .where(eq(covers.id, coverId));
    },

    async scheduleKeyOf(coverId: string): Promise<string | null> {
      const [row] = await db.select({ key: covers.scheduleKey }).from(covers).where(eq(covers.id, coverId));
      return row?.key ?? null;
    },
  };
}

export type CoverDocumentsRepository = ReturnType<typeof createCoverDocumentsRepository>;
