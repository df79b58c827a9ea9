// 'Download my data' and 'Delete my account' (Data Protection Act 2019, s.26): what the portal is told.
// The retention periods are a decision in docs/decisions ('Your data'); this is their one home in words.
import { defineMessages } from './language/messages';
import { perLanguage } from './language/per-language';
import { withValues } from './language/with-values';

/** Years payment records are kept after an account is deleted (Tax Procedures Act 2015, s.23). */
export const PAYMENT_RECORD_YEARS = 5;

// English keeps en-GB's '2 March 2026', as before; Kiswahili is sw-KE's '2 Machi 2026'.
const nairobiDate = perLanguage(
  (locale, language) =>
    new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : locale, {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Africa/Nairobi',
    }),
);

const liveCover = defineMessages('myDataLiveCover', {
  hasLiveCover: withValues<{ endsOn: string; years: number }>({
    en: 'Your account cannot be deleted while a policy is active: until it ends on {endsOn} we must keep your name, phone number, ID number and the insured property, because the insurer needs them to handle a claim. You can delete your account after that date; we then keep only the payment records (amount, M-Pesa receipt and date) for {years} years, as Kenyan tax law requires.',
    sw: 'Akaunti yako haiwezi kufutwa wakati bima inatumika: hadi itakapoisha tarehe {endsOn} lazima tuhifadhi jina lako, namba ya simu, namba ya kitambulisho na mali iliyo kwenye bima, kwa sababu kampuni ya bima inazihitaji kushughulikia dai. Unaweza kufuta akaunti yako baada ya tarehe hiyo; kisha tutahifadhi kumbukumbu za malipo tu (kiasi, risiti ya M-Pesa na tarehe) kwa miaka {years}, kama sheria ya kodi ya Kenya inavyotaka.',
  }),
});

export const myDataMessages = Object.assign(
  defineMessages('myData', {
    deleted: {
      en: 'Your account and personal data have been deleted.',
      sw: 'Akaunti yako na taarifa zako binafsi zimefutwa.',
    },
    /** 409 payment_in_progress: a prompt M-Pesa has not settled yet may still make a cover live. */
    paymentInProgress: {
      en: 'A payment for one of your policies is still being confirmed by M-Pesa. Please try again in a few minutes.',
      sw: 'Malipo ya mojawapo ya bima zako bado yanathibitishwa na M-Pesa. Tafadhali jaribu tena baada ya dakika chache.',
    },
    /** 409 claim_open: the insurer needs the claimant to settle an open claim. */
    claimOpen: {
      en: 'Your account cannot be deleted while a claim is open: we need your details to settle it. You can delete your account once it is settled or declined.',
      sw: 'Akaunti yako haiwezi kufutwa wakati dai bado liko wazi: tunahitaji taarifa zako kulishughulikia. Unaweza kufuta akaunti yako dai likishalipwa au kukataliwa.',
    },
  }),
  {
    /**
     * 409 account_has_live_cover: what is kept, for how long, and why; `endsAt` is the last live cover's
     * end. Positional, as the error catalogue calls it.
     */
    hasLiveCover: (endsAt: Date) =>
      liveCover.hasLiveCover({ endsOn: nairobiDate().format(endsAt), years: PAYMENT_RECORD_YEARS }),
  },
);

/** The export's file name, e.g. kinga-my-data-2026-03-02.json. */
export const myDataFileName = (exportedAt: Date) =>
  `kinga-my-data-${exportedAt.toISOString().slice(0, 10)}.json`;
