// The claims queue (src/domain/contract/admin-claims-endpoints.ts) for agents and admins: the open
// claims, the oldest first; one claim in full; its files; and the five moves. Each move answers 409 in
// words when the status machine forbids it, so a retried or doubled click changes nothing.
import { signedInOperator } from '../../http/operator-authentication';
import type { Serve } from '../../http/serve-endpoint';
import type { AppServices } from '../../services/app-services';
import { sendClaimFile } from '../claims/claim-file-reply';

export function serveAdminClaims(serve: Serve, services: AppServices): void {
  const { queue, decisions, files } = services.claims;

  serve('adminClaims', async (request) => ({ claims: await queue.list(request.query.reference) }));

  serve('adminClaim', (request) => queue.get(request.params.id));

  serve('adminClaimFile', async (request, reply) =>
    sendClaimFile(reply, await files.operatorDownload(request.params.id, request.params.fileId)),
  );

  serve('adminRequestClaimDocument', (request) =>
    decisions.requestDocument(
      signedInOperator(request),
      request.params.id,
      request.body.document_type,
      request.body.message,
    ),
  );

  serve('adminStartClaimReview', (request) =>
    decisions.startReview(signedInOperator(request), request.params.id),
  );

  serve('adminApproveClaim', (request) =>
    decisions.approve(signedInOperator(request), request.params.id, request.body.settled_amount),
  );

  serve('adminDeclineClaim', (request) =>
    decisions.decline(signedInOperator(request), request.params.id, request.body.reason),
  );

  serve('adminSettleClaim', (request) =>
    decisions.settle(signedInOperator(request), request.params.id, request.body.payment_reference),
  );
}
