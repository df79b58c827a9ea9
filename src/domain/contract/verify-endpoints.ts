// The public check of a document: anyone holding a cover note, schedule or receipt opens its link.
import { defineEndpoints } from './endpoint';

export const verifyEndpoints = defineEndpoints({
  verifyDocument: {
    method: 'GET',
    path: '/home-insurance/verify/:code',
    access: 'none',
    idempotencyKey: false,
    rateLimit: '30 checks a minute per address',
    answers: 'json',
    errors: ['verification_code_unknown'],
    summary:
      'Whether the cover a document’s check code names is valid now, its product, underwriter and period, and the holder’s initials only.',
  },
});
