// The portal's profile (points 2 and 7): what the server answers that the spec does not word itself.
// The fields' own messages are the contact form's (contact-rules.ts): the same person, the same fields.

export const profileMessages = {
  /** Any id but the caller's own: the same answer whether or not that account exists. */
  notFound: 'Account not found.',
  phoneTaken: 'This phone number belongs to another account. Please use a different number.',
  emailTaken: 'This email address belongs to another account. Please use a different address.',
  idNumberTaken: 'This ID number belongs to another account. Please check it, or call us.',
  /** Point 7: a 200 shows this. */
  updated: 'Profile updated successfully',
  /** A new phone is not the account's until the code sent to it is entered. */
  phoneCodeSent:
    'Profile updated. We have sent a code to your new phone number: enter it to start using that number.',
  phoneCodeResent: 'We have sent a new code to your new phone number.',
  phoneChanged: 'Your phone number has been changed.',
  /** The verify or resend step when no new phone waits (already verified, or never named). */
  noPhoneWaiting: 'No new phone number is waiting for a code.',
} as const;
