// Issue 13, renewals. POST /api/home-insurance/covers/:id/renewal-quote prices the renewal for the items
// the portal shows (nothing is kept, so the client may ask as often as the items change); POST …/renew
// makes it, honouring Idempotency-Key so a retry makes one renewal. Two routes rather than a preview
// flag: a quote writes nothing and needs no key, and a flag that turns a write into a read is easy to
// get wrong in a client. Both are the holder's: anyone else's cover, or an unknown id, is the same 404.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  RenewalQuoteResponseSchema,
  RenewCoverRequestSchema,
  RenewCoverResponseSchema,
} from '../../../domain/api';
import { renewalMessages } from '../../../domain/renewals/renewal-messages';
import { apiError } from '../../http/app-errors';
import { requireUser } from '../../http/authentication';
import { replyIdempotently } from '../../http/reply-idempotently';
import type { AppServices } from '../../services/app-services';

const ParamsSchema = z.object({ id: z.string().max(64) });
const isUuid = (value: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
const notFound = () => apiError('cover_not_found');

/** The cover id from the path, lower-cased; anything that is not a UUID names no cover (404). */
function coverIdOf(id: string): string {
  const lowered = id.toLowerCase();
  if (!isUuid(lowered)) throw notFound();
  return lowered;
}

export const coverRenewalRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (
  app,
  { services },
) => {
  app.post(
    '/:id/renewal-quote',
    {
      schema: {
        params: ParamsSchema,
        body: RenewCoverRequestSchema,
        response: { 200: RenewalQuoteResponseSchema },
      },
    },
    async (request) => {
      const viewer = requireUser(request);
      const data = await services.renewals.quote(viewer, coverIdOf(request.params.id), request.body);
      return { status: true as const, message: renewalMessages.quoted, data };
    },
  );

  app.post(
    '/:id/renew',
    {
      schema: {
        params: ParamsSchema,
        body: RenewCoverRequestSchema,
        response: { 201: RenewCoverResponseSchema },
      },
    },
    (request, reply) => {
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
    },
  );
};
