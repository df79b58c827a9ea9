// The single home of every user-facing text's two languages (issue 28). A module of messages declares
// each text in English (the spec's, verbatim) and in Kiswahili, under a namespace:
//
//   export const quotationMessages = defineMessages('quotation', {
//     failed: { en: 'Failed to get quotation. Please try again.', sw: 'Imeshindwa …' },
//     optionsFound: withValues<{ count: number }>({ en: '…{count, plural, …}…', sw: '…' }),
//   });
//
// and its callers keep reading `quotationMessages.failed` (a string) or calling
// `quotationMessages.optionsFound({ count })`: each read answers in the language `currentLanguage()`
// names at that moment. A page's client build carries only the English texts in its chunks; a
// Kiswahili page adds every Kiswahili text from one script loaded before the app
// (scripts/vite-language-texts.ts), which `addTexts` files here.
import { currentLanguage } from './current-language.ts';
import type { Language } from './languages';

/** One text in both languages. In a client build's chunks, `sw` has been moved to the Kiswahili script. */
export interface Texts {
  readonly en: string;
  readonly sw: string;
}

/** A text with values (amounts, names, references) to put in: see with-values.ts. */
export interface ValueTexts<Values> extends Texts {
  readonly format: (text: unknown, values: Values, language: Language) => string;
}

// biome-ignore lint/suspicious/noExplicitAny: a message's values are declared by its own withValues<…>.
type Entry = Texts | ValueTexts<any>;

export type Messages<Entries extends Record<string, Entry>> = {
  readonly [Key in keyof Entries]: Entries[Key] extends ValueTexts<infer Values>
    ? (values: Values) => string
    : string;
};

/** The global a Kiswahili page's texts scripts fill (scripts/vite-language-texts.ts writes them). */
export const kiswahiliTextsGlobal = '__kingaKiswahili';

/** Every namespace defined so far, for the key-coverage test and the build's Kiswahili script. */
export const definedMessages = new Map<string, Record<string, Entry>>();

// Texts that arrived apart from their modules: a Kiswahili page's script, by `namespace.key`.
const addedTexts: Partial<Record<Language, Record<string, unknown>>> = {};

/**
 * Files a language's texts that the chunks do not carry (a client build's Kiswahili scripts). The first
 * object is kept by reference: the scripts of chunks loaded later add their texts to it.
 */
export function addTexts(language: Language, texts: Record<string, unknown>): void {
  const added = addedTexts[language];
  if (added) Object.assign(added, texts);
  else addedTexts[language] = texts;
}

function textIn(language: Language, namespace: string, key: string, entry: Entry): unknown {
  // A text missing in the reader's language shows in English rather than as nothing; the coverage test
  // (tests/domain/language/message-coverage.test.ts) keeps that from shipping.
  return (entry as Partial<Texts>)[language] ?? addedTexts[language]?.[`${namespace}.${key}`] ?? entry.en;
}

export function defineMessages<Entries extends Record<string, Entry>>(
  namespace: string,
  entries: Entries,
): Messages<Entries> {
  // A namespace read twice (a module evaluated again, by the dev server or a test) takes the later texts;
  // two modules sharing one is caught by the coverage test, which reads the sources.
  definedMessages.set(namespace, entries);
  byEnglish = undefined;
  const messages = {};
  for (const [key, entry] of Object.entries(entries)) {
    Object.defineProperty(messages, key, {
      enumerable: true,
      get: () => {
        const language = currentLanguage();
        const text = textIn(language, namespace, key, entry);
        if (!('format' in entry)) return text;
        // biome-ignore lint/suspicious/noExplicitAny: the values' type is checked at the call's site.
        return (values: any) => entry.format(text, values, language);
      },
    });
  }
  return messages as Messages<Entries>;
}

// English text → its entry, for `spokenText`; rebuilt when a module defines more messages.
let byEnglish: Map<string, { namespace: string; key: string; entry: Entry }> | undefined;

/**
 * An English text read before the language was known (a schema's or the error catalogue's message,
 * fixed when its module loaded on the server), in the language spoken now. A text that is not one of the
 * messages is returned as it is.
 */
export function spokenText(text: string): string {
  const language = currentLanguage();
  if (language === 'en') return text;
  if (!byEnglish) {
    byEnglish = new Map();
    for (const [namespace, entries] of definedMessages)
      for (const [key, entry] of Object.entries(entries))
        if (!('format' in entry) && !byEnglish.has(entry.en))
          byEnglish.set(entry.en, { namespace, key, entry });
  }
  const found = byEnglish.get(text);
  if (!found) return text;
  const spoken = textIn(language, found.namespace, found.key, found.entry);
  return typeof spoken === 'string' ? spoken : text;
}
