// The public catalogue (src/domain/contract/catalogue-endpoints.ts): prices for the wizard's offline
// indicative quote. The same for everyone, so unlike the rest of /api it may be cached (briefly: the
// catalogue is re-seeded at deploys).
import type { Serve } from '../../http/serve-endpoint';
import type { AppServices } from '../../services/app-services';

export const catalogueCacheControl = 'public, max-age=300, stale-while-revalidate=86400';

export function serveCatalogue(serve: Serve, services: AppServices): void {
  serve('catalogue', async (_request, reply) => {
    reply.header('cache-control', catalogueCacheControl);
    return { status: true as const, data: { products: await services.catalogue.productsOnSale() } };
  });
}
