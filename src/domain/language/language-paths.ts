// Each language's pages live at their own URLs: English at the spec's routes ('/products'), Kiswahili at
// the same routes under '/sw' ('/sw/products'). A URL says its language, so a prerendered page, a shared
// link and an installed app's start page each open in theirs, and a search engine can list both.
import { defaultLanguage, type Language } from './languages.ts';

/** What a language's routes start with: nothing for English, '/sw' for Kiswahili. */
export const languagePrefixes: Record<Language, string> = { en: '', sw: '/sw' };

const kiswahiliPath = /^\/sw(?=$|[/?#])/;

/** The language a URL's path is in: '/sw', '/sw/…' and '/sw?…' are Kiswahili, every other path English. */
export function languageOfPath(path: string): Language {
  return kiswahiliPath.test(path) ? 'sw' : defaultLanguage;
}

/** A path without its language's prefix: '/sw/products' → '/products', '/sw' → '/'. */
export function pathWithoutLanguage(path: string): string {
  const prefix = languagePrefixes[languageOfPath(path)];
  const rest = path.slice(prefix.length);
  return rest === '' || rest.startsWith('?') || rest.startsWith('#') ? `/${rest}` : rest;
}

/** The same page in `language`: '/products?x=1' in Kiswahili is '/sw/products?x=1'; '/' is '/sw'. */
export function pathInLanguage(path: string, language: Language): string {
  const route = pathWithoutLanguage(path);
  const prefix = languagePrefixes[language];
  if (!prefix) return route;
  const home = route === '/' || route.startsWith('/?') || route.startsWith('/#');
  return home ? `${prefix}${route.slice(1)}` : `${prefix}${route}`;
}
