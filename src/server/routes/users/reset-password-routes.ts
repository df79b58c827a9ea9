// The reset step after forgot password (src/domain/contract/users-endpoints.ts): the reset code and a new
// password; every session of the account ends.
import type { Serve } from '../../http/serve-endpoint';
import type { AppServices } from '../../services/app-services';

export function serveResetPassword(serve: Serve, services: AppServices): void {
  serve(
    'resetPassword',
    async (request) => ({
      status: true as const,
      message: await services.passwordReset.resetPassword(request.body, request.ip),
    }),
    // Before the body is read, sharing the code checks' count: this is a code check.
    { onRequest: [(request) => services.otp.admitAddress('verify', request.ip)] },
  );
}
