// The signed-in client's covers and the items on them (src/domain/contract/covers-endpoints.ts): anyone
// else's cover, or none, is a 404 that says nothing of it.
import { coverItemsMessages } from '../../../domain/api';
import { apiError } from '../../http/app-errors';
import { requireUser } from '../../http/authentication';
import type { Serve } from '../../http/serve-endpoint';
import type { AppServices } from '../../services/app-services';
import { coverIdOf } from './cover-ids';

export function serveCovers(serve: Serve, services: AppServices): void {
  serve('listCovers', async (request) => ({
    status: true as const,
    data: await services.coverListing.coversOf(requireUser(request)),
  }));

  serve('addCoverItems', async (request) => {
    const viewer = requireUser(request);
    const id = coverIdOf(request.params.id);
    await services.coverItems.addItems(viewer, id, request.body);
    const policy = await services.coverListing.coverOf(viewer, id);
    if (!policy) throw apiError('cover_not_found');
    return { status: true as const, message: coverItemsMessages.added, data: policy };
  });

  // What Add Items shows before it is sent: the amount Pay Now will ask for.
  serve('priceCoverItems', async (request) => ({
    status: true as const,
    data: await services.coverItems.priceItems(
      requireUser(request),
      coverIdOf(request.params.id),
      request.body,
    ),
  }));
}
