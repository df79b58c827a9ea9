// POST /api/home-insurance/users/logout: ends the caller's session; a token that no longer works gets 401.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountMessages } from '../../../domain/account-messages';
import { LogoutResponseSchema } from '../../../domain/api';
import { bearerToken, requireUser } from '../../http/authentication';
import type { AppServices } from '../../services/app-services';

export const logoutRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (app, { services }) => {
  app.post('/logout', { schema: { response: { 200: LogoutResponseSchema } } }, async (request) => {
    requireUser(request);
    // requireUser passed, so the request carried a live bearer token.
    const token = bearerToken(request);
    if (token) await services.sessions.endSession(token);
    return { status: true as const, message: accountMessages.signedOut };
  });
};
