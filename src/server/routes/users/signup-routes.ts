// POST /api/home-insurance/users/signup (point 7): without `otp`, a code to the phone (202); with it, the
// new account, signed in at once (200). users/signup-service.ts says why it takes two steps.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SignupCodeSentResponseSchema, SignupRequestSchema, SignupResponseSchema } from '../../../domain/api';
import type { AppServices } from '../../services/app-services';

export const signupRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (app, { services }) => {
  app.post(
    '/signup',
    {
      onRequest: (request) => services.signup.admitAddress(request.ip),
      schema: {
        body: SignupRequestSchema,
        response: { 200: SignupResponseSchema, 202: SignupCodeSentResponseSchema },
      },
    },
    async (request, reply) => {
      const outcome = await services.signup.signUp(request.body, request.ip);
      if (outcome.kind === 'code-sent') {
        return reply
          .code(202)
          .send({ status: true as const, data: { code_sent: true as const, message: outcome.message } });
      }
      return reply.code(200).send({ status: true as const, data: outcome.data });
    },
  );
};
