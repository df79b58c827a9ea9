// Changing one's own password (src/domain/contract/users-endpoints.ts): signed-in only, and the session's
// guard runs before the body is read, so an anonymous caller learns nothing from the validation errors.
import { requireUser } from '../../http/authentication';
import type { Serve } from '../../http/serve-endpoint';
import type { AppServices } from '../../services/app-services';

export function serveChangePassword(serve: Serve, services: AppServices): void {
  serve('changePassword', async (request) => ({
    status: true as const,
    message: await services.changePassword.changePassword(requireUser(request), request.body),
  }));
}
