import { describe, expect, it } from 'vitest';
import { policyLabel, policyNumberText } from '../../src/domain/policy-label';

describe('what stands for a policy where its number is shown', () => {
  it('is the reference alone until the agency issues the policy number', () => {
    const cover = { policyNumber: null, reference: 'K7Q3-M9XT' };
    expect(policyNumberText(cover)).toBe('K7Q3-M9XT');
    expect(policyLabel(cover)).toBe('Policy ref K7Q3-M9XT');
  });

  it('is the formal number with the reference beside it once issued', () => {
    const cover = { policyNumber: 'KIA/HOM/2026/000001', reference: 'K7Q3-M9XT' };
    expect(policyNumberText(cover)).toBe('KIA/HOM/2026/000001 · ref K7Q3-M9XT');
    expect(policyLabel(cover)).toBe('Policy KIA/HOM/2026/000001 · ref K7Q3-M9XT');
  });
});
