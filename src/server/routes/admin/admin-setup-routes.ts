// POST /api/admin/setup and /api/admin/setup/confirm: the set-up link's two steps (password → TOTP
// enrolment; first code → recovery codes).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminSetupConfirmRequestSchema,
  AdminSetupConfirmResponseSchema,
  AdminSetupRequestSchema,
  AdminSetupResponseSchema,
} from '../../../domain/operator-api';
import type { AppServices } from '../../services/app-services';

export const adminSetupRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (
  app,
  { services },
) => {
  // The address limit of sign-in bounds guessing of codes here too.
  const admitAddress = (request: { ip: string }) => services.operators.login.admitAddress(request.ip);
  app.post(
    '/setup',
    {
      onRequest: admitAddress,
      schema: { body: AdminSetupRequestSchema, response: { 200: AdminSetupResponseSchema } },
    },
    (request) => services.operators.setup.begin(request.body),
  );
  app.post(
    '/setup/confirm',
    {
      onRequest: admitAddress,
      schema: { body: AdminSetupConfirmRequestSchema, response: { 200: AdminSetupConfirmResponseSchema } },
    },
    (request) => services.operators.setup.confirm(request.body),
  );
};
