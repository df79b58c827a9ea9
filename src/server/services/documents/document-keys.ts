// Where each cover document is stored (through the storage interface: a file or an S3 object).
// Keys are made of the cover's UUID (checked by the route) and fixed words only; never of what a client typed.
// A document printed before M-Pesa's receipt number was known (its callback lost) is kept under a
// '-pending' key, so the number's arrival makes the next read render the final one instead of serving it.
// Each is printed in its holder's language: a Kiswahili copy is kept beside the English one ('-sw'), so a
// holder who changes language gets their documents anew in it (English keys are those from before).
import { defaultLanguage, type Language } from '../../../domain/language/languages';

const pending = (numbered: boolean) => (numbered ? '' : '-pending');
const spoken = (language: Language) => (language === defaultLanguage ? '' : `-${language}`);
export const scheduleKey = (coverId: string, numbered: boolean, language: Language) =>
  `covers/${coverId}/schedule${pending(numbered)}${spoken(language)}.pdf`;
// The receipt names the policy number once there is one, so the one stored before approval is replaced.
export const receiptKey = (coverId: string, issued: boolean, numbered: boolean, language: Language) =>
  `covers/${coverId}/receipt${issued ? '-issued' : ''}${pending(numbered)}${spoken(language)}.pdf`;
// The cover note is printed once: what it says (the payment, the 30 days from it) never changes.
export const coverNoteKey = (coverId: string, language: Language) =>
  `covers/${coverId}/cover-note${spoken(language)}.pdf`;
