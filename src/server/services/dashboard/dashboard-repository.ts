// All SQL of the back office's dashboard: one statement for today's counts (claims included) and one for the
// application that has waited longest (the oldest payment exception comes from payment-exceptions).
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/open-database';
import { queryRows } from '../../db/query-rows';

export interface DayCounts {
  quotes: number;
  purchases: number;
  payments: number;
  paid_total: number;
  approvals: number;
  claims: number;
}

export function createDashboardRepository(db: Database) {
  return {
    /** Counts over [start, end): one round trip, each figure a subquery on its own table. */
    async countsBetween(start: Date, end: Date): Promise<DayCounts> {
      const within = (column: ReturnType<typeof sql>) => sql`${column} >= ${start} and ${column} < ${end}`;
      const [row] = await queryRows<Record<keyof DayCounts, string | number>>(
        db,
        sql`
          select
            (select count(*) from quotations where ${within(sql`created_at`)}) as quotes,
            (select count(*) from covers where ${within(sql`created_at`)}) as purchases,
            p.payments, p.paid_total,
            (select count(*) from cover_reviews
              where action = 'approved' and ${within(sql`at`)}) as approvals,
            (select count(*) from claims where ${within(sql`created_at`)}) as claims
          from (select count(*) as payments, coalesce(sum(amount), 0) as paid_total
                  from stk_requests where status = 'success' and ${within(sql`settled_at`)}) p`,
      );
      return {
        quotes: Number(row?.quotes ?? 0),
        purchases: Number(row?.purchases ?? 0),
        payments: Number(row?.payments ?? 0),
        paid_total: Number(row?.paid_total ?? 0),
        approvals: Number(row?.approvals ?? 0),
        claims: Number(row?.claims ?? 0),
      };
    },

    /** The paid cover waiting longest for its review (pending, or the client asked for more). */
    async oldestWaitingApplication() {
      const [row] = await queryRows<{ id: string; activated_at: Date | string; review_status: string }>(
        db,
        sql`
          select id, activated_at, review_status from covers
           where status = 'active' and review_status in ('pending', 'info_requested')
           order by activated_at asc, id asc
           limit 1`,
      );
      return row ? { ...row, activated_at: new Date(row.activated_at) } : null;
    },
  };
}
