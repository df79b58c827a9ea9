// The payment exceptions desk (src/domain/contract/admin-payments-endpoints.ts): the open exceptions for
// any operator; matching one to a cover and marking one resolved decide where money goes, so they are an
// admin's (the role is checked before the body is read, so an agent hears 403 whatever it sends).
import { signedInOperator } from '../../http/operator-authentication';
import type { Serve } from '../../http/serve-endpoint';
import type { AppServices } from '../../services/app-services';

export function serveAdminPayments(serve: Serve, services: AppServices): void {
  const { paymentExceptions } = services;

  serve('adminPaymentExceptions', async () => ({ exceptions: await paymentExceptions.listOpen() }));

  serve('adminMatchPaymentException', (request) =>
    paymentExceptions.match({
      operatorId: signedInOperator(request).id,
      ...request.params,
      coverId: request.body.cover_id,
      receipt: request.body.receipt,
      note: request.body.note,
    }),
  );

  serve('adminResolvePaymentException', (request) =>
    paymentExceptions.resolve({
      operatorId: signedInOperator(request).id,
      ...request.params,
      note: request.body.note,
    }),
  );
}
