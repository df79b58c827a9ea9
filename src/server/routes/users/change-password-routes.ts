// POST /api/home-insurance/users/change-password (point 7): signed-in only, one's own account only.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ChangePasswordRequestSchema, ChangePasswordResponseSchema } from '../../../domain/api';
import { requireUser } from '../../http/authentication';
import type { AppServices } from '../../services/app-services';

export const changePasswordRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (
  app,
  { services },
) => {
  app.post(
    '/change-password',
    {
      // Before the body is read, so an anonymous caller learns nothing from the validation errors.
      onRequest: async (request) => {
        requireUser(request);
      },
      schema: { body: ChangePasswordRequestSchema, response: { 200: ChangePasswordResponseSchema } },
    },
    async (request) => ({
      status: true as const,
      message: await services.changePassword.changePassword(requireUser(request), request.body),
    }),
  );
};
