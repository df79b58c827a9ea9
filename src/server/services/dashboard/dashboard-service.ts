// The back office's dashboard: today's activity in Nairobi's day and the oldest waiting work.
import type { Dashboard } from '../../../domain/api/admin-dashboard';
import { nairobiDay } from '../../../domain/back-office/nairobi-day';
import type { Clock } from '../../clock';
import type { Database } from '../../db/open-database';
import type { PaymentExceptionsService } from '../payment-exceptions/payment-exceptions-service';
import { createDashboardRepository } from './dashboard-repository';

const minutesBetween = (from: Date, to: Date) =>
  Math.max(0, Math.floor((to.getTime() - from.getTime()) / 60_000));

export function createDashboardService(deps: {
  db: Database;
  clock: Clock;
  exceptions: PaymentExceptionsService;
}) {
  const dashboard = createDashboardRepository(deps.db);
  return {
    async today(): Promise<Dashboard> {
      const now = deps.clock.now();
      const { day, start, end } = nairobiDay(now);
      // In turn, not at once: PGlite serves one query at a time anyway, and a pool is spared two connections.
      const counts = await dashboard.countsBetween(start, end);
      const application = await dashboard.oldestWaitingApplication();
      const [exception] = await deps.exceptions.listOpen(1);
      return {
        day,
        quotes: counts.quotes,
        purchases: counts.purchases,
        payments: { count: counts.payments, total: counts.paid_total },
        approvals: counts.approvals,
        claims: counts.claims,
        oldest_application: application && {
          cover_id: application.id,
          paid_at: application.activated_at.toISOString(),
          age_minutes: minutesBetween(application.activated_at, now),
          review_status: application.review_status,
        },
        oldest_exception: exception ?? null,
      };
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
