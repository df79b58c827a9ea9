// POST /api/home-insurance/users/forgot-password (point 7): a reset code by SMS to the phone's account;
// the same answer whether or not there is one.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ForgotPasswordRequestSchema, ForgotPasswordResponseSchema } from '../../../domain/api';
import type { AppServices } from '../../services/app-services';

export const forgotPasswordRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (
  app,
  { services },
) => {
  app.post(
    '/forgot-password',
    {
      // Before the body is read, sharing the code requests' count: a reset code is a code sent by SMS.
      onRequest: (request) => services.otp.admitAddress('request', request.ip),
      schema: { body: ForgotPasswordRequestSchema, response: { 200: ForgotPasswordResponseSchema } },
    },
    async (request) => ({
      status: true as const,
      message: await services.passwordReset.sendResetCode({ phone: request.body.Identifier, ip: request.ip }),
    }),
  );
};
