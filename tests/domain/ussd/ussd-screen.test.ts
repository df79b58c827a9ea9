// USSD screens (issue 29): at most 182 characters, plain characters only, in both languages.
import { describe, expect, it } from 'vitest';
import { readInLanguage } from '../../../src/domain/language/current-language';
import { languages } from '../../../src/domain/language/languages';
import { definedMessages } from '../../../src/domain/language/messages';
import { ussdMessages } from '../../../src/domain/ussd/ussd-messages';
import {
  answersIn,
  clippedEnd,
  con,
  fitsOnScreen,
  listScreen,
  ussdBody,
  ussdScreenLimit,
  withNotice,
} from '../../../src/domain/ussd/ussd-screen';

describe('a USSD screen', () => {
  it('holds every text of the menus in plain characters, within a screen, in both languages', () => {
    expect(ussdMessages.back).toBe('0. Back');
    const entries = definedMessages.get('ussd') ?? {};
    expect(Object.keys(entries).length).toBeGreaterThan(10);
    for (const language of languages)
      for (const [key, entry] of Object.entries(entries)) {
        const text = String((entry as unknown as Record<string, unknown>)[language]);
        expect(text, `${language} ${key}`).toMatch(/^[\x20-\x7e\n]*$/);
        expect(ussdBody(con(text)).length, `${language} ${key}`).toBeLessThanOrEqual(ussdScreenLimit);
      }
    expect(readInLanguage('sw', () => ussdMessages.back)).toBe('0. Rudi');
  });

  it('lists as many choices as fit, numbered, above its footer', () => {
    const lines = Array.from(
      { length: 12 },
      (_, index) => `Policy K7Q${index}-M9XT Active, ends 12 March 2027`,
    );
    const { screen, shown } = listScreen('Your policies:', lines, ['9. More', '0. Back']);
    expect(fitsOnScreen(screen)).toBe(true);
    expect(shown).toBeGreaterThan(1);
    expect(shown).toBeLessThan(lines.length);
    expect(screen.text.split('\n')).toEqual([
      'Your policies:',
      ...lines.slice(0, shown).map((line, index) => `${index + 1}. ${line}`),
      '9. More',
      '0. Back',
    ]);
    // One more line would not have fitted.
    const longer = [
      ...screen.text.split('\n').slice(0, -2),
      `${shown + 1}. ${lines[shown]}`,
      '9. More',
      '0. Back',
    ];
    expect(fitsOnScreen(con(longer.join('\n')))).toBe(false);
  });

  it('puts a refusal above the question it repeats, unless the two would not fit', () => {
    expect(withNotice('Invalid choice.', con('Pick one:\n1. A')).text).toBe(
      'Invalid choice.\nPick one:\n1. A',
    );
    const full = con('x'.repeat(ussdScreenLimit - 10));
    expect(withNotice('Invalid choice.', full)).toBe(full);
  });

  it("reads the gateway's text as the session's answers", () => {
    expect(answersIn('')).toEqual([]);
    expect(answersIn('1')).toEqual(['1']);
    expect(answersIn('1*2*350000')).toEqual(['1', '2', '350000']);
  });
});

describe("a long closing screen (a claim's next step)", () => {
  it('is cut at a word to fit, saying there is more; a short one is whole', () => {
    expect(clippedEnd('Claim CLM-1: Received.')).toEqual({ next: 'END', text: 'Claim CLM-1: Received.' });
    const long = `Claim CLM-1: Received. Next: ${'upload a photo of the damage '.repeat(10)}`;
    const clipped = clippedEnd(long);
    expect(fitsOnScreen(clipped)).toBe(true);
    expect(clipped.next).toBe('END');
    expect(clipped.text).toMatch(/ damage\.\.\.$|[a-z]\.\.\.$/);
    expect(long.startsWith(clipped.text.slice(0, -3))).toBe(true);
    expect(ussdBody(clipped).length).toBeGreaterThan(ussdScreenLimit - 20);
  });
});
