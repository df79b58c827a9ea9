import { DashboardSchema } from '../api/admin-dashboard';
import type { adminDashboardEndpoints } from './admin-dashboard-endpoints';
import type { SchemasOf } from './endpoint-schema';

export const adminDashboardSchemas = {
  adminDashboard: { response: { 200: DashboardSchema } },
} satisfies SchemasOf<typeof adminDashboardEndpoints>;
