import { afterEach, describe, expect, it } from 'vitest';
import { setLanguageSource } from '../../../src/domain/language/current-language';
import { perLanguage } from '../../../src/domain/language/per-language';
import { formatShillings } from '../../../src/domain/money';

afterEach(() => setLanguageSource(() => 'en'));

describe('perLanguage', () => {
  it("makes nothing until first asked, then one per language, each in that language's locale", () => {
    const made: string[] = [];
    const months = perLanguage((locale) => {
      made.push(locale);
      return new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'Africa/Nairobi' });
    });
    expect(made).toEqual([]);
    const march = new Date('2026-03-02T09:00:00Z');
    expect(months().format(march)).toBe('March');
    expect(months()).toBe(months());
    setLanguageSource(() => 'sw');
    expect(months().format(march)).toBe('Machi');
    expect(made).toEqual(['en-KE', 'sw-KE']);
  });

  it('formats money in either language as KSh and thousands', () => {
    expect(formatShillings(1_500_000)).toBe('KSh 1,500,000');
    setLanguageSource(() => 'sw');
    expect(formatShillings(1_500_000)).toBe('KSh 1,500,000');
  });
});
