// The product's two languages, Kenya's official ones (issue 28). English is the spec's own and the
// default; Kiswahili is the second. Pure: the browser, the server and the USSD menus all decide from here.

export const languages = ['en', 'sw'] as const;
export type Language = (typeof languages)[number];

export const defaultLanguage: Language = 'en';

/** Each language's name in itself, as the switch shows it ("English · Kiswahili"). */
export const languageNames: Record<Language, string> = { en: 'English', sw: 'Kiswahili' };

/** The locale `Intl` formats numbers, money and dates with, and `<html lang>` names. */
export const intlLocales: Record<Language, string> = { en: 'en-KE', sw: 'sw-KE' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/**
 * The language a list of preferred languages asks for (`navigator.languages`, or an `Accept-Language`
 * header's tags in order): the first whose primary subtag is one of ours ('sw-KE' and 'sw' are Kiswahili),
 * else English.
 */
export function preferredLanguage(tags: readonly string[]): Language {
  for (const tag of tags) {
    const primary = tag.trim().split(/[-_]/)[0]?.toLowerCase();
    if (isLanguage(primary)) return primary;
  }
  return defaultLanguage;
}

/**
 * An `Accept-Language` header's tags, most wanted first (`sw-KE,sw;q=0.9,en;q=0.8`). A tag with q=0 is
 * refused, not wanted; a malformed weight counts as 1, as a browser would mean it.
 */
export function acceptedLanguageTags(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...parameters] = part.split(';').map((piece) => piece.trim());
      const weight = parameters.find((parameter) => parameter.startsWith('q='));
      const q = weight === undefined ? 1 : Number(weight.slice(2));
      return { tag, q: Number.isFinite(q) ? q : 1, index };
    })
    .filter((entry) => entry.tag !== '' && entry.tag !== '*' && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
}

/** The language an `Accept-Language` header asks for. */
export function languageOfAcceptLanguage(header: string | undefined): Language {
  return preferredLanguage(acceptedLanguageTags(header));
}

/** Where a device keeps the language its user chose with the switch (localStorage). */
export const languageChoiceKey = 'kinga-language';
