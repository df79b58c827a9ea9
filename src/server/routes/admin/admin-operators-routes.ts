// Admin-only: GET /api/admin/operators (every operator, and where their sign-in is locked), POST
// /api/admin/operators/:id/disable (signed out everywhere at once), POST /api/admin/operators/:id/unlock
// (their sign-in, from every address) and GET /api/admin/audit (the audit log, newest first, a page at a
// time).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AuditPageSchema,
  AuditQuerySchema,
  OperatorDisableResponseSchema,
  OperatorIdSchema,
  OperatorListResponseSchema,
  OperatorUnlockResponseSchema,
  operatorMessages,
} from '../../../domain/operator-api';
import { requireOperator, requireRole, signedInOperator } from '../../http/operator-authentication';
import type { AppServices } from '../../services/app-services';
import { operatorSummary } from '../../services/operators/operator-accounts';

export const adminOperatorsRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (
  app,
  { services },
) => {
  const { operators } = services;
  app.addHook('onRequest', requireOperator(operators.sessions));
  app.addHook('preHandler', requireRole('admin'));

  app.get('/operators', { schema: { response: { 200: OperatorListResponseSchema } } }, async () => {
    const lockedFrom = await operators.unlock.lockedFrom();
    return {
      operators: (await operators.accounts.list()).map((operator) => ({
        ...operatorSummary(operator),
        created_at: operator.createdAt.toISOString(),
        activated_at: operator.activatedAt?.toISOString() ?? null,
        disabled_at: operator.disabledAt?.toISOString() ?? null,
        sign_in_locked_from: lockedFrom.get(operator.email) ?? [],
      })),
    };
  });

  app.post(
    '/operators/:id/disable',
    { schema: { params: OperatorIdSchema, response: { 200: OperatorDisableResponseSchema } } },
    async (request) => {
      const operator = await operators.accounts.disableById(signedInOperator(request), request.params.id);
      return { status: true as const, message: operatorMessages.operatorDisabled(operator.name) };
    },
  );

  app.post(
    '/operators/:id/unlock',
    { schema: { params: OperatorIdSchema, response: { 200: OperatorUnlockResponseSchema } } },
    async (request) => {
      const operator = await operators.unlock.unlockById(signedInOperator(request), request.params.id);
      return { status: true as const, message: operatorMessages.operatorUnlocked(operator.name) };
    },
  );

  app.get(
    '/audit',
    { schema: { querystring: AuditQuerySchema, response: { 200: AuditPageSchema } } },
    (request) => operators.audit.page(request.query.page, request.query.per_page),
  );
};
