// GET /api/home-insurance/catalogue: public prices for the wizard's offline indicative quote. The same for
// everyone, so unlike the rest of /api it may be cached (briefly: the catalogue is re-seeded at deploys).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CatalogueResponseSchema } from '../../../domain/api';
import type { AppServices } from '../../services/app-services';

export const catalogueCacheControl = 'public, max-age=300, stale-while-revalidate=86400';

export const catalogueRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (
  app,
  { services },
) => {
  app.get('/', { schema: { response: { 200: CatalogueResponseSchema } } }, async (_request, reply) => {
    reply.header('cache-control', catalogueCacheControl);
    return { status: true as const, data: { products: await services.catalogue.productsOnSale() } };
  });
};
