// POST /api/home-insurance/users/signup (point 7): a new account with a password, signed in at once.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SignupRequestSchema, SignupResponseSchema } from '../../../domain/api';
import type { AppServices } from '../../services/app-services';

export const signupRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (app, { services }) => {
  app.post(
    '/signup',
    {
      onRequest: (request) => services.signup.admitAddress(request.ip),
      schema: { body: SignupRequestSchema, response: { 200: SignupResponseSchema } },
    },
    async (request) => ({ status: true as const, data: await services.signup.signUp(request.body) }),
  );
};
