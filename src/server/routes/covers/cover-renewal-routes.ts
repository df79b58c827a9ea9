// Renewals (src/domain/contract/covers-endpoints.ts). Two endpoints rather than a preview flag: a quote
// writes nothing and needs no key, and a flag that turns a write into a read is easy to get wrong in a
// client. Both are the holder's: anyone else's cover, or an unknown id, is the same 404.
import { renewalMessages } from '../../../domain/renewals/renewal-messages';
import { requireUser } from '../../http/authentication';
import { replyIdempotently } from '../../http/reply-idempotently';
import type { Serve } from '../../http/serve-endpoint';
import type { AppServices } from '../../services/app-services';
import { coverIdOf } from './cover-ids';

export function serveCoverRenewals(serve: Serve, services: AppServices): void {
  // Priced for the items the portal shows; nothing is kept, so the client may ask as often as they change.
  serve('quoteRenewal', async (request) => {
    const viewer = requireUser(request);
    const data = await services.renewals.quote(viewer, coverIdOf(request.params.id), request.body);
    return { status: true as const, message: renewalMessages.quoted, data };
  });

  serve('renewCover', (request, reply) => {
    const viewer = requireUser(request);
    const coverId = coverIdOf(request.params.id);
    // Scoped to the account and the cover: one client's key never replays another's answer.
    return replyIdempotently(
      request,
      reply,
      services.idempotency,
      `covers.renew:${viewer.id}:${coverId}`,
      async () => {
        const { renewalId, quote } = await services.renewals.renew(viewer, coverId, request.body);
        const policy = await services.coverListing.coverOf(viewer, renewalId);
        if (!policy) throw new Error('a renewal its holder cannot list');
        return {
          statusCode: 201,
          body: { status: true as const, message: renewalMessages.renewed, data: policy, quote },
        };
      },
    );
  });
}
