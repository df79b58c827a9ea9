// Texts with values put in (amounts, names, references, counts), written in ICU MessageFormat and
// formatted by Lingui (@lingui/core): the smallest maintained runtime for precompiled ICU messages
// (2.3 KB gz), with plurals from the platform's Intl.PluralRules for en-KE and sw-KE. Only modules that
// declare such a text import this file, so a page whose texts are all plain does not carry it.
//
// The client build compiles these texts ahead (scripts/vite-language-texts.ts). The server compiles them
// on first use, with the compiler `setMessageCompiler` gives it; elsewhere outside production (the
// tests, the dev server) Lingui compiles them itself.
import { type I18n, setupI18n } from '@lingui/core';
import { intlLocales, type Language } from './languages';
import type { Texts, ValueTexts } from './messages';

type Compile = (text: string) => unknown;

let compile: Compile | undefined;
const compiledTexts = new Map<string, unknown>();
const formatters: Partial<Record<Language, I18n>> = {};

/** Lets Node (the server, the tests) format texts that were not compiled by the client build. */
export function setMessageCompiler(compiler: Compile): void {
  compile = compiler;
}

function compiled(text: unknown): unknown {
  if (typeof text !== 'string' || !compile) return text;
  let done = compiledTexts.get(text);
  if (done === undefined) {
    done = compile(text);
    compiledTexts.set(text, done);
  }
  return done;
}

function formatterFor(language: Language): I18n {
  let formatter = formatters[language];
  if (!formatter) {
    const locale = intlLocales[language];
    formatter = setupI18n({ locale, messages: { [locale]: {} } });
    formatters[language] = formatter;
  }
  return formatter;
}

export function formatText(text: unknown, values: object, language: Language): string {
  // Lingui takes a compiled message in place of a catalog's; an id of its own is not needed.
  return formatterFor(language)._({
    id: '',
    message: compiled(text) as string,
    values: values as Record<string, unknown>,
  });
}

/** Declares a text whose ICU placeholders take `Values`: `withValues<{ count: number }>({ en, sw })`. */
export function withValues<Values extends object>(texts: Texts): ValueTexts<Values> {
  return { ...texts, format: formatText };
}
