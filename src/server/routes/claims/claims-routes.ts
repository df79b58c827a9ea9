// The client's claims (src/domain/contract/claims-endpoints.ts): what a cover offers a claim form, make a
// claim (Idempotency-Key honoured, so the portal's outbox may resend a claim made offline and still make
// one), list one's own claims, and read one with its history, missing documents, next step and 90-day
// count. Anyone else's claim or cover is the same 404 as none.
import { claimMessages } from '../../../domain/api/claims';
import { requireUser } from '../../http/authentication';
import { readIdempotencyKey, replyIdempotently, sameRequestKey } from '../../http/reply-idempotently';
import type { Serve } from '../../http/serve-endpoint';
import type { AppServices } from '../../services/app-services';
import { claimsCreateScope } from '../../services/claims/claim-submission';

/** Identical claims sent without a key within this window are one claim (a double tap, a resend). */
const IDENTICAL_CLAIMS_WINDOW_MS = 2 * 60 * 1000;

export function serveClaims(serve: Serve, services: AppServices): void {
  const { submission } = services.claims;

  serve('claimableCover', async (request) => ({
    status: true as const,
    data: await submission.claimable(requireUser(request), request.params.coverId),
  }));

  serve('listClaims', async (request) => ({
    status: true as const,
    data: await submission.list(requireUser(request)),
  }));

  serve('makeClaim', (request, reply) => {
    const viewer = requireUser(request);
    const clientKey = readIdempotencyKey(request);
    return replyIdempotently(
      request,
      reply,
      services.idempotency,
      claimsCreateScope(viewer.id),
      async () => ({
        statusCode: 201,
        body: {
          status: true as const,
          message: claimMessages.created,
          data: await submission.create(viewer, request.body),
        },
      }),
      clientKey ? {} : { key: sameRequestKey(request), freshForMs: IDENTICAL_CLAIMS_WINDOW_MS },
    );
  });

  serve('getClaim', async (request) => ({
    status: true as const,
    data: await submission.get(requireUser(request), request.params.id),
  }));
}
