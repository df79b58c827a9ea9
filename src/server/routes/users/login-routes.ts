// POST /api/home-insurance/users/login (point 7): sign-in with phone and password.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LoginRequestSchema, OtpVerifyResponseSchema } from '../../../domain/api';
import type { AppServices } from '../../services/app-services';

export const loginRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (app, { services }) => {
  app.post(
    '/login',
    {
      // Before the body is read: malformed and huge requests count against the address too.
      onRequest: (request) => services.passwordLogin.admitAddress(request.ip),
      schema: { body: LoginRequestSchema, response: { 200: OtpVerifyResponseSchema } },
    },
    (request) => services.passwordLogin.logIn(request.body),
  );
};
