// What the sign-in endpoints tell people. Plain, with the next step in each sentence.
import { contactMessages } from '../../../domain/contact-rules';

export const otpMessages = {
  invalidPhone: contactMessages.phoneFormat,
  invalidEmail: contactMessages.emailFormat,
  noAccount: 'No account found for this phone number.',
  noAccountForEmail: 'No account found for this email address.',
  tooManyRequests: 'Too many code requests. Please wait and try again.',
  sent: (maskedPhone: string) => `A verification code has been sent to ${maskedPhone}.`,
  incorrect: 'The code is incorrect.',
  expired: 'This code has expired. Please request a new code.',
  tooManyWrong: 'Too many wrong codes. Please request a new code.',
  signedIn: 'Signed in successfully.',
} as const;
