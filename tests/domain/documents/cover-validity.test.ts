import { describe, expect, it } from 'vitest';
import { coverValidityOf, holderInitials, validNow } from '../../../src/domain/documents/cover-validity';
import { paidPolicy } from '../../helpers/policy-fixture';

const during = new Date('2026-06-01T09:00:00Z');

describe('whether a cover is valid now, as the public check says it', () => {
  it.each([
    ['a paid cover under review', { review_status: 'pending' as const }, during, 'pending_review', true],
    [
      'a paid cover asked for more information',
      { review_status: 'info_requested' as const },
      during,
      'pending_review',
      true,
    ],
    ['an approved cover', { review_status: 'approved' as const }, during, 'active', true],
    ['a declined application', { review_status: 'declined' as const }, during, 'declined', false],
    [
      'an approved cover after its period',
      { review_status: 'approved' as const },
      new Date('2027-03-03T00:00:00Z'),
      'expired',
      false,
    ],
    ['a cover never paid', { stk_responses: [] }, during, 'cancelled', false],
  ])('%s', (_case, change, now, validity, valid) => {
    const found = coverValidityOf({ ...paidPolicy, ...change }, now);
    expect(found).toBe(validity);
    expect(validNow(found)).toBe(valid);
  });
});

describe('the holder’s initials', () => {
  it('shows the initials only, whatever the spacing or script', () => {
    expect(holderInitials('Wanjiru Kamau')).toBe('W. K.');
    expect(holderInitials('  amina  wanjiru   otieno ')).toBe('A. W. O.');
    expect(holderInitials('Émile Zola')).toBe('É. Z.');
    expect(holderInitials('')).toBe('—');
  });
});
