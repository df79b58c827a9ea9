// The payment messages live in src/domain (one list for the wizard and the endpoints); this keeps the
// services' imports short and adds the one number they share.
export { paymentMessages } from '../../../domain/payment-messages';

/** Seconds an STK prompt stays open on the phone: M-Pesa closes it after about a minute. */
export const PROMPT_LIFETIME_SECONDS = 60;
