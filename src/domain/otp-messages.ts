// What sign-in by a one-time code tells people, and the texts it sends, for server and client alike.
// Plain, with the next step in each sentence. A code request is answered the same whether or not an
// account exists.
import { agency } from './business';
import { contactMessages } from './contact-rules';
import { defineMessages } from './language/messages';
import { withValues } from './language/with-values';
import { otpLifetimeMinutes } from './otp-lifetime';

// The SMS and the e-mail, in the holder's language at the moment they are sent; `agency` is its short
// name and `minutes` the code's life (otp-lifetime.ts), put in by the functions below.
const sent = defineMessages('otpSent', {
  phoneLocked: withValues<{ minutes: number }>({
    en: 'Too many wrong codes for this number. Please try again in {minutes} {minutes, plural, one {minute} other {minutes}}.',
    sw: 'Namba za uthibitisho zimekosewa mara nyingi sana kwa namba hii. Tafadhali jaribu tena baada ya dakika {minutes}.',
  }),
  codeSms: withValues<{ agency: string; code: string; minutes: number }>({
    en: 'Your {agency} sign-in code is {code}. It expires in {minutes} minutes. Never share it: {agency} will never ask for it.',
    sw: 'Namba yako ya kuingia {agency} ni {code}. Itaisha baada ya dakika {minutes}. Usimpe mtu yeyote: {agency} haitakuuliza kamwe.',
  }),
  phoneChangeCodeSms: withValues<{ agency: string; code: string; minutes: number }>({
    en: 'Your {agency} code to add this number to your account is {code}. It expires in {minutes} minutes. If you did not ask for it, ignore this SMS.',
    sw: 'Namba yako ya {agency} ya kuongeza namba hii kwenye akaunti yako ni {code}. Itaisha baada ya dakika {minutes}. Kama hukuiomba, puuza SMS hii.',
  }),
  emailCodeSubject: withValues<{ agency: string }>({
    en: 'Your {agency} sign-in code',
    sw: 'Namba yako ya kuingia {agency}',
  }),
  emailCodeText: withValues<{ agency: string; code: string; minutes: number }>({
    en: 'Your {agency} sign-in code is {code}. It expires in {minutes} minutes.\n\nSign-in by SMS code is paused for your number after too many wrong codes; this code signs you in meanwhile. Never share it: {agency} will never ask for it. If you did not ask for it, ignore this e-mail.',
    sw: 'Namba yako ya kuingia {agency} ni {code}. Itaisha baada ya dakika {minutes}.\n\nKuingia kwa namba ya SMS kumesimamishwa kwa namba yako baada ya namba nyingi zilizokosewa; namba hii inakuingiza kwa sasa. Usimpe mtu yeyote: {agency} haitakuuliza kamwe. Kama hukuiomba, puuza barua pepe hii.',
  }),
  signupCodeSms: withValues<{ agency: string; code: string; minutes: number }>({
    en: 'Your {agency} code to create your account is {code}. It expires in {minutes} minutes. If you did not sign up, ignore this message.',
    sw: 'Namba yako ya {agency} ya kufungua akaunti ni {code}. Itaisha baada ya dakika {minutes}. Kama hukujisajili, puuza ujumbe huu.',
  }),
  lockSms: withValues<{ agency: string; wrongCodes: number; hours: number }>({
    en: '{agency}: {wrongCodes} wrong sign-in codes were entered for your number, so sign-in by code is paused for {hours} hours. If this was not you, your account is safe and you need do nothing.',
    sw: '{agency}: namba {wrongCodes} za kuingia zilizokosewa ziliwekwa kwa namba yako, kwa hivyo kuingia kwa namba kumesimamishwa kwa saa {hours}. Kama si wewe, akaunti yako iko salama na huhitaji kufanya chochote.',
  }),
});

const code = (value: string) => ({ agency: agency.shortName, code: value, minutes: otpLifetimeMinutes });

