import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isEmailAddress } from '../../src/domain/email';
import { fuzzRuns } from '../helpers/fuzz-runs';

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

describe('the e-mail check on hostile input', () => {
  // The point 5 pattern, as a reference on inputs short enough for its backtracking not to matter.
  const pointFivePattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

  it('agrees with point 5’s pattern on generated addresses', () => {
    const character = fc.constantFrom('a', 'b', '@', '.', ' ', '\t', '-', '_', 'é');
    fc.assert(
      fc.property(fc.string({ unit: character, maxLength: 12 }), (text) => {
        expect(isEmailAddress(text)).toBe(pointFivePattern.test(text.trim()));
      }),
      { numRuns: fuzzRuns(5000) },
    );
  });

  it('takes linear time: a megabyte of dots after an @ is refused in milliseconds', () => {
    const started = performance.now();
    expect(isEmailAddress(`a@${'.'.repeat(1024 * 1024)}@`)).toBe(false);
    expect(performance.now() - started).toBeLessThan(100);
  });
});
