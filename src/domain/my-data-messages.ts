// 'Download my data' and 'Delete my account' (Data Protection Act 2019, s.26): what the portal is told.
// The retention periods are a decision in docs/decisions ('Your data'); this is their one home in words.
import { perLanguage } from './language/per-language';

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

export const myDataMessages = {
  deleted: 'Your account and personal data have been deleted.',
  /** 409 account_has_live_cover: what is kept, for how long, and why; `endsAt` is the last live cover's end. */
  hasLiveCover: (endsAt: Date) =>
    `Your account cannot be deleted while a policy is active: until it ends on ${nairobiDate().format(endsAt)} we must keep your name, phone number, ID number and the insured property, because the insurer needs them to handle a claim. You can delete your account after that date; we then keep only the payment records (amount, M-Pesa receipt and date) for ${PAYMENT_RECORD_YEARS} years, as Kenyan tax law requires.`,
  /** 409 payment_in_progress: a prompt M-Pesa has not settled yet may still make a cover live. */
  paymentInProgress:
    'A payment for one of your policies is still being confirmed by M-Pesa. Please try again in a few minutes.',
  /** 409 claim_open: the insurer needs the claimant to settle an open claim. */
  claimOpen:
    'Your account cannot be deleted while a claim is open: we need your details to settle it. You can delete your account once it is settled or declined.',
} as const;

/** The export's file name, e.g. kinga-my-data-2026-03-02.json. */
export const myDataFileName = (exportedAt: Date) =>
  `kinga-my-data-${exportedAt.toISOString().slice(0, 10)}.json`;
