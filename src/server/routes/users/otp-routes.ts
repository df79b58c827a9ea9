// Sign-in by a code sent by SMS, or by e-mail while the phone's own lock stops codes by SMS
// (src/domain/contract/users-endpoints.ts). The per-address limits run before the body is read, so they
// hold for any body, even one that is malformed, huge or never parses.
import type { Serve, ServeOptions } from '../../http/serve-endpoint';
import type { AppServices } from '../../services/app-services';

export function serveOtp(serve: Serve, services: AppServices): void {
  const admitRequest: ServeOptions = {
    onRequest: [(request) => services.otp.admitAddress('request', request.ip)],
  };
  const admitCheck: ServeOptions = {
    onRequest: [(request) => services.otp.admitAddress('verify', request.ip)],
  };

  serve(
    'requestOtp',
    async (request) => ({
      status: true as const,
      data: await services.otp.requestCode({ identifier: request.body.Identifier, ip: request.ip }),
    }),
    admitRequest,
  );

  serve(
    'requestEmailCode',
    async (request) => ({
      status: true as const,
      data: await services.otp.requestEmailCode({ identifier: request.body.Identifier, ip: request.ip }),
    }),
    admitRequest,
  );

  serve(
    'verifyEmailCode',
    (request) =>
      services.otp.verifyEmailCode({
        identifier: request.body.Identifier,
        code: request.body.code,
        ip: request.ip,
      }),
    admitCheck,
  );

  serve(
    'verifyOtp',
    (request) =>
      services.otp.verifyCode({ identifier: request.body.Identifier, otp: request.body.otp, ip: request.ip }),
    admitCheck,
  );
}
