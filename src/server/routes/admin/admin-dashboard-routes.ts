// Today's figures and the oldest waiting work, for any operator
// (src/domain/contract/admin-dashboard-endpoints.ts).
import type { Serve } from '../../http/serve-endpoint';
import type { AppServices } from '../../services/app-services';

export function serveAdminDashboard(serve: Serve, services: AppServices): void {
  serve('adminDashboard', () => services.dashboard.today());
}
