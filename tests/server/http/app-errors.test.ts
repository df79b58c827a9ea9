// A service names an error by its catalogue code; the status, the words and the code a client reads all
// follow from it, so a throw cannot pair a code with another status or with free words.
import { describe, expect, it } from 'vitest';
import { adminClaimMessages } from '../../../src/domain/api/admin-claims';
import { claimMessages } from '../../../src/domain/api/claims';
import { paymentMessages } from '../../../src/domain/payment-messages';
import { renewalMessages } from '../../../src/domain/renewals/renewal-messages';
import { AppError, apiError } from '../../../src/server/http/app-errors';

describe('apiError', () => {
  it('takes the status and the words from the catalogue', () => {
    const error = apiError('cover_not_found');
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({
      code: 'cover_not_found',
      statusCode: 404,
      message: paymentMessages.coverNotFound,
    });
  });

  it('makes the words from the values the throw knows', () => {
    const opensOn = new Date('2027-01-01T21:00:00.000Z');
    expect(apiError('renewal_not_yet', opensOn).message).toBe(renewalMessages.notYet(opensOn));
  });

  it('sends a variant as its code, in its own words', () => {
    expect(apiError('claim_not_found@desk')).toMatchObject({
      code: 'claim_not_found',
      message: adminClaimMessages.notFound,
    });
    expect(apiError('claim_not_found')).toMatchObject({
      code: 'claim_not_found',
      message: claimMessages.notFound,
    });
  });

  it('reads the details after the values: the field it marks and how long to wait', () => {
    const refused = apiError('items_invalid', 'Enter a value for each item.', { field: 'portable_items' });
    expect(refused.fieldErrors).toEqual([
      { path: 'portable_items', message: 'Enter a value for each item.' },
    ]);
    const locked = apiError('login_locked', 15, { retryAfterSeconds: 900 });
    expect(locked).toMatchObject({ statusCode: 429, retryAfterSeconds: 900 });
    expect(locked.message).toContain('15 minutes');
  });

  it('refuses at compile time a code outside the catalogue, and free words for a code that has its own', () => {
    // Never run: tsc fails the typecheck if one of these lines compiles.
    const refusedByTsc = () => [
      // @ts-expect-error not a code of the catalogue
      apiError('sms_down'),
      // @ts-expect-error cover_not_found has its own words
      apiError('cover_not_found', 'Not here.'),
      // @ts-expect-error renewal_not_yet needs the day renewal opens
      apiError('renewal_not_yet'),
    ];
    expect(refusedByTsc).toBeTypeOf('function');
  });
});
