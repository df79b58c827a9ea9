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
} as const;
