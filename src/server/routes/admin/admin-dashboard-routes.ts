// GET /api/admin/dashboard (issue 12): today's figures and the oldest waiting work, for any operator.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DashboardSchema } from '../../../domain/back-office/dashboard-api';
import { requireOperator } from '../../http/operator-authentication';
import type { AppServices } from '../../services/app-services';

export const adminDashboardRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (
  app,
  { services },
) => {
  app.addHook('onRequest', requireOperator(services.operators.sessions));
  app.get('/dashboard', { schema: { response: { 200: DashboardSchema } } }, () => services.dashboard.today());
};
