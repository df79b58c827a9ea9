// Forgot password (src/domain/contract/users-endpoints.ts): a reset code by SMS to the phone's account;
// the same answer whether or not there is one.
import type { Serve } from '../../http/serve-endpoint';
import type { AppServices } from '../../services/app-services';

export function serveForgotPassword(serve: Serve, services: AppServices): void {
  serve(
    'requestPasswordReset',
    async (request) => ({
      status: true as const,
      message: await services.passwordReset.sendResetCode({ phone: request.body.Identifier, ip: request.ip }),
    }),
    // Before the body is read, sharing the code requests' count: a reset code is a code sent by SMS.
    { onRequest: [(request) => services.otp.admitAddress('request', request.ip)] },
  );
}
