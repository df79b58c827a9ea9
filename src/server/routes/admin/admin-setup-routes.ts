// An operator's set-up link, in two steps (src/domain/contract/admin-session-endpoints.ts): password →
// TOTP enrolment; first code → recovery codes.
import type { FastifyRequest } from 'fastify';
import type { Serve } from '../../http/serve-endpoint';
import type { AppServices } from '../../services/app-services';

export function serveAdminSetup(serve: Serve, services: AppServices): void {
  // The address limit of sign-in bounds guessing of codes here too; counted before the body is read.
  const admitAddress = async (request: FastifyRequest) => services.operators.login.admitAddress(request.ip);
  serve('adminSetup', (request) => services.operators.setup.begin(request.body), {
    onRequest: [admitAddress],
  });
  serve('adminSetupConfirm', (request) => services.operators.setup.confirm(request.body), {
    onRequest: [admitAddress],
  });
}
