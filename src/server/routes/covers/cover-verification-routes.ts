// The public check of a document (src/domain/contract/verify-endpoints.ts): no session, limited per address.
import type { Serve } from '../../http/serve-endpoint';
import type { AppServices } from '../../services/app-services';

export function serveCoverVerification(serve: Serve, services: AppServices): void {
  serve('verifyDocument', async (request) => ({
    status: true as const,
    data: await services.verification.verify({ code: request.params.code, ip: request.ip }),
  }));
}
