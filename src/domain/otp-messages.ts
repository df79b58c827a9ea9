// What sign-in by a one-time code tells people, and the texts it sends, for server and client alike.
// Plain, with the next step in each sentence. A code request is answered the same whether or not an
// account exists.
import { agency } from './business';
import { contactMessages } from './contact-rules';
import { otpLifetimeMinutes } from './otp-lifetime';

export const otpMessages = {
  /** Point 5, forgot password: the service's words for an empty phone. */
  phoneRequired: 'Phone number is required.',
  invalidPhone: contactMessages.phoneFormat,
  invalidEmail: contactMessages.emailFormat,
  sentIfAccount: 'If this number has an account, we have sent it a code.',
  // Not the masked phone: naming it would say that the address has an account.
  sentIfAccountByEmail: 'If this address has an account, we have sent a code to its phone.',
  // Reasons: a refusal adds how long to wait (wait-messages.ts).
  tooManyRequests: 'Too many code requests.',
  tooManyChecks: 'Too many code checks.',
  incorrect: 'The code is incorrect.',
  expired: 'This code has expired. Please request a new code.',
  tooManyWrong: 'Too many wrong codes. Please request a new code.',
  /** How long to wait, in minutes (rounded up). */
  phoneLocked: (minutes: number) =>
    `Too many wrong codes for this number. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  signedIn: 'Signed in successfully.',
  /** The client's words when a request or a check fails without the server's own sentence. */
  sendFailed: 'Failed to send OTP. Please try again.',
  verifyFailed: 'Failed to verify OTP. Please try again.',
  resendFailed: 'Failed to resend OTP. Please try again.',
  /** Point 2, /otp opened without the phone that /login carries in navigation state. */
  phoneNotProvided: 'Phone number not provided. Please log in again.',
  codeSms: (code: string) =>
    `Your ${agency.shortName} sign-in code is ${code}. It expires in ${otpLifetimeMinutes} minutes. Never share it: ${agency.shortName} will never ask for it.`,
  phoneChangeCodeSms: (code: string) =>
    `Your ${agency.shortName} code to add this number to your account is ${code}. It expires in ${otpLifetimeMinutes} minutes. If you did not ask for it, ignore this SMS.`,
  // The way in while the phone's own lock stops codes by SMS.
  emailCodeSent: 'If this number has an account with an e-mail address, we have sent a 6-digit code to it.',
  emailCodeFormat: 'Please enter the 6-digit code from the e-mail.',
  emailCodeMail: (code: string) => ({
    subject: `Your ${agency.shortName} sign-in code`,
    text: `Your ${agency.shortName} sign-in code is ${code}. It expires in ${otpLifetimeMinutes} minutes.\n\nSign-in by SMS code is paused for your number after too many wrong codes; this code signs you in meanwhile. Never share it: ${agency.shortName} will never ask for it. If you did not ask for it, ignore this e-mail.`,
  }),
  signupCodeSms: (code: string) =>
    `Your ${agency.shortName} code to create your account is ${code}. It expires in ${otpLifetimeMinutes} minutes. If you did not sign up, ignore this message.`,
  lockSms: (wrongCodes: number, hours: number) =>
    `${agency.shortName}: ${wrongCodes} wrong sign-in codes were entered for your number, so sign-in by code is paused for ${hours} hours. If this was not you, your account is safe and you need do nothing.`,
} as const;
