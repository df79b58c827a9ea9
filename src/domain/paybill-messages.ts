// Paying by paybill (M-Pesa's Pay Bill menu) when the prompt cannot reach the phone: the words the wizard's
// failure panel and the portal's payment dialog show, and the menu's steps as a Kenyan phone shows them.
import { formatShillings } from './money';

export const paybillMessages = {
  /** The choice offered while a prompt is awaited, and beside Retry Payment. */
  offer: 'No prompt? Pay with M-Pesa paybill',
  heading: 'Pay with M-Pesa paybill',
  intro: (underwriter: string) =>
    `Pay ${underwriter} directly from your M-Pesa menu. This page finishes by itself once the payment arrives.`,
  businessNumber: 'Business no.',
  accountNumber: 'Account no.',
  amount: 'Amount',
  copy: 'Copy',
  copied: (label: string, value: string) => `Copied: ${label} ${value}`,
  copyFailed: 'Could not copy here: type it in instead.',
  loading: 'Getting the paybill details…',
  unavailable: 'The paybill details could not be loaded. We keep trying.',
  offline: 'You are offline. We check for your payment again once you are back online.',
  waiting: 'Waiting for your paybill payment…',
} as const;

/** The values the payer types into the Pay Bill menu. */
export interface PaybillValues {
  business_number: string;
  account_number: string;
  amount: number;
}

/** Lipa na M-Pesa → Pay Bill → Business no. → Account no. → Amount → PIN, each naming what to type. */
export function paybillSteps(values: PaybillValues): string[] {
  return [
    'Open M-Pesa on your phone and choose Lipa na M-Pesa.',
    'Choose Pay Bill.',
    `Enter business no. ${values.business_number}.`,
    `Enter account no. ${values.account_number}.`,
    `Enter the amount, ${formatShillings(values.amount)}, exactly.`,
    'Enter your M-Pesa PIN and confirm. Wait for the M-Pesa SMS.',
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
