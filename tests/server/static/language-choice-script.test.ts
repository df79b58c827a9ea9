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
  new Function('location', 'localStorage', 'navigator', languageChoiceScript)(
    location,
    localStorage,
    navigator,
  );
  return replacedWith;
}

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

  it('leaves the back office in English', () => {
    expect(run('/admin/claims', 'sw', ['sw'])).toBeUndefined();
  });

  it('ignores a stored value that is not one of our languages', () => {
    expect(run('/products', 'fr', ['en'])).toBeUndefined();
  });
});
