import { afterEach, describe, expect, it } from 'vitest';
import {
  currentLanguage,
  readInLanguage,
  setLanguageSource,
} from '../../../src/domain/language/current-language';
import { defaultLanguage } from '../../../src/domain/language/languages';
import { addTexts, definedMessages, defineMessages } from '../../../src/domain/language/messages';
import { withValues } from '../../../src/domain/language/with-values';

afterEach(() => setLanguageSource(() => defaultLanguage));

const messages = defineMessages('test-sample', {
  plain: { en: 'Please select a policy to proceed.', sw: 'Tafadhali chagua sera ya bima ili kuendelea.' },
  counted: withValues<{ count: number }>({
    en: '{count, plural, one {# claim} other {# claims}} open',
    sw: '{count, plural, one {dai # moja} other {madai #}} yaliyo wazi',
  }),
  named: withValues<{ name: string; amount: string }>({
    en: '{name} paid {amount}.',
    sw: '{name} amelipa {amount}.',
  }),
});

describe('messages in two languages', () => {
  it('answers each read in the language spoken at that moment', () => {
    expect(messages.plain).toBe('Please select a policy to proceed.');
    setLanguageSource(() => 'sw');
    expect(messages.plain).toBe('Tafadhali chagua sera ya bima ili kuendelea.');
    expect(readInLanguage('en', () => messages.plain)).toBe('Please select a policy to proceed.');
    expect(currentLanguage()).toBe('sw');
  });

  it("puts values in, with each language's plural forms", () => {
    expect(messages.counted({ count: 1 })).toBe('1 claim open');
    expect(messages.counted({ count: 3 })).toBe('3 claims open');
    setLanguageSource(() => 'sw');
    expect(messages.counted({ count: 1 })).toBe('dai 1 moja yaliyo wazi');
    expect(messages.counted({ count: 3 })).toBe('madai 3 yaliyo wazi');
    expect(messages.named({ name: 'Wanjiku', amount: 'KSh 2,500' })).toBe('Wanjiku amelipa KSh 2,500.');
  });

  it("reads a Kiswahili text the page's script brought when the module carries only English", () => {
    const englishOnly = defineMessages('test-stripped', {
      plain: { en: 'Try again' } as { en: string; sw: string },
    });
    setLanguageSource(() => 'sw');
    expect(englishOnly.plain).toBe('Try again');
    addTexts('sw', { 'test-stripped.plain': 'Jaribu tena' });
    expect(englishOnly.plain).toBe('Jaribu tena');
  });

  it('keeps every namespace for the coverage test and the build', () => {
    expect(definedMessages.get('test-sample')).toHaveProperty('plain.sw');
  });
});
