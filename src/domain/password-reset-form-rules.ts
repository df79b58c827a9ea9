// The forgot-password form's own words around the server's rules (forgot-password-rules.ts): point 8's
// service fallbacks, and the code field of the reset step. Words only, no zod: the API client of every
// sign-in form reads them (the code's rule is in forgot-password-rules.ts).
import { defineMessages } from './language/messages';

export const passwordResetFormMessages = defineMessages('passwordResetForm', {
  /** Point 8: the request never got an answer, or the answer was not a success and said nothing. */
  requestFailed: {
    en: 'An error occurred while requesting a password reset.',
    sw: 'Hitilafu imetokea wakati wa kuomba kubadilisha nenosiri.',
  },
  processFailed: {
    en: 'Failed to process password reset.',
    sw: 'Imeshindwa kubadilisha nenosiri.',
  },
  // Our own: the spec's screen stops at the phone; the reset step needs the code.
  codeRequired: {
    en: 'Please enter the 4-digit code from the SMS.',
    sw: 'Tafadhali weka namba ya tarakimu 4 kutoka kwenye SMS.',
  },
});
