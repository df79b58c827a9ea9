// The inline script repeats domain/language's rules in ES5; this holds it to them, in every case a reader
// can open a page in.
import { describe, expect, it } from 'vitest';
import { pathInLanguage } from '../../../src/domain/language/language-paths';
import { languageChoiceKey, preferredLanguage } from '../../../src/domain/language/languages';
import { languageChoiceScript } from '../../../src/server/static/language-choice-script';

function run(url: string, stored: string | null, browserLanguages: string[]): string | undefined {
  const { pathname, search, hash } = new URL(url, 'https://kinga.example');
  let replacedWith: string | undefined;
  const location = { pathname, search, hash, replace: (target: string) => (replacedWith = target) };
  const localStorage = { getItem: (key: string) => (key === languageChoiceKey ? stored : null) };
  const navigator = { languages: browserLanguages, language: browserLanguages[0] };
  const document = { addEventListener: () => undefined };
  new Function('location', 'localStorage', 'navigator', 'document', languageChoiceScript)(
    location,
    localStorage,
    navigator,
    document,
  );
  return replacedWith;
}

type Click = (event: { target: { closest: (selector: string) => unknown } }) => void;

const urls = [
  '/',
  '/products/home-insurance?x=1#benefits',
  '/profile?policy=7',
  '/sw',
  '/sw/terms',
  '/sw?a=b',
];

describe('the language choice script', () => {
  it("sends a reader who chose a language to that language's page, from either language's URL", () => {
    for (const url of urls)
      for (const chosen of ['en', 'sw'] as const) {
        const target = pathInLanguage(url, chosen);
        expect(run(url, chosen, ['en-GB']), `${url} chosen ${chosen}`).toBe(
          target === url ? undefined : target,
        );
      }
  });

  it("on a first visit to an English URL, follows the browser's first language of ours", () => {
    for (const languages of [['sw-KE', 'en'], ['fr', 'sw'], ['en-US', 'sw'], ['fr'], []]) {
      const wanted = preferredLanguage(languages);
      expect(run('/products', null, languages), languages.join()).toBe(
        wanted === 'sw' ? '/sw/products' : undefined,
      );
    }
  });

  it('keeps a Kiswahili link in Kiswahili for a reader who never chose, whatever the browser says', () => {
    expect(run('/sw/products', null, ['en-US'])).toBeUndefined();
  });

  it('remembers a tap on the switch made before the app has started', () => {
    const clicks: Click[] = [];
    let stored: string | null = null;
    new Function('location', 'localStorage', 'navigator', 'document', languageChoiceScript)(
      { pathname: '/sw/terms', search: '', hash: '', replace: () => undefined },
      { getItem: () => null, setItem: (_key: string, value: string) => (stored = value) },
      { languages: ['sw-KE'] },
      { addEventListener: (_type: string, listener: Click) => clicks.push(listener) },
    );
    const tap = (hreflang: string | null) =>
      clicks[0]?.({ target: { closest: () => (hreflang ? { getAttribute: () => hreflang } : null) } });
    tap(null);
    tap('fr');
    expect(stored).toBeNull();
    tap('en');
    expect(stored).toBe('en');
  });

  it('leaves the back office in English', () => {
    expect(run('/admin/claims', 'sw', ['sw'])).toBeUndefined();
  });

  it('ignores a stored value that is not one of our languages', () => {
    expect(run('/products', 'fr', ['en'])).toBeUndefined();
  });
});
