// Admin-only: GET /api/admin/operators (every operator), POST /api/admin/operators/:id/disable (signed out
// everywhere at once) and GET /api/admin/audit (the audit log, newest first, a page at a time).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AuditPageSchema,
  AuditQuerySchema,
  OperatorDisableResponseSchema,
  OperatorIdSchema,
  OperatorListResponseSchema,
  operatorMessages,
} from '../../../domain/operator-api';
import {
  decorateOperator,
  requireOperator,
  requireRole,
  signedInOperator,
} from '../../http/operator-authentication';
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

  app.post(
    '/operators/:id/disable',
    { schema: { params: OperatorIdSchema, response: { 200: OperatorDisableResponseSchema } } },
    async (request) => {
      const operator = await operators.accounts.disableById(signedInOperator(request), request.params.id);
      return { status: true as const, message: operatorMessages.operatorDisabled(operator.name) };
    },
  );

  app.get(
    '/audit',
    { schema: { querystring: AuditQuerySchema, response: { 200: AuditPageSchema } } },
    (request) => operators.audit.page(request.query.page, request.query.per_page),
  );
};
