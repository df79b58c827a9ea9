// Admin-only reading: GET /api/admin/operators (every operator) and GET /api/admin/audit (the audit log,
// newest first, a page at a time).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AuditPageSchema, AuditQuerySchema, OperatorListResponseSchema } from '../../../domain/operator-api';
import { decorateOperator, requireOperator, requireRole } from '../../http/operator-authentication';
import type { AppServices } from '../../services/app-services';
import { operatorSummary } from '../../services/operators/operator-accounts';

export const adminOperatorsRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (
  app,
  { services },
) => {
  const { operators } = services;
  decorateOperator(app);
  app.addHook('onRequest', requireOperator(operators.sessions));
  app.addHook('preHandler', requireRole('admin'));

  app.get('/operators', { schema: { response: { 200: OperatorListResponseSchema } } }, async () => ({
    operators: (await operators.accounts.list()).map((operator) => ({
      ...operatorSummary(operator),
      created_at: operator.createdAt.toISOString(),
      activated_at: operator.activatedAt?.toISOString() ?? null,
      disabled_at: operator.disabledAt?.toISOString() ?? null,
    })),
  }));

  app.get(
    '/audit',
    { schema: { querystring: AuditQuerySchema, response: { 200: AuditPageSchema } } },
    (request) => operators.audit.page(request.query.page, request.query.per_page),
  );
};
