// Sign-in with phone and password (src/domain/contract/users-endpoints.ts).
import type { Serve } from '../../http/serve-endpoint';
import type { AppServices } from '../../services/app-services';

export function serveLogin(serve: Serve, services: AppServices): void {
  serve('logIn', (request) => services.passwordLogin.logIn(request.body), {
    // Before the body is read: malformed and huge requests count against the address too.
    onRequest: [(request) => services.passwordLogin.admitAddress(request.ip)],
  });
}
