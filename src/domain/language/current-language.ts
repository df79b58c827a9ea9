// Which language the code running now speaks. Pure: whoever runs the code says where the answer comes
// from. A page in the browser has one language for its whole life (the switch loads the other
// language's URL); the server answers each request in its own (server/http/request-language.ts), and
// an SMS or e-mail job in its holder's.
import { defaultLanguage, type Language } from './languages.ts';

let source: () => Language = () => defaultLanguage;

export function currentLanguage(): Language {
  return source();
}

/** Where `currentLanguage()` reads from from now on: the page's language, or the request's. */
export function setLanguageSource(next: () => Language): void {
  source = next;
}

/** Runs `read` (synchronous) speaking `language`, then speaks as before: a build step's page in Kiswahili. */
export function readInLanguage<Result>(language: Language, read: () => Result): Result {
  const before = source;
  source = () => language;
  try {
    return read();
  } finally {
    source = before;
  }
}
