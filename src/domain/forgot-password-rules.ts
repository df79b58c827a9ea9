// Point 5, forgot password: the spec's phone rule and messages, and the reset step the spec leaves out (a
// code by SMS, then a new password under the change-password rules), for the form and the server alike.
// The answer to a well-formed phone is the same whether or not it has an account.
import { agency } from './business';
import { otpLifetimeMinutes } from './otp-lifetime';
import { passwordResetFormMessages } from './password-reset-form-rules';
import { boundedText } from './text';

export const forgotPasswordMessages = {
  phoneRequired: 'Phone Number is required to reset password',
  phoneFormat: 'Phone Number must be 10-15 digits, optionally starting with +',
  /** Point 7's default toast: said for every well-formed phone, with an account or not. */
  sent: 'Reset instructions sent via SMS.',
  // Our own: the step after the spec's screen.
  passwordReset: 'Your password has been reset. Please sign in with your new password.',
  confirmRequired: 'Please confirm the new password.',
  resetSms: (code: string) =>
    `Your ${agency.shortName} password reset code is ${code}. It expires in ${otpLifetimeMinutes} minutes. If you did not ask to reset your password, ignore this message.`,
} as const;

/** '+' and 10 to 15 digits, as the spec's form checks it (not only Kenyan numbers: the form allows more). */
export const forgotPasswordPhoneSchema = boundedText(20, forgotPasswordMessages.phoneFormat)
  .trim()
  .min(1, { error: forgotPasswordMessages.phoneRequired, abort: true })
  .regex(/^\+?\d{10,15}$/, { error: forgotPasswordMessages.phoneFormat });

/** The 4-digit reset code as typed. */
export const resetCodeSchema = boundedText(4, passwordResetFormMessages.codeRequired).regex(/^\d{4}$/, {
  error: passwordResetFormMessages.codeRequired,
});
