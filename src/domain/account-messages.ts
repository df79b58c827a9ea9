// What the account endpoints (signup, password sign-in, logout, change password) tell people, for server
// and client alike. The lookup already says whether a phone or an e-mail has an account, so saying it here
// too gives nothing away that was not given.
export const accountMessages = {
  signedOut: 'Signed out.',
  /** No live session where one is needed (never signed in, signed out, or expired). */
  signInAgain: 'Please sign in again.',
  phoneTaken: 'An account with this phone number already exists. Please log in instead.',
  // Signup's first step: the account is made only once the code sent to the phone is entered.
  signupCodeSent: 'We have sent a code to your phone. Enter it to create your account.',
  emailTaken: 'An account with this email address already exists. Please log in instead.',
  idNumberTaken: 'An account with this ID number already exists. Please log in instead, or call us.',
  // A reason: the refusal adds how long to wait (wait-messages.ts).
  tooManySignups: 'Too many sign-up attempts.',
  // One sentence for an unknown phone, a wrong password and an account without one: none tells which.
  loginIncorrect: 'Incorrect phone number or password.',
  tooManyLogins: 'Too many sign-in attempts.',
  // The client's own, when no answer came or it could not be read.
  loginFailed: 'Failed to log in. Please try again.',
  signupFailed: 'Failed to create your account. Please try again.',
  /** After repeated wrong passwords for a phone (with or without an account): when, and what else works. */
  loginLocked: (waitMinutes: number) =>
    `Too many wrong passwords for this number. Please try again in ${waitInWords(waitMinutes)}, or sign in with a code sent to your phone.`,
} as const;

/** '15 minutes', '2 hours', '1 hour 30 minutes': a wait as a person says it, rounded up to the minute. */
function waitInWords(minutes: number): string {
  const whole = Math.max(1, Math.ceil(minutes));
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  const unit = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
  if (hours === 0) return unit(rest, 'minute');
  return rest === 0 ? unit(hours, 'hour') : `${unit(hours, 'hour')} ${unit(rest, 'minute')}`;
}
