// GET /api/home-insurance/covers/ (point 7, list policies): the signed-in caller's own covers only.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PoliciesResponseSchema } from '../../../domain/api';
import { requireUser } from '../../http/authentication';
import type { AppServices } from '../../services/app-services';

export const coversRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (app, { services }) => {
  app.get('/', { schema: { response: { 200: PoliciesResponseSchema } } }, async (request) => ({
    status: true as const,
    data: await services.coverListing.coversOf(requireUser(request)),
  }));
};
