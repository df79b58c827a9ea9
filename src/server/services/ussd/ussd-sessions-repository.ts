// All SQL about USSD sessions (db/schema/ussd.ts).
import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../../db/open-database';
import { queryRows } from '../../db/query-rows';
import { type UssdSessionRow, ussdSessions } from '../../db/schema';

export type UssdSessionRecord = UssdSessionRow;

export function createUssdSessionsRepository(db: Database) {
  return {
    async find(sessionId: string): Promise<UssdSessionRecord | null> {
      const [row] = await db
        .select()
        .from(ussdSessions)
        .where(eq(ussdSessions.sessionId, sessionId))
        .limit(1);
      return row ?? null;
    },

    /** The phone's latest session since `since`, if it did not end: one that dropped, to resume. */
    async droppedSince(msisdn: string, since: Date): Promise<UssdSessionRecord | null> {
      const [row] = await db
        .select()
        .from(ussdSessions)
        .where(and(eq(ussdSessions.msisdn, msisdn), gte(ussdSessions.updatedAt, since)))
        .orderBy(desc(ussdSessions.updatedAt))
        .limit(1);
      return row && !row.ended ? row : null;
    },

    /**
     * Writes the session as it stands after a step. `answersBefore` is how many answers the stored row had
     * acted on when the step began: of two copies of one step (a gateway's retry racing the first), only
     * one moves the session on; false for the other, which sends the screen the first stored.
     */
    async save(record: UssdSessionRecord, answersBefore: number | null): Promise<boolean> {
      if (answersBefore === null) {
        const inserted = await db
          .insert(ussdSessions)
          .values(record)
          .onConflictDoNothing({ target: ussdSessions.sessionId })
          .returning({ sessionId: ussdSessions.sessionId });
        return inserted.length > 0;
      }
      const { sessionId, ...changes } = record;
      const updated = await db
        .update(ussdSessions)
        .set(changes)
        .where(and(eq(ussdSessions.sessionId, sessionId), eq(ussdSessions.answers, answersBefore)))
        .returning({ sessionId: ussdSessions.sessionId });
      return updated.length > 0;
    },

    /**
     * Deletes up to `limit` sessions last touched before `cutoff`, oldest first, and says how many (the
     * stored-data expiry). Rows another instance is deleting are skipped.
     */
    async deleteUpdatedBefore(cutoff: Date, limit: number): Promise<number> {
      const rows = await queryRows<{ session_id: string }>(
        db,
        sql`delete from ${ussdSessions} where session_id in (
          select session_id from ${ussdSessions} where updated_at < ${cutoff.toISOString()}
          order by updated_at limit ${limit} for update skip locked
        ) returning session_id`,
      );
      return rows.length;
    },
  };
}

export type UssdSessionsRepository = ReturnType<typeof createUssdSessionsRepository>;
