import { describe, expect, it } from 'vitest';
import { underwriterInitials } from '../../../../src/client/wizard/offers/underwriter-initials';

describe('the underwriter badge on a product card', () => {
  it('shows the first letters of the underwriter’s first two words', () => {
    expect(underwriterInitials('Mlima Insurance')).toBe('MI');
    expect(underwriterInitials('Baobab Assurance')).toBe('BA');
    expect(underwriterInitials('Simba General Insurance')).toBe('SG');
    expect(underwriterInitials('Pwani Mutual')).toBe('PM');
  });

  it('copes with one word, stray spaces and lower case', () => {
    expect(underwriterInitials('Jubilee')).toBe('J');
    expect(underwriterInitials('  pwani   mutual  ')).toBe('PM');
  });
});
