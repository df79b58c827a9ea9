// Daraja's Transaction Status Results (src/domain/contract/payments-endpoints.ts), beneath the callback's
// URL (<token>/<request id>/transaction-status), so the same secret token guards it and the logs mask it
// alike. Whatever Daraja sends is acknowledged (the service reads it). Thin: the rules are in
// services/payments/receipt-number-service.ts.
import type { Serve } from '../../http/serve-endpoint';
import type { AppServices } from '../../services/app-services';

export function serveTransactionStatus(serve: Serve, services: AppServices): void {
  serve('mpesaTransactionStatusResult', (request) =>
    services.payments.receipts.receiveResult(request.params.token, request.body, request.params.reference),
  );
}
