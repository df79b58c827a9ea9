// User lookup by phone or e-mail (src/domain/contract/users-endpoints.ts). The response schema strips
// anything it does not list, so a field added to the user record can never leak through the hints by
// accident.
import type { Serve } from '../../http/serve-endpoint';
import type { AppServices } from '../../services/app-services';

export function serveUserLookup(serve: Serve, services: AppServices): void {
  serve('lookUpUser', async (request) => ({
    status: true as const,
    data: await services.userLookup.lookUp({
      phoneOrEmail: request.params.phoneOrEmail,
      ip: request.ip,
      viewer: request.user,
    }),
  }));
}
