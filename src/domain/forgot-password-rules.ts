// Point 5, forgot password: the spec's phone rule and messages, and the reset step the spec leaves out (a
// code by SMS, then a new password under the change-password rules), for the form and the server alike.
// The answer to a well-formed phone is the same whether or not it has an account.
import { agency } from './business';
import { defineMessages } from './language/messages';
import { withValues } from './language/with-values';
import { otpLifetimeMinutes } from './otp-lifetime';
import { passwordResetFormMessages } from './password-reset-form-rules';
import { boundedText } from './text';

const resetTexts = defineMessages('passwordResetSms', {
  resetSms: withValues<{ agency: string; code: string; minutes: number }>({
    en: 'Your {agency} password reset code is {code}. It expires in {minutes} minutes. If you did not ask to reset your password, ignore this message.',
    sw: 'Namba yako ya {agency} ya kubadilisha nenosiri ni {code}. Itaisha baada ya dakika {minutes}. Kama hukuomba kubadilisha nenosiri, puuza ujumbe huu.',
  }),
});

export const forgotPasswordMessages = Object.assign(
  defineMessages('forgotPassword', {
    phoneRequired: {
      en: 'Phone Number is required to reset password',
      sw: 'Namba ya simu inahitajika ili kubadilisha nenosiri',
    },
    phoneFormat: {
      en: 'Phone Number must be 10-15 digits, optionally starting with +',
      sw: 'Namba ya simu iwe na tarakimu 10 hadi 15, inaweza kuanza na +',
    },
    /** Point 7's default toast: said for every well-formed phone, with an account or not. */
    sent: {
      en: 'Reset instructions sent via SMS.',
      sw: 'Maelekezo ya kubadilisha nenosiri yametumwa kwa SMS.',
    },
    // Our own: the step after the spec's screen.
    passwordReset: {
      en: 'Your password has been reset. Please sign in with your new password.',
      sw: 'Nenosiri lako limebadilishwa. Tafadhali ingia kwa nenosiri lako jipya.',
    },
    confirmRequired: { en: 'Please confirm the new password.', sw: 'Tafadhali thibitisha nenosiri jipya.' },
  }),
  {
    /** The SMS with the code, in the holder's language; positional, as the code sender calls it. */
    resetSms: (code: string) =>
      resetTexts.resetSms({ agency: agency.shortName, code, minutes: otpLifetimeMinutes }),
  },
);

/** '+' and 10 to 15 digits, as the spec's form checks it (not only Kenyan numbers: the form allows more). */
export const forgotPasswordPhoneSchema = boundedText(20, forgotPasswordMessages.phoneFormat)
  .trim()
  .min(1, { error: forgotPasswordMessages.phoneRequired, abort: true })
  .regex(/^\+?\d{10,15}$/, { error: forgotPasswordMessages.phoneFormat });

/** The 4-digit reset code as typed. */
export const resetCodeSchema = boundedText(4, passwordResetFormMessages.codeRequired).regex(/^\d{4}$/, {
  error: passwordResetFormMessages.codeRequired,
});
