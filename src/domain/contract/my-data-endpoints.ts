// The signed-in client's data (Data Protection Act 2019): everything kept about the account, exported or
// erased. Its own resource rather than the profile's: its export's schema holds the claims' and payments'
// shapes, which the portal's first screen should not have to build. Each path's :id must be the caller's,
// as the profile's.
import { defineEndpoints } from './endpoint';

export const myDataEndpoints = defineEndpoints({
  exportMyData: {
    method: 'GET',
    path: '/home-insurance/users/:id/data',
    access: 'owner',
    idempotencyKey: false,
    rateLimit: null,
    answers: 'json',
    errors: ['account_not_found'],
    summary: 'Everything kept about one’s account, as a JSON file to save (Content-Disposition: attachment).',
  },
  deleteAccount: {
    method: 'DELETE',
    path: '/home-insurance/users/:id',
    access: 'owner',
    idempotencyKey: false,
    rateLimit: null,
    answers: 'json',
    errors: ['account_not_found', 'account_has_live_cover', 'payment_in_progress', 'claim_open'],
    summary: 'Erases one’s account, unless a cover is live, a payment is being confirmed or a claim is open.',
  },
});
