import { describe, expect, it } from 'vitest';
import { isEmailAddress } from '../../src/domain/email';

describe('an email address', () => {
  it.each(['jane@example.com', 'jane.wanjiku@kinga-insurance.co.ke', '  jane@example.com  '])(
    '%s is accepted',
    (email) => {
      expect(isEmailAddress(email)).toBe(true);
    },
  );

  it.each([
    '',
    'jane',
    'jane@example',
    '@example.com',
    'jane@.com',
    'jane doe@example.com',
    'jane@@example.com',
  ])('%s is refused', (email) => {
    expect(isEmailAddress(email)).toBe(false);
  });
});
