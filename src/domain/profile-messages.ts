// The portal's profile (points 2 and 7): what the server answers that the spec does not word itself.
// The fields' own messages are the contact form's (contact-rules.ts): the same person, the same fields.
import { defineMessages } from './language/messages';

export const profileMessages = defineMessages('profile', {
  /** Any id but the caller's own: the same answer whether or not that account exists. */
  notFound: { en: 'Account not found.', sw: 'Akaunti haikupatikana.' },
  phoneTaken: {
    en: 'This phone number belongs to another account. Please use a different number.',
    sw: 'Namba hii ya simu ni ya akaunti nyingine. Tafadhali tumia namba nyingine.',
  },
  emailTaken: {
    en: 'This email address belongs to another account. Please use a different address.',
    sw: 'Barua pepe hii ni ya akaunti nyingine. Tafadhali tumia anwani nyingine.',
  },
  idNumberTaken: {
    en: 'This ID number belongs to another account. Please check it, or call us.',
    sw: 'Namba hii ya kitambulisho ni ya akaunti nyingine. Tafadhali ihakiki, au utupigie simu.',
  },
  /** Point 7: a 200 shows this. */
  updated: { en: 'Profile updated successfully', sw: 'Wasifu umesasishwa' },
  /** A new phone is not the account's until the code sent to it is entered. */
  phoneCodeSent: {
    en: 'Profile updated. We have sent a code to your new phone number: enter it to start using that number.',
    sw: 'Wasifu umesasishwa. Tumetuma namba ya uthibitisho kwa namba yako mpya ya simu: iweke ili uanze kutumia namba hiyo.',
  },
  phoneCodeResent: {
    en: 'We have sent a new code to your new phone number.',
    sw: 'Tumetuma namba mpya ya uthibitisho kwa namba yako mpya ya simu.',
  },
  phoneChanged: { en: 'Your phone number has been changed.', sw: 'Namba yako ya simu imebadilishwa.' },
  /** The verify or resend step when no new phone waits (already verified, or never named). */
  noPhoneWaiting: {
    en: 'No new phone number is waiting for a code.',
    sw: 'Hakuna namba mpya ya simu inayosubiri namba ya uthibitisho.',
  },
});
