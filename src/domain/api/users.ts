// Point 7: the returning-user lookup and sign-in by a one-time code.
import { z } from 'zod';
import {
  changePasswordMessages,
  changePasswordUserIdSchema,
  newPasswordSchema,
  oldPasswordSchema,
} from '../change-password-rules';
import { msisdnSchema, phoneOrEmailSchema } from '../fields';
import { forgotPasswordMessages, forgotPasswordPhoneSchema } from '../forgot-password-rules';
import { otpMessages } from '../otp-messages';
import { quotationMessages } from '../quotation-messages';
import { signupMessages } from '../signup-messages';
import {
  accountTypeSchema,
  PASSWORD_MAX,
  signupConfirmPasswordSchema,
  signupEmailSchema,
  signupIdNumberSchema,
  signupMsisdnSchema,
  signupNameSchema,
  signupPasswordSchema,
} from '../signup-rules';
import { boundedText } from '../text';

/** Point 3, existing-user lookup result: the full record, only for the signed-in owner of it. */
export const UserRecordSchema = z.object({
  id: z.string(),
  name: z.string(),
  msisdn: z.string(),
  id_number: z.string().nullable(),
  email: z.string().nullable(),
  profession: z.string().nullable(),
  address: z.string().nullable(),
  kra_pin: z.string().nullable(),
});
export type UserRecord = z.infer<typeof UserRecordSchema>;

/** The lookup's path: a phone (normalised) or an e-mail address (lower-cased). */
export const UserLookupParamsSchema = z.object({
  phoneOrEmail: phoneOrEmailSchema({
    required: quotationMessages.lookupInvalid,
    invalidPhone: quotationMessages.lookupInvalid,
    invalidEmail: quotationMessages.lookupInvalid,
  }),
});

/**
 * The lookup answer. An anonymous caller learns only that an account exists, with masked hints
 * ('J*** K***', 'j***@mail.com', '2547******78'); `user` is present only when the caller is signed in as
 * that account.
 */
export const UserLookupResponseSchema = z.object({
  status: z.literal(true),
  data: z.object({
    exists: z.boolean(),
    found_by: z.enum(['phone', 'email']).optional(),
    hints: z.object({ name: z.string(), email: z.string().nullable(), msisdn: z.string() }).optional(),
    user: UserRecordSchema.optional(),
  }),
});
export type UserLookupResponse = z.infer<typeof UserLookupResponseSchema>;

/**
 * Point 7, OTP request: the account's phone as typed (any Kenyan form) or its e-mail address, handed to
 * the service normalised. The code is always sent by SMS to the account's phone; the answer is the same
 * whether or not an account exists.
 */
const IdentifierSchema = phoneOrEmailSchema({
  required: otpMessages.phoneRequired,
  invalidPhone: otpMessages.invalidPhone,
  invalidEmail: otpMessages.invalidEmail,
});

export const OtpRequestSchema = z.object({ Identifier: IdentifierSchema });
export const OtpRequestResponseSchema = z.object({ status: z.literal(true), data: z.string() });

/** The four boxes combined into one number (point 5); 0012 arrives as 12, so it is padded back. */
export const OtpCodeSchema = z.union([z.number().int().min(0).max(9999), boundedText(4).regex(/^\d{1,4}$/)]);

export const OtpVerifySchema = z.object({ Identifier: IdentifierSchema, otp: OtpCodeSchema });

/** A sign-in code by e-mail while the phone's own lock stops codes by SMS. */
export const EmailCodeRequestSchema = z.object({ Identifier: IdentifierSchema });
export const EmailCodeVerifySchema = z.object({
  Identifier: IdentifierSchema,
  code: boundedText(6).regex(/^\d{6}$/, { error: otpMessages.emailCodeFormat }),
});
export const OtpVerifyResponseSchema = z.object({
  status: z.literal('success'),
  message: z.string(),
  user_token: z.string(),
  user: UserRecordSchema,
});
export type OtpVerifyResponse = z.infer<typeof OtpVerifyResponseSchema>;

/** Logout: ends the caller's own session (the token in the Authorization header) and nothing else. */
export const LogoutResponseSchema = z.object({ status: z.literal(true), message: z.string() });
export type LogoutResponse = z.infer<typeof LogoutResponseSchema>;

