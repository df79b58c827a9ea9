// GET and PUT /api/home-insurance/users/:id (point 7): the signed-in client's own profile only. PUT honours
// Idempotency-Key: the portal's outbox resends an edit made offline under the key it was first sent with,
// and a retry after a lost answer must not undo a newer edit saved in between.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PhoneCodeResentResponseSchema,
  PhoneCodeSchema,
  ProfileParamsSchema,
  ProfileResponseSchema,
  UpdateProfileSchema,
} from '../../../domain/api';
import { profileMessages } from '../../../domain/profile-messages';
import { requireUser } from '../../http/authentication';
import { replyIdempotently } from '../../http/reply-idempotently';
import type { AppServices } from '../../services/app-services';
import { profileUpdateScope, requireOwnId } from '../../services/users/profile-service';

export const profileRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (app, { services }) => {
  // Before the body is read: without a session the answer is 401 whatever was sent.
  app.addHook('onRequest', async (request) => {
    requireUser(request);
  });
  // Another account's id is 404 before its body is validated: a body's problems say nothing about it.
  app.addHook('preValidation', async (request) => {
    requireOwnId(requireUser(request), String((request.params as { id?: unknown }).id ?? ''));
  });

  app.get(
    '/:id',
    { schema: { params: ProfileParamsSchema, response: { 200: ProfileResponseSchema } } },
    async (request) => ({
      status: true as const,
      data: services.profile.read(requireUser(request), request.params.id),
    }),
  );

  app.put(
    '/:id',
    {
      schema: {
        params: ProfileParamsSchema,
        body: UpdateProfileSchema,
        response: { 200: ProfileResponseSchema },
      },
    },
    (request, reply) => {
      const viewer = requireUser(request);
      return replyIdempotently(
        request,
        reply,
        services.idempotency,
        profileUpdateScope(viewer.id),
        async () => {
          const { profile, message } = await services.profile.update(
            viewer,
            request.params.id,
            request.body,
            request.ip,
          );
          return { statusCode: 200, body: { status: true as const, message, data: profile } };
        },
      );
    },
  );

  // A new phone waits for the code sent to it (services/users/profile-service.ts); these finish or resend.
  app.post(
    '/:id/phone/verify',
    {
      onRequest: (request) => services.otp.admitAddress('verify', request.ip),
      schema: {
        params: ProfileParamsSchema,
        body: PhoneCodeSchema,
        response: { 200: ProfileResponseSchema },
      },
    },
    async (request) => ({
      status: true as const,
      message: profileMessages.phoneChanged,
      data: await services.profile.verifyPhone(
        requireUser(request),
        request.params.id,
        request.body.otp,
        request.ip,
      ),
    }),
  );

  app.post(
    '/:id/phone/resend',
    {
      onRequest: (request) => services.otp.admitAddress('request', request.ip),
      schema: { params: ProfileParamsSchema, response: { 200: PhoneCodeResentResponseSchema } },
    },
    async (request) => ({
      status: true as const,
      message: await services.profile.resendPhoneCode(requireUser(request), request.params.id, request.ip),
    }),
  );
};
