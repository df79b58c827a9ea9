// Signing in to the back office (e-mail, password, code), who is signed in, and signing out
// (src/domain/contract/admin-session-endpoints.ts).
import type { FastifyRequest } from 'fastify';
import { operatorMessages } from '../../../domain/back-office/operator-messages';
import { bearerToken } from '../../http/authentication';
import { signedInOperator } from '../../http/operator-authentication';
import type { Serve } from '../../http/serve-endpoint';
import type { AppServices } from '../../services/app-services';
import { operatorSummary } from '../../services/operators/operator-accounts';

export function serveAdminSession(serve: Serve, services: AppServices): void {
  const { operators } = services;
  // Counted before the body is read, so malformed tries count against the address too.
  const admitAddress = async (request: FastifyRequest) => operators.login.admitAddress(request.ip);
  serve('adminLogin', (request) => operators.login.logIn(request.body, request.ip), {
    onRequest: [admitAddress],
  });

  serve('adminMe', (request) => ({ operator: operatorSummary(signedInOperator(request)) }));

  serve('adminLogout', async (request) => {
    const operator = signedInOperator(request);
    const token = bearerToken(request);
    if (token) await operators.sessions.end(token);
    await operators.audit.record({ operatorId: operator.id, action: 'operator.signed_out' });
    return { status: true as const, message: operatorMessages.signedOut };
  });
}
