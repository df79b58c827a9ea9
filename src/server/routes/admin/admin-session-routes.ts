// POST /api/admin/login (e-mail, password, code), and behind the operator guard GET /api/admin/me and
// POST /api/admin/logout.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminLoginRequestSchema,
  AdminLoginResponseSchema,
  AdminLogoutResponseSchema,
  AdminMeResponseSchema,
  operatorMessages,
} from '../../../domain/operator-api';
import { bearerToken } from '../../http/authentication';
import { requireOperator, signedInOperator } from '../../http/operator-authentication';
import type { AppServices } from '../../services/app-services';
import { operatorSummary } from '../../services/operators/operator-accounts';

export const adminSessionRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (
  app,
  { services },
) => {
  const { operators } = services;
  app.post(
    '/login',
    {
      onRequest: (request) => operators.login.admitAddress(request.ip),
      schema: { body: AdminLoginRequestSchema, response: { 200: AdminLoginResponseSchema } },
    },
    (request) => operators.login.logIn(request.body, request.ip),
  );

  const guard = requireOperator(operators.sessions);
  app.get('/me', { onRequest: guard, schema: { response: { 200: AdminMeResponseSchema } } }, (request) => ({
    operator: operatorSummary(signedInOperator(request)),
  }));

  app.post(
    '/logout',
    { onRequest: guard, schema: { response: { 200: AdminLogoutResponseSchema } } },
    async (request) => {
      const operator = signedInOperator(request);
      const token = bearerToken(request);
      if (token) await operators.sessions.end(token);
      await operators.audit.record({ operatorId: operator.id, action: 'operator.signed_out' });
      return { status: true as const, message: operatorMessages.signedOut };
    },
  );
};
