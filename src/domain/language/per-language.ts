// Intl's formatters in the language spoken now (numbers, money and dates in en-KE or sw-KE). Each is made
// the first time its language asks for it, then kept. Never at a module's top level: making one loads its
// locale's data, about 10 ms of a mid-range phone's CPU, which every module that kept one there charged
// to whatever page imported it (a third of the contract's start-up on /profile).
import { currentLanguage } from './current-language';
import { intlLocales, type Language } from './languages';

/** A getter for the value `make` builds for the language spoken at the time of each call. */
export function perLanguage<T>(make: (locale: string, language: Language) => T): () => T {
  const made: Partial<Record<Language, T>> = {};
  return () => {
    const language = currentLanguage();
    let value = made[language];
    if (value === undefined) {
      value = make(intlLocales[language], language);
      made[language] = value;
    }
    return value;
  };
}
