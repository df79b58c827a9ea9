// Point 5, change password: the spec's messages, and the rule for the new password (at least 6 on change,
// where signup asks for 8 with four kinds of character: the spec says so, and the form and server agree).
import { idSchema } from './fields';
import { PASSWORD_MAX } from './signup-rules';
import { boundedText } from './text';

export const changePasswordMessages = {
  userIdMissing: 'User ID not found. Please log in again.',
  newTooShort: 'New password must be at least 6 characters long.',
  mismatch: 'New password and confirm password do not match.',
  // Our own: the spec says all three fields are required without saying how.
  oldRequired: 'Current password is required.',
  newRequired: 'New password is required.',
  oldIncorrect: 'The current password is incorrect.',
  changed: 'Password changed. Please sign in again.',
  // A reason: the refusal adds how long to wait (wait-messages.ts).
  tooManyTries: 'Too many password attempts.',
} as const;

export const changePasswordUserIdSchema = idSchema(changePasswordMessages.userIdMissing);

/** Not trimmed: a space may be part of a password. */
export const newPasswordSchema = boundedText(PASSWORD_MAX)
  .min(1, { error: changePasswordMessages.newRequired, abort: true })
  .min(6, { error: changePasswordMessages.newTooShort });

export const oldPasswordSchema = boundedText(PASSWORD_MAX).min(1, {
  error: changePasswordMessages.oldRequired,
});
