// The payment exceptions desk: any operator sees the open exceptions; matching one to a cover and marking
// one resolved decide where money goes, so they are an admin's.
import { defineEndpoints } from './endpoint';

export const adminPaymentsEndpoints = defineEndpoints({
  adminPaymentExceptions: {
    method: 'GET',
    path: '/admin/payment-exceptions',
    access: 'operator',
    idempotencyKey: false,
    rateLimit: null,
    answers: 'json',
    errors: [],
    summary: 'The open payment exceptions.',
  },
  adminMatchPaymentException: {
    method: 'POST',
    path: '/admin/payment-exceptions/:kind/:id/match',
    access: 'admin',
    idempotencyKey: false,
    rateLimit: null,
    answers: 'json',
    errors: [
      'admin_only',
      'payment_exception_not_found',
      'payment_exception_not_matchable',
      'cover_not_found',
      'cover_already_paid',
      'callback_known_now',
      'receipt_required',
      'payment_exception_closed',
    ],
    summary: 'Matches an exception’s money to a cover, which is then paid.',
  },
  adminResolvePaymentException: {
    method: 'POST',
    path: '/admin/payment-exceptions/:kind/:id/resolve',
    access: 'admin',
    idempotencyKey: false,
    rateLimit: null,
    answers: 'json',
    errors: ['admin_only', 'payment_exception_not_found', 'payment_exception_closed'],
    summary: 'Marks an exception resolved, with a note of how.',
  },
});
