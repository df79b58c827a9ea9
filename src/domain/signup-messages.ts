// Point 5, signup: each field's message in the spec's words, and our own where the spec has none. Apart
// from the rules (signup-rules.ts) so the signup page shows them without loading zod.
export const signupMessages = {
  nameRequired: 'Full Name is required',
  nameTooShort: 'Name must be at least 2 characters',
  nameLetters: 'Name must contain only letters and spaces',
  idNumberRequired: 'ID Number is required',
  idNumberFormat: 'ID Number must be 6-12 digits',
  phoneRequired: 'Phone Number is required',
  phoneFormat: 'Invalid phone number format',
  emailRequired: 'Email is required',
  emailFormat: 'Invalid email address',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 8 characters',
  passwordLowercase: 'Password must contain at least one lowercase letter',
  passwordUppercase: 'Password must contain at least one uppercase letter',
  passwordNumber: 'Password must contain at least one number',
  passwordSpecial: 'Password must contain at least one special character',
  confirmRequired: 'Confirm Password is required',
  passwordsMustMatch: 'Passwords must match',
  accountTypeRequired: 'Account Type is required',
  // Our own (the Data Protection Act 2019, s.26 needs the consent recorded; the spec has no checkbox).
  termsRequired: 'Please accept the terms and the privacy notice to create an account.',
  // Signup lands on the quote wizard, which otherwise says nothing of the new account.
  accountCreated: (firstName: string) =>
    `Welcome, ${firstName}! Your account has been created. Get your first quote below.`,
} as const;
