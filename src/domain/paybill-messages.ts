// Paying by paybill (M-Pesa's Pay Bill menu) when the prompt cannot reach the phone: the words the wizard's
// failure panel and the portal's payment dialog show, and the menu's steps as a Kenyan phone shows them.
import { defineMessages } from './language/messages';
import { withValues } from './language/with-values';
import { formatShillings } from './money';

// The menu's own names (Lipa na M-Pesa, Pay Bill) stay as the phone shows them, in either language.
export const paybillMessages = defineMessages('paybill', {
  /** The choice offered while a prompt is awaited, and beside Retry Payment. */
  offer: {
    en: 'No prompt? Pay with M-Pesa paybill',
    sw: 'Ombi halijafika? Lipa kwa M-Pesa Paybill',
  },
  heading: { en: 'Pay with M-Pesa paybill', sw: 'Lipa kwa M-Pesa Paybill' },
  intro: withValues<{ underwriter: string }>({
    en: 'Pay {underwriter} directly from your M-Pesa menu. This page finishes by itself once the payment arrives.',
    sw: 'Lipa {underwriter} moja kwa moja kupitia menyu ya M-Pesa. Ukurasa huu utaendelea wenyewe malipo yakifika.',
  }),
  businessNumber: { en: 'Business no.', sw: 'Nambari ya Biashara (Paybill)' },
  accountNumber: { en: 'Account no.', sw: 'Nambari ya Akaunti' },
  amount: { en: 'Amount', sw: 'Kiasi' },
  copy: { en: 'Copy', sw: 'Nakili' },
  copyLabel: withValues<{ label: string }>({ en: 'Copy {label}', sw: 'Nakili {label}' }),
  copied: withValues<{ label: string; value: string }>({
    en: 'Copied: {label} {value}',
    sw: 'Imenakiliwa: {label} {value}',
  }),
  copyFailed: {
    en: 'Could not copy here: type it in instead.',
    sw: 'Imeshindwa kunakili hapa: iandike mwenyewe.',
  },
  loading: { en: 'Getting the paybill details…', sw: 'Tunaleta maelezo ya Paybill…' },
  unavailable: {
    en: 'The paybill details could not be loaded. We keep trying.',
    sw: 'Maelezo ya Paybill hayakupatikana. Tunaendelea kujaribu.',
  },
  offline: {
    en: 'You are offline. We check for your payment again once you are back online.',
    sw: 'Huna mtandao. Tutaangalia malipo yako tena mtandao ukirudi.',
  },
  waiting: { en: 'Waiting for your paybill payment…', sw: 'Tunasubiri malipo yako ya Paybill…' },
  stepOpen: {
    en: 'Open M-Pesa on your phone and choose Lipa na M-Pesa.',
    sw: 'Fungua M-Pesa kwenye simu yako na uchague Lipa na M-Pesa.',
  },
  stepPayBill: { en: 'Choose Pay Bill.', sw: 'Chagua Pay Bill.' },
  stepBusiness: withValues<{ number: string }>({
    en: 'Enter business no. {number}.',
    sw: 'Weka nambari ya biashara {number}.',
  }),
  stepAccount: withValues<{ number: string }>({
    en: 'Enter account no. {number}.',
    sw: 'Weka nambari ya akaunti {number}.',
  }),
  stepAmount: withValues<{ amount: string }>({
    en: 'Enter the amount, {amount}, exactly.',
    sw: 'Weka kiasi, {amount}, kamili.',
  }),
  stepPin: {
    en: 'Enter your M-Pesa PIN and confirm. Wait for the M-Pesa SMS.',
    sw: 'Weka PIN yako ya M-Pesa na uthibitishe. Subiri SMS ya M-Pesa.',
  },
});

/** The values the payer types into the Pay Bill menu. */
export interface PaybillValues {
  business_number: string;
  account_number: string;
  amount: number;
}

/** Lipa na M-Pesa → Pay Bill → Business no. → Account no. → Amount → PIN, each naming what to type. */
export function paybillSteps(values: PaybillValues): string[] {
  return [
    paybillMessages.stepOpen,
    paybillMessages.stepPayBill,
    paybillMessages.stepBusiness({ number: values.business_number }),
    paybillMessages.stepAccount({ number: values.account_number }),
    paybillMessages.stepAmount({ amount: formatShillings(values.amount) }),
    paybillMessages.stepPin,
  ];
}

/**
 * The result codes after which the prompt route is unlikely to work soon, so the paybill is shown at once:
 * 1037 (the phone could not be reached), 1001 (another session open), 1025 (M-Pesa could not send it) and
 * 1019 (it expired unanswered).
 */
const paybillFirstCodes: ReadonlySet<number> = new Set([1037, 1001, 1025, 1019]);

/** Whether a failed prompt should show the paybill at once: one of those codes, or a Retry failed again. */
export function offersPaybillAtOnce(resultCode: number | null | undefined, afterRetry: boolean): boolean {
  return afterRetry || (resultCode != null && paybillFirstCodes.has(resultCode));
}
