// GET /api/home-insurance/users/exists/:phoneOrEmail (point 7, user lookup).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { UserLookupParamsSchema, UserLookupResponseSchema } from '../../../domain/api';
import type { AppServices } from '../../services/app-services';

export const userLookupRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (
  app,
  { services },
) => {
  // The response schema strips anything it does not list, so a field added to the user record can never
  // leak through the hints by accident.
  app.get(
    '/exists/:phoneOrEmail',
    { schema: { params: UserLookupParamsSchema, response: { 200: UserLookupResponseSchema } } },
    async (request) => ({
      status: true as const,
      data: await services.userLookup.lookUp({
        phoneOrEmail: request.params.phoneOrEmail,
        ip: request.ip,
        viewer: request.user,
      }),
    }),
  );
};
