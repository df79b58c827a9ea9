// Point 5, signup: each field's rule with the spec's own message, once for the signup form and the server.
import { z } from 'zod';
import { accountTypes } from './account-type';
import { emailSchema, msisdnSchema } from './fields';
import { signupMessages } from './signup-messages';
import { boundedText } from './text';

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
