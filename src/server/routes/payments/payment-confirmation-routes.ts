// M-Pesa's callback (point 7; src/domain/contract/payments-endpoints.ts), at
// /api/home-insurance/payments/confirmation: Daraja refuses callback URLs containing 'mpesa'
// (daraja-callback-url.ts), so the old /api/home-insurance/mpesa/callback paths serve only prompts sent
// before the move. Each path in two forms: the second carries our STK request id; the first serves prompts
// sent before it existed. Thin: the rules are in payment-callback-service and paybill-service, which refuse a
// wrong token.
import type { Serve } from '../../http/serve-endpoint';
import type { AppServices } from '../../services/app-services';

export function servePaymentConfirmation(serve: Serve, services: AppServices): void {
  const { callback, paybill } = services.payments;
  // Payments made to the paybill from the M-Pesa menu (C2B), under the same secret token.
  serve('paybillValidation', (request) => paybill.validate(request.params.token, request.body));
  serve('paybillConfirmation', (request) => paybill.confirm(request.params.token, request.body));
  for (const name of ['mpesaCallback', 'mpesaCallbackBeforeMove'] as const) {
    serve(name, (request) => callback.receive(request.params.token, request.body));
  }
  for (const name of ['mpesaCallbackOfRequest', 'mpesaCallbackOfRequestBeforeMove'] as const) {
    serve(name, (request) => callback.receive(request.params.token, request.body, request.params.reference));
  }
}
