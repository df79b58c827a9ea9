// Ends the caller's session (src/domain/contract/users-endpoints.ts); a token that no longer works gets 401.
import { accountMessages } from '../../../domain/account-messages';
import { bearerToken } from '../../http/authentication';
import type { Serve } from '../../http/serve-endpoint';
import type { AppServices } from '../../services/app-services';

export function serveLogout(serve: Serve, services: AppServices): void {
  serve('logOut', async (request) => {
    // The client guard passed, so the request carried a live bearer token.
    const token = bearerToken(request);
    if (token) await services.sessions.endSession(token);
    return { status: true as const, message: accountMessages.signedOut };
  });
}
