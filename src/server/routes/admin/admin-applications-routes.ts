// The applications queue (src/domain/contract/admin-applications-endpoints.ts), for agents and admins:
// the paid covers awaiting review, one application in full, and the three decisions. Each decision
// answers 409 in words once the cover is decided, so a retried or doubled click changes nothing.
import { signedInOperator } from '../../http/operator-authentication';
import type { Serve } from '../../http/serve-endpoint';
import type { AppServices } from '../../services/app-services';

export function serveAdminApplications(serve: Serve, services: AppServices): void {
  const { queue, decisions } = services.review;

  serve('adminApplications', async () => ({ applications: await queue.list() }));

  // A client phones and reads out their reference; any case, hyphen or spaces.
  serve('adminFindApplication', (request) => queue.findByReference(request.query.reference));

  serve('adminApplication', (request) => queue.get(request.params.id));

  serve('adminApproveApplication', (request) =>
    decisions.approve(signedInOperator(request), request.params.id),
  );

  serve('adminDeclineApplication', (request) =>
    decisions.decline(signedInOperator(request), request.params.id, request.body.reason),
  );

  serve('adminRequestApplicationInfo', (request) =>
    decisions.requestInfo(signedInOperator(request), request.params.id, request.body.message),
  );
}
