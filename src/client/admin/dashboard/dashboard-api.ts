import { DashboardSchema } from '../../../domain/back-office/dashboard-api';
import { adminRequest } from '../admin-api';

export const loadDashboard = async () =>
  DashboardSchema.parse(await adminRequest<unknown>('/admin/dashboard'));
