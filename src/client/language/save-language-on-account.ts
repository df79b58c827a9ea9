// Saves the page's language on the account (see language-on-account.ts, which loads this only when the
// account does not have it yet).

import type { Language } from '../../domain/language/languages';
import { callEndpoint } from '../api/call-endpoint';

export async function saveLanguageOnAccount(userId: string, language: Language): Promise<void> {
  await callEndpoint('chooseLanguage', { params: { id: userId }, body: { language } }, '');
}
