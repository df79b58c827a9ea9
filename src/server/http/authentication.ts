// Who is calling: reads `Authorization: Bearer <token>` and puts the session's user (or null) on the
// request. It refuses only a header no client could mean (NUL bytes, lone surrogates, over 1 KB): public
// routes treat a stale token as anonymous, and routes that need a user say so with requireUser.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AuthorizationHeaderSchema } from '../../domain/api';
import type { User } from '../db/schema';
import type { SessionService } from '../services/auth/session-service';
import { apiError } from './app-errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null for an anonymous caller or a token that is unknown, expired or revoked. */
    user: User | null;
  }
}

// Tokens are 32 bytes in base64url; anything else is not worth a database query.
const bearerPattern = /^Bearer ([A-Za-z0-9_-]{43})$/;

export function authenticateRequests(app: FastifyInstance, sessions: SessionService): void {
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    const header = AuthorizationHeaderSchema.safeParse(request.headers.authorization);
    if (!header.success) {
      const message = header.error.issues[0]?.message ?? 'Invalid Authorization header';
      throw apiError('invalid_authorization', message, { field: 'Authorization' });
    }
    const token = bearerPattern.exec(header.data ?? '')?.[1];
    request.user = token ? await sessions.userForToken(token) : null;
  });
}

/** The bearer token of the request, or null; the hook above has already refused an unreadable header. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  return typeof header === 'string' ? (bearerPattern.exec(header)?.[1] ?? null) : null;
}

/** The guard for routes only a signed-in user may call (the portal): 401 otherwise. */
export function requireUser(request: FastifyRequest): User {
  if (!request.user) throw apiError('unauthorized');
  return request.user;
}
