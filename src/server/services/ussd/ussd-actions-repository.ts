// All SQL about what callers did by USSD (db/schema/ussd.ts's ussd_actions).
import { desc, eq, gte, sql } from 'drizzle-orm';
import type { UssdActionKind } from '../../../domain/ussd/ussd-actions';
import type { Database } from '../../db/open-database';
import { queryRows } from '../../db/query-rows';
import { covers, ussdActions } from '../../db/schema';

export interface NewUssdAction {
  msisdn: string;
  action: UssdActionKind;
  coverId?: string | null;
  claimId?: string | null;
  at: Date;
}

export function createUssdActionsRepository(db: Database) {
  return {
    async add(action: NewUssdAction): Promise<void> {
      await db.insert(ussdActions).values({
        msisdn: action.msisdn,
        action: action.action,
        coverId: action.coverId ?? null,
        claimId: action.claimId ?? null,
        at: action.at,
      });
    },

    /** The latest actions since `since`, newest first, each with its cover's reference. */
    latestSince(since: Date, limit: number) {
      return db
        .select({ action: ussdActions, coverReference: covers.reference })
        .from(ussdActions)
        .leftJoin(covers, eq(covers.id, ussdActions.coverId))
        .where(gte(ussdActions.at, since))
        .orderBy(desc(ussdActions.at))
        .limit(limit);
    },

    /** Deletes up to `limit` actions from before `cutoff`, and says how many (the stored-data expiry). */
    async deleteBefore(cutoff: Date, limit: number): Promise<number> {
      const rows = await queryRows<{ id: string }>(
        db,
        sql`delete from ${ussdActions} where id in (
          select id from ${ussdActions} where at < ${cutoff.toISOString()}
          order by at limit ${limit} for update skip locked
        ) returning id`,
      );
      return rows.length;
    },
  };
}

export type UssdActionsRepository = ReturnType<typeof createUssdActionsRepository>;
