import { describe, expect, it } from 'vitest';
import {
  acceptedLanguageTags,
  intlLocales,
  isLanguage,
  languageNames,
  languageOfAcceptLanguage,
  languages,
  preferredLanguage,
} from '../../../src/domain/language/languages';

describe('the product’s languages', () => {
  it('are English and Kiswahili, each named in itself, formatted for Kenya', () => {
    expect(languages).toEqual(['en', 'sw']);
    expect(languages.map((language) => languageNames[language]).join(' · ')).toBe('English · Kiswahili');
    expect(intlLocales).toEqual({ en: 'en-KE', sw: 'sw-KE' });
    expect(isLanguage('sw')).toBe(true);
    expect(isLanguage('fr')).toBe(false);
    expect(isLanguage(undefined)).toBe(false);
  });

  it('follows a browser that prefers Kiswahili, in any region, and English otherwise', () => {
    expect(preferredLanguage(['sw-KE', 'en-GB'])).toBe('sw');
    expect(preferredLanguage(['sw_TZ'])).toBe('sw');
    expect(preferredLanguage(['fr-FR', 'SW'])).toBe('sw');
    expect(preferredLanguage(['en-US', 'sw'])).toBe('en');
    expect(preferredLanguage(['fr-FR'])).toBe('en');
    expect(preferredLanguage([])).toBe('en');
  });

  it('reads an Accept-Language header by its weights, not its order, and ignores what it refuses', () => {
    expect(acceptedLanguageTags('en;q=0.5, sw-KE, fr;q=0.9')).toEqual(['sw-KE', 'fr', 'en']);
    expect(acceptedLanguageTags('sw;q=0, en')).toEqual(['en']);
    expect(acceptedLanguageTags('*, ,sw;q=abc')).toEqual(['sw']);
    expect(acceptedLanguageTags(undefined)).toEqual([]);
    expect(languageOfAcceptLanguage('sw-KE,sw;q=0.9,en;q=0.8')).toBe('sw');
    expect(languageOfAcceptLanguage('en-KE,sw;q=0.9')).toBe('en');
    expect(languageOfAcceptLanguage('sw;q=0,en')).toBe('en');
    expect(languageOfAcceptLanguage('')).toBe('en');
  });
});
