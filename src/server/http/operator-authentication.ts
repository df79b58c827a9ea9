// The back office's guards: an operator session for every /api/admin route past sign-in, and a
// role for admin work. Operator tokens live in their own table, so a client's token is never found there
// and gets the same 401 as no token at all.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { OperatorRole } from '../../domain/back-office/operator-roles';
import type { Operator } from '../db/schema';
import type { OperatorSessionService } from '../services/operators/operator-session-service';
import { apiError } from './app-errors';
import { bearerToken } from './authentication';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in operator on /api/admin routes behind requireOperator; null elsewhere. */
    operator: Operator | null;
  }
}

/** Gives requests of an /api/admin plugin their `operator` slot (null until requireOperator fills it). */
export function decorateOperator(app: FastifyInstance): void {
  app.decorateRequest('operator', null);
}

/** An onRequest hook: 401 unless the bearer token is a live operator session. */
export function requireOperator(sessions: OperatorSessionService) {
  return async (request: FastifyRequest) => {
    const token = bearerToken(request);
    const operator = token ? await sessions.operatorForToken(token) : null;
    if (!operator) throw apiError('unauthorized@desk');
    request.operator = operator;
  };
}

/** A preHandler after requireOperator: 403 for an operator without the role. */
export function requireRole(role: OperatorRole) {
  return async (request: FastifyRequest) => {
    if (request.operator?.role !== role) throw apiError('admin_only');
  };
}

/** The operator requireOperator put on the request. */
export function signedInOperator(request: FastifyRequest): Operator {
  if (!request.operator) throw apiError('unauthorized@desk');
  return request.operator;
}
