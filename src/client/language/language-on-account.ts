// The account keeps the language its holder reads us in (issue 28): the server writes their SMS, e-mails
// and documents in it. A sign-in records the page's language by itself; a switch made while signed in is
// saved on the next page, once the page is idle (the switch itself only loads the other page). The device
// notes what it saved on which account, so a page in the same language asks nothing.
import { currentLanguage } from '../../domain/language/current-language';
import { languageChoiceKey } from '../../domain/language/languages';
import { session } from '../state/session';
import { whenPageIdle } from '../ui/when-page-idle';

const savedKey = `${languageChoiceKey}-saved`;

export function keepLanguageOnAccount(): void {
  const userId = session.userDetails?.id;
  if (!userId) return;
  const saved = `${userId}:${currentLanguage()}`;
  try {
    if (localStorage.getItem(savedKey) === saved) return;
  } catch {
    return;
  }
  whenPageIdle(() => {
    void import('./save-language-on-account')
      .then((saving) => saving.saveLanguageOnAccount(userId, currentLanguage()))
      .then(() => localStorage.setItem(savedKey, saved))
      // Offline or refused: the next page asks again, which changes nothing on the account.
      .catch(() => {});
  });
}
