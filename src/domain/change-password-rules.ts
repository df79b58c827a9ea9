// Point 5, change password: the spec's messages, and the rule for the new password (at least 6 on change,
// where signup asks for 8 with four kinds of character: the spec says so, and the form and server agree).
import { idSchema } from './fields';
import { defineMessages } from './language/messages';
import { PASSWORD_MAX } from './signup-rules';
import { boundedText } from './text';

export const changePasswordMessages = defineMessages('changePassword', {
  userIdMissing: {
    en: 'User ID not found. Please log in again.',
    sw: 'Kitambulisho cha mtumiaji hakikupatikana. Tafadhali ingia tena.',
  },
  newTooShort: {
    en: 'New password must be at least 6 characters long.',
    sw: 'Nenosiri jipya liwe na angalau herufi 6.',
  },
  mismatch: {
    en: 'New password and confirm password do not match.',
    sw: 'Nenosiri jipya na nenosiri la kuthibitisha havilingani.',
  },
  // Our own: the spec says all three fields are required without saying how.
  oldRequired: { en: 'Current password is required.', sw: 'Nenosiri la sasa linahitajika.' },
  newRequired: { en: 'New password is required.', sw: 'Nenosiri jipya linahitajika.' },
  oldIncorrect: { en: 'The current password is incorrect.', sw: 'Nenosiri la sasa si sahihi.' },
  changed: {
    en: 'Password changed. Please sign in again.',
    sw: 'Nenosiri limebadilishwa. Tafadhali ingia tena.',
  },
  // A reason: the refusal adds how long to wait (wait-messages.ts).
  tooManyTries: { en: 'Too many password attempts.', sw: 'Majaribio mengi mno ya nenosiri.' },
});

export const changePasswordUserIdSchema = idSchema(changePasswordMessages.userIdMissing);

/** Not trimmed: a space may be part of a password. */
export const newPasswordSchema = boundedText(PASSWORD_MAX)
  .min(1, { error: changePasswordMessages.newRequired, abort: true })
  .min(6, { error: changePasswordMessages.newTooShort });

export const oldPasswordSchema = boundedText(PASSWORD_MAX).min(1, {
  error: changePasswordMessages.oldRequired,
});
