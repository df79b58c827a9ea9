// The leads desk (src/domain/contract/admin-leads-endpoints.ts): callers who asked to be called back, for
// any operator, who marks one called once they have spoken.
import { signedInOperator } from '../../http/operator-authentication';
import type { Serve } from '../../http/serve-endpoint';
import type { AppServices } from '../../services/app-services';

export function serveAdminLeads(serve: Serve, services: AppServices): void {
  const { leads } = services;

  serve('adminLeads', () => leads.list());

  serve('adminMarkLeadCalled', (request) =>
    leads.markCalled(signedInOperator(request).id, request.params.id, request.body.note),
  );
}
