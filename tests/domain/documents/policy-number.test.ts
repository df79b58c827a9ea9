import { describe, expect, it } from 'vitest';
import { formatPolicyNumber } from '../../../src/domain/documents/policy-number';

describe('the policy number in the agency format', () => {
  it('reads agency, product line, year of issue and a six-digit sequence', () => {
    expect(formatPolicyNumber({ year: 2026, sequence: 123 })).toBe('KIA/HOM/2026/000123');
  });

  it('grows past six digits rather than wrapping', () => {
    expect(formatPolicyNumber({ year: 2027, sequence: 1_234_567 })).toBe('KIA/HOM/2027/1234567');
  });

  it('refuses a sequence that is not a positive whole number', () => {
    expect(() => formatPolicyNumber({ year: 2026, sequence: 0 })).toThrow();
    expect(() => formatPolicyNumber({ year: 2026, sequence: 1.5 })).toThrow();
  });
});
