// The device keeps the language its user chose: the next page of this site opens in it
// (server/static/language-choice-script.ts), whichever URL is opened. Not personal data: it stays after
// sign-out, as a shared phone's language would.
import { type Language, languageChoiceKey } from '../../domain/language/languages';

export function rememberLanguage(language: Language): void {
  try {
    localStorage.setItem(languageChoiceKey, language);
  } catch {
    // Storage refused (a private window's quota): the link still opens the page in that language.
  }
}
