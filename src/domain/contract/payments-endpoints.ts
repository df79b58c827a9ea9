// Payments: Retry Payment and a prompt's status, the buyer's; and M-Pesa's own calls to us (Safaricom's
// Daraja, not our client), under a secret token in the path that a wrong value answers with a 404.
import { defineEndpoints } from './endpoint';
import { paymentRateLimit, promptRefusals } from './quotations-endpoints';

const callbackSummary =
  'M-Pesa’s result of a prompt, called by Daraja. Whatever the body, it is acknowledged (never a 400); ' +
  'a wrong token is a 404.';

export const paymentEndpoints = defineEndpoints({
  // Not guarded by a session: the buy answer's X-Payment-Token or the holder's session opens it, and the
  // service refuses a caller with neither (403 payment_token_required), whether or not the cover exists.
  resendPrompt: {
    method: 'POST',
    path: '/home-insurance/mpesa/stkpush/:coverId',
    access: 'none',
    idempotencyKey: true,
    rateLimit: paymentRateLimit,
    answers: 'json',
    errors: ['invalid_payment_token', 'payment_token_required', ...promptRefusals],
    summary:
      'Retry Payment: a new M-Pesa prompt for a cover not yet paid (or for items added to it), to the ' +
      'number given or the holder’s. Needs the buy answer’s X-Payment-Token or the holder’s session.',
  },
  // Open to anyone with the checkout id, who learns only the status; the token or the session shows more.
  paymentStatus: {
    method: 'POST',
    path: '/home-insurance/mpesa/stkstatus/:checkoutId',
    access: 'none',
    idempotencyKey: false,
    rateLimit: null,
    answers: 'json',
    errors: ['invalid_payment_token', 'checkout_not_found'],
    summary:
      'A prompt’s payment status (asking M-Pesa while pending). With the X-Payment-Token or the holder’s ' +
      'session, the whole record; without, the status alone.',
  },
  mpesaCallback: {
    method: 'POST',
    path: '/home-insurance/payments/confirmation/:token',
    access: 'none',
    idempotencyKey: false,
    rateLimit: null,
    answers: 'json',
    errors: ['not_found'],
    summary: `${callbackSummary} (Prompts sent before the callback URL named our request id.)`,
  },
  mpesaCallbackOfRequest: {
    method: 'POST',
    path: '/home-insurance/payments/confirmation/:token/:reference',
    access: 'none',
    idempotencyKey: false,
    rateLimit: null,
    answers: 'json',
    errors: ['not_found'],
    summary: `${callbackSummary} The reference is our STK request id.`,
  },
  paybillDetails: {
    method: 'GET',
    path: '/home-insurance/mpesa/paybill/:coverId',
    access: 'none',
    idempotencyKey: false,
    rateLimit: null,
    answers: 'json',
    errors: ['invalid_payment_token', 'payment_token_required', 'cover_not_found', 'cover_declined'],
    summary:
      'How to pay this purchase from the M-Pesa menu (Pay Bill): the underwriter’s business number, the ' +
      'reference as the account number and the amount; and the payment once it arrived. Needs the buy ' +
      'answer’s X-Payment-Token or the holder’s session.',
  },
  paybillValidation: {
    method: 'POST',
    path: '/home-insurance/payments/paybill/:token/validation',
    access: 'none',
    idempotencyKey: false,
    rateLimit: null,
    answers: 'json',
    errors: ['not_found'],
    summary:
      'M-Pesa asks, before a paybill payment completes, whether to take it (only where Safaricom enabled ' +
      'validation): accepted only when it pays exactly what the reference is waiting for. A wrong token is a 404.',
  },
  paybillConfirmation: {
    method: 'POST',
    path: '/home-insurance/payments/paybill/:token/confirmation',
    access: 'none',
    idempotencyKey: false,
    rateLimit: null,
    answers: 'json',
    errors: ['not_found'],
    summary:
      'M-Pesa reports a completed paybill payment: it settles the purchase it exactly pays, once per ' +
      'transaction, or waits in the payment exceptions. Always acknowledged; a wrong token is a 404.',
  },
  mpesaTransactionStatusResult: {
    method: 'POST',
    path: '/home-insurance/payments/confirmation/:token/:reference/transaction-status',
    access: 'none',
    idempotencyKey: false,
    rateLimit: null,
    answers: 'json',
    errors: ['not_found'],
    summary:
      'Daraja’s Transaction Status Result for our request, beneath the callback’s path and its token: ' +
      'acknowledged whatever it says; a wrong token is a 404.',
  },
  // Daraja refuses callback URLs containing 'mpesa': these serve only prompts sent before the move.
  mpesaCallbackBeforeMove: {
    method: 'POST',
    path: '/home-insurance/mpesa/callback/:token',
    access: 'none',
    idempotencyKey: false,
    rateLimit: null,
    answers: 'json',
    errors: ['not_found'],
    summary: `${callbackSummary} The callback's former path, for prompts sent before it moved.`,
  },
  mpesaCallbackOfRequestBeforeMove: {
    method: 'POST',
    path: '/home-insurance/mpesa/callback/:token/:reference',
    access: 'none',
    idempotencyKey: false,
    rateLimit: null,
    answers: 'json',
    errors: ['not_found'],
    summary: `${callbackSummary} The callback's former path, for prompts sent before it moved.`,
  },
});