/**
 * Point 7, signup: the spec's payload, plus `accept_terms` (consent, recorded with its time). `is_owner`
 * is read from `account_type`, so a client's own copy of it is accepted and ignored.
 */
export const SignupRequestSchema = z
  .object({
    name: signupNameSchema,
    id_number: signupIdNumberSchema,
    msisdn: signupMsisdnSchema,
    email: signupEmailSchema,
    password: signupPasswordSchema,
    confirm_password: signupConfirmPasswordSchema,
    account_type: accountTypeSchema,
    is_owner: z.union([boundedText(20), z.boolean(), z.number()]).optional(),
    accept_terms: z.literal(true, { error: signupMessages.termsRequired }),
    /**
     * The code the first post (without it) sent to `msisdn`: it proves the phone, and only then is the
     * account made (or, when a purchase made that phone's account, kept with its covers).
     */
    otp: OtpCodeSchema.optional(),
  })
  .refine((body) => body.password === body.confirm_password, {
    error: signupMessages.passwordsMustMatch,
    path: ['confirm_password'],
  });
export type SignupRequest = z.infer<typeof SignupRequestSchema>;

export const SignupResponseSchema = z.object({
  status: z.literal(true),
  data: z.object({ token: z.string(), user: UserRecordSchema }),
});
export type SignupResponse = z.infer<typeof SignupResponseSchema>;

/** Signup's first step (202): a code went to the phone; the same body again with `otp` makes the account. */
export const SignupCodeSentResponseSchema = z.object({
  status: z.literal(true),
  data: z.object({ code_sent: z.literal(true), message: z.string() }),
});
export type SignupCodeSentResponse = z.infer<typeof SignupCodeSentResponseSchema>;

const loginPhoneSchema = msisdnSchema({
  required: otpMessages.phoneRequired,
  invalid: otpMessages.invalidPhone,
});

/**
 * Point 7, login ('Use password instead'): the phone as `msisdn` (or as `Identifier`, the OTP form's name)
 * and the password. Answered as OTP verify is.
 */
export const LoginRequestSchema = z
  .object({
    msisdn: loginPhoneSchema.optional(),
    Identifier: loginPhoneSchema.optional(),
    password: boundedText(PASSWORD_MAX).min(1, { error: signupMessages.passwordRequired }),
  })
  .refine((body) => Boolean(body.msisdn ?? body.Identifier), {
    error: otpMessages.phoneRequired,
    path: ['msisdn'],
  });
export type LoginRequest = z.infer<typeof LoginRequestSchema>;

/**
 * Point 7, change password. `old_password` may be left out only by an account that has no password yet
 * (one a purchase made, signed in by code): see docs/decisions.
 */
export const ChangePasswordRequestSchema = z.object({
  userId: changePasswordUserIdSchema,
  old_password: oldPasswordSchema.optional(),
  new_password: newPasswordSchema,
});
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequestSchema>;

export const ChangePasswordResponseSchema = z.object({ status: z.literal(true), message: z.string() });

/** Point 7, forgot password: the phone only (point 5's rule); answered the same with an account or not. */
export const ForgotPasswordRequestSchema = z.object({ Identifier: forgotPasswordPhoneSchema });
export type ForgotPasswordRequest = z.infer<typeof ForgotPasswordRequestSchema>;
export const ForgotPasswordResponseSchema = z.object({ status: z.literal(true), message: z.string() });
export type ForgotPasswordResponse = z.infer<typeof ForgotPasswordResponseSchema>;

/**
 * The step after forgot password (ours): the code from the SMS and a new password under the
 * change-password rules. Success ends every session of the account.
 */
export const ResetPasswordRequestSchema = z
  .object({
    Identifier: forgotPasswordPhoneSchema,
    otp: OtpCodeSchema,
    new_password: newPasswordSchema,
    confirm_password: boundedText(PASSWORD_MAX).min(1, { error: forgotPasswordMessages.confirmRequired }),
  })
  .refine((body) => body.new_password === body.confirm_password, {
    error: changePasswordMessages.mismatch,
    path: ['confirm_password'],
  });
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequestSchema>;
export const ResetPasswordResponseSchema = z.object({ status: z.literal(true), message: z.string() });
export type ResetPasswordResponse = z.infer<typeof ResetPasswordResponseSchema>;
