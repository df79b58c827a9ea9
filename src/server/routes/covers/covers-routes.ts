// GET /api/home-insurance/covers/ (point 7, list policies): the signed-in caller's own covers only.
// PUT /api/home-insurance/covers/:id/items (point 7, update policy items): items added to one's own cover;
// anyone else's cover, or none, is a 404 that says nothing of it.
// POST /api/home-insurance/covers/:id/items/price (issue 24, item 7): what adding those items would make Pay
// Now ask for, priced as the PUT prices it, writing nothing (Add Items shows it before it is sent).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CoverItemsPriceResponseSchema,
  coverItemsMessages,
  PoliciesResponseSchema,
  UpdateCoverItemsRequestSchema,
  UpdateCoverItemsResponseSchema,
} from '../../../domain/api';
import { apiError } from '../../http/app-errors';
import { requireUser } from '../../http/authentication';
import type { AppServices } from '../../services/app-services';

// Covers are numbered by UUID; anything else names no cover (a 404, as an unknown one).
const CoverIdSchema = z.string().max(64);
const isUuid = (value: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

export const coversRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (app, { services }) => {
  app.get('/', { schema: { response: { 200: PoliciesResponseSchema } } }, async (request) => ({
    status: true as const,
    data: await services.coverListing.coversOf(requireUser(request)),
  }));

  app.put(
    '/:id/items',
    {
      schema: {
        params: z.object({ id: CoverIdSchema }),
        body: UpdateCoverItemsRequestSchema,
        response: { 200: UpdateCoverItemsResponseSchema },
      },
    },
    async (request) => {
      const viewer = requireUser(request);
      const notFound = apiError('cover_not_found');
      const id = request.params.id.toLowerCase();
      if (!isUuid(id)) throw notFound;
      await services.coverItems.addItems(viewer, id, request.body);
      const policy = await services.coverListing.coverOf(viewer, id);
      if (!policy) throw notFound;
      return { status: true as const, message: coverItemsMessages.added, data: policy };
    },
  );

  app.post(
    '/:id/items/price',
    {
      schema: {
        params: z.object({ id: CoverIdSchema }),
        body: UpdateCoverItemsRequestSchema,
        response: { 200: CoverItemsPriceResponseSchema },
      },
    },
    async (request) => {
      const id = request.params.id.toLowerCase();
      if (!isUuid(id)) throw apiError('cover_not_found');
      return {
        status: true as const,
        data: await services.coverItems.priceItems(requireUser(request), id, request.body),
      };
    },
  );
};