export const otpMessages = Object.assign(
  defineMessages('otp', {
    /** Point 5, forgot password: the service's words for an empty phone. */
    phoneRequired: { en: 'Phone number is required.', sw: 'Namba ya simu inahitajika.' },
    sentIfAccount: {
      en: 'If this number has an account, we have sent it a code.',
      sw: 'Kama namba hii ina akaunti, tumeitumia namba ya uthibitisho.',
    },
    // Not the masked phone: naming it would say that the address has an account.
    sentIfAccountByEmail: {
      en: 'If this address has an account, we have sent a code to its phone.',
      sw: 'Kama anwani hii ina akaunti, tumetuma namba ya uthibitisho kwa simu yake.',
    },
    // Reasons: a refusal adds how long to wait (wait-messages.ts).
    tooManyRequests: { en: 'Too many code requests.', sw: 'Maombi mengi mno ya namba ya uthibitisho.' },
    tooManyChecks: { en: 'Too many code checks.', sw: 'Majaribio mengi mno ya namba ya uthibitisho.' },
    incorrect: { en: 'The code is incorrect.', sw: 'Namba ya uthibitisho si sahihi.' },
    expired: {
      en: 'This code has expired. Please request a new code.',
      sw: 'Namba hii imeisha muda. Tafadhali omba namba mpya.',
    },
    tooManyWrong: {
      en: 'Too many wrong codes. Please request a new code.',
      sw: 'Namba nyingi mno zimekosewa. Tafadhali omba namba mpya.',
    },
    signedIn: { en: 'Signed in successfully.', sw: 'Umeingia.' },
    /** The client's words when a request or a check fails without the server's own sentence. */
    sendFailed: {
      en: 'Failed to send OTP. Please try again.',
      sw: 'Imeshindwa kutuma namba ya uthibitisho. Tafadhali jaribu tena.',
    },
    verifyFailed: {
      en: 'Failed to verify OTP. Please try again.',
      sw: 'Imeshindwa kuthibitisha namba. Tafadhali jaribu tena.',
    },
    resendFailed: {
      en: 'Failed to resend OTP. Please try again.',
      sw: 'Imeshindwa kutuma namba tena. Tafadhali jaribu tena.',
    },
    /** Point 2, /otp opened without the phone that /login carries in navigation state. */
    phoneNotProvided: {
      en: 'Phone number not provided. Please log in again.',
      sw: 'Namba ya simu haikutolewa. Tafadhali ingia tena.',
    },
    // The way in while the phone's own lock stops codes by SMS.
    emailCodeSent: {
      en: 'If this number has an account with an e-mail address, we have sent a 6-digit code to it.',
      sw: 'Kama namba hii ina akaunti yenye barua pepe, tumetuma namba ya tarakimu 6 kwa barua pepe hiyo.',
    },
    emailCodeFormat: {
      en: 'Please enter the 6-digit code from the e-mail.',
      sw: 'Tafadhali weka namba ya tarakimu 6 kutoka kwenye barua pepe.',
    },
  }),
  {
    // The contact form's words, read once by the request schemas (the server answers them in the
    // request's language: spokenText).
    invalidPhone: contactMessages.phoneFormat,
    invalidEmail: contactMessages.emailFormat,
    // Positional, as the error catalogue and the code senders call them.
    /** How long to wait, in minutes (rounded up). */
    phoneLocked: (minutes: number) => sent.phoneLocked({ minutes }),
    codeSms: (value: string) => sent.codeSms(code(value)),
    phoneChangeCodeSms: (value: string) => sent.phoneChangeCodeSms(code(value)),
    emailCodeMail: (value: string) => ({
      subject: sent.emailCodeSubject({ agency: agency.shortName }),
      text: sent.emailCodeText(code(value)),
    }),
    signupCodeSms: (value: string) => sent.signupCodeSms(code(value)),
    lockSms: (wrongCodes: number, hours: number) =>
      sent.lockSms({ agency: agency.shortName, wrongCodes, hours }),
  },
);
