// The forgot-password form's own words around the server's rules (forgot-password-rules.ts): point 8's
// service fallbacks, and the code field of the reset step. Words only, no zod: the API client of every
// sign-in form reads them (the code's rule is in forgot-password-rules.ts).

export const passwordResetFormMessages = {
  /** Point 8: the request never got an answer, or the answer was not a success and said nothing. */
  requestFailed: 'An error occurred while requesting a password reset.',
  processFailed: 'Failed to process password reset.',
  // Our own: the spec's screen stops at the phone; the reset step needs the code.
  codeRequired: 'Please enter the 4-digit code from the SMS.',
} as const;
