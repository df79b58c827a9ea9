// The public catalogue the wizard prices from, and the health check load balancers call.
import { defineEndpoints } from './endpoint';

export const catalogueEndpoints = defineEndpoints({
  catalogue: {
    method: 'GET',
    path: '/home-insurance/catalogue/',
    access: 'none',
    idempotencyKey: false,
    rateLimit: null,
    answers: 'json',
    errors: [],
    summary:
      'The products on sale with what pricing needs, for the wizard’s offline indicative quote. The same ' +
      'for everyone, so unlike the rest of the API it may be cached for five minutes.',
  },
});
