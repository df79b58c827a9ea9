// POST /api/home-insurance/users/reset-password (after forgot password): the reset code and a new
// password; every session of the account ends.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ResetPasswordRequestSchema, ResetPasswordResponseSchema } from '../../../domain/api';
import type { AppServices } from '../../services/app-services';

export const resetPasswordRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (
  app,
  { services },
) => {
  app.post(
    '/reset-password',
    {
      // Before the body is read, sharing the code checks' count: this is a code check.
      onRequest: (request) => services.otp.admitAddress('verify', request.ip),
      schema: { body: ResetPasswordRequestSchema, response: { 200: ResetPasswordResponseSchema } },
    },
    async (request) => ({
      status: true as const,
      message: await services.passwordReset.resetPassword(request.body, request.ip),
    }),
  );
};
