// All SQL about leads (db/schema/leads.ts).
import { and, asc, desc, eq, gte, isNull, sql } from 'drizzle-orm';
import type { Language } from '../../../domain/language/languages';
import type { CallBackReason, LeadChannel } from '../../../domain/leads/call-back-reasons';
import type { Database } from '../../db/open-database';
import { queryRows } from '../../db/query-rows';
import { leads, operators } from '../../db/schema';

export interface NewLead {
  msisdn: string;
  reason: CallBackReason;
  channel: LeadChannel;
  language: Language;
  claimId: string | null;
  askedAt: Date;
}

const listed = { lead: leads, calledBy: operators.email };

export function createLeadsRepository(db: Database) {
  const select = () => db.select(listed).from(leads).leftJoin(operators, eq(operators.id, leads.calledBy));

  return {
    /** A new request, or none when this phone already waits for a call for this reason (false). */
    async add(lead: NewLead): Promise<boolean> {
      const inserted = await db.insert(leads).values(lead).onConflictDoNothing().returning({ id: leads.id });
      return inserted.length > 0;
    },

    async find(id: string) {
      const [row] = await db.select().from(leads).where(eq(leads.id, id)).limit(1);
      return row ?? null;
    },

    /** Waiting for a call, oldest first. */
    open() {
      return select().where(isNull(leads.calledAt)).orderBy(asc(leads.askedAt)).limit(500);
    },

    /** Called since `since`, newest first. */
    calledSince(since: Date) {
      return select().where(gte(leads.calledAt, since)).orderBy(desc(leads.calledAt)).limit(200);
    },

    /** Marks the lead called, unless another operator already did (false). */
    async markCalled(id: string, operatorId: string, note: string | null, at: Date): Promise<boolean> {
      const updated = await db
        .update(leads)
        .set({ calledAt: at, calledBy: operatorId, note })
        .where(and(eq(leads.id, id), isNull(leads.calledAt)))
        .returning({ id: leads.id });
      return updated.length > 0;
    },

    /** Deletes up to `limit` leads called before `cutoff`, and says how many (the stored-data expiry). */
    async deleteCalledBefore(cutoff: Date, limit: number): Promise<number> {
      const rows = await queryRows<{ id: string }>(
        db,
        sql`delete from ${leads} where id in (
          select id from ${leads} where called_at < ${cutoff.toISOString()}
          order by called_at limit ${limit} for update skip locked
        ) returning id`,
      );
      return rows.length;
    },
  };
}

export type LeadsRepository = ReturnType<typeof createLeadsRepository>;
