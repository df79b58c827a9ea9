// Point 5, signup: each field's rule with the spec's own message, once for the signup form and the server.
import { z } from 'zod';
import { accountTypes } from './account-type';
import { emailSchema, msisdnSchema } from './fields';
import { boundedText } from './text';

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

/** Long enough for any passphrase, short enough that hashing it costs nothing extra. */
export const PASSWORD_MAX = 128;
const NAME_MAX = 100;

export const signupNameSchema = boundedText(NAME_MAX)
  .trim()
  .min(1, { error: signupMessages.nameRequired, abort: true })
  .min(2, { error: signupMessages.nameTooShort, abort: true })
  .regex(/^[\p{L}\s]+$/u, { error: signupMessages.nameLetters });

export const signupIdNumberSchema = boundedText(20, signupMessages.idNumberFormat)
  .trim()
  .min(1, { error: signupMessages.idNumberRequired, abort: true })
  .regex(/^\d{6,12}$/, { error: signupMessages.idNumberFormat });

export const signupMsisdnSchema = msisdnSchema({
  required: signupMessages.phoneRequired,
  invalid: signupMessages.phoneFormat,
});

export const signupEmailSchema = emailSchema({
  required: signupMessages.emailRequired,
  invalid: signupMessages.emailFormat,
});

/** Not trimmed: a space may be part of a password. */
export const signupPasswordSchema = boundedText(PASSWORD_MAX)
  .min(1, { error: signupMessages.passwordRequired, abort: true })
  .min(8, { error: signupMessages.passwordTooShort, abort: true })
  .regex(/[a-z]/, { error: signupMessages.passwordLowercase })
  .regex(/[A-Z]/, { error: signupMessages.passwordUppercase })
  .regex(/\d/, { error: signupMessages.passwordNumber })
  .regex(/[^A-Za-z0-9]/, { error: signupMessages.passwordSpecial });

export const signupConfirmPasswordSchema = boundedText(PASSWORD_MAX).min(1, {
  error: signupMessages.confirmRequired,
});

export const accountTypeSchema = z.enum(accountTypes, { error: signupMessages.accountTypeRequired });
