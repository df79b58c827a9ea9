import { describe, expect, it } from 'vitest';
import {
  languageOfPath,
  pathInLanguage,
  pathWithoutLanguage,
} from '../../../src/domain/language/language-paths';

describe("a URL's language", () => {
  it('reads Kiswahili from the /sw prefix and English from every other path', () => {
    expect(languageOfPath('/sw')).toBe('sw');
    expect(languageOfPath('/sw/products')).toBe('sw');
    expect(languageOfPath('/')).toBe('en');
    expect(languageOfPath('/products')).toBe('en');
    // A route that merely starts with the letters is not Kiswahili.
    expect(languageOfPath('/swahili')).toBe('en');
  });

  it('strips the prefix to the route the app draws', () => {
    expect(pathWithoutLanguage('/sw/products/home-insurance')).toBe('/products/home-insurance');
    expect(pathWithoutLanguage('/sw')).toBe('/');
    expect(pathWithoutLanguage('/sw?policy=1')).toBe('/?policy=1');
    expect(pathWithoutLanguage('/profile?policy=1')).toBe('/profile?policy=1');
  });

  it('names the same page in the other language, query and hash kept', () => {
    expect(pathInLanguage('/', 'sw')).toBe('/sw');
    expect(pathInLanguage('/#about', 'sw')).toBe('/sw#about');
    expect(pathInLanguage('/profile?policy=7', 'sw')).toBe('/sw/profile?policy=7');
    expect(pathInLanguage('/sw/profile?policy=7', 'en')).toBe('/profile?policy=7');
    expect(pathInLanguage('/sw', 'en')).toBe('/');
    expect(pathInLanguage('/sw/products', 'sw')).toBe('/sw/products');
  });
});
