// What the payment endpoints tell people, in the spec's words where it has them (point 8).
import { contactMessages } from '../../../domain/contact-rules';

export const paymentMessages = {
  invalidMsisdn: 'Please enter a valid M-Pesa number (e.g., 0712345678).',
  productNotAvailable:
    'This product does not cover what you asked to insure. Please go back and choose another policy.',
  pushFailed: 'Failed to initiate payment. Please try again.',
  pushUnanswered:
    'M-Pesa did not confirm the payment prompt in time. If it reaches your phone, enter your PIN; if not, try again in a minute.',
  promptUnconfirmed:
    'A payment prompt may already be on your phone. Enter your M-Pesa PIN there, or try again in a minute.',
  promptOpen: (maskedPhone: string, amount: string) =>
    `A payment prompt is already open on ${maskedPhone}. Enter your M-Pesa PIN to pay ${amount}.`,
  alreadyReceived: 'Payment already received for this policy.',
  noFinalAnswer:
    'M-Pesa never confirmed this payment. If money left your account, your cover activates when M-Pesa confirms it; otherwise please retry the payment.',
  pushRefused: (reason: string) => `M-Pesa did not send the prompt (${reason}).`,
  coverNotFound: 'Policy not found. Please start a new quote.',
  alreadyPaid: 'This policy is already paid.',
  purchaseInProgress:
    'This purchase is already on its way. Wait for the M-Pesa prompt on your phone, or try again in a minute.',
  notYourPayment:
    'Only the page that started this payment can retry it. To pay for this policy, sign in to the client portal.',
  checkoutNotFound: 'Missing checkout ID for payment verification.',
  promptSent: (maskedPhone: string, amount: string) =>
    `Payment prompt sent to ${maskedPhone}. Enter your M-Pesa PIN to pay ${amount}.`,
  stillProcessing: 'The transaction is being processed',
  amountMismatch: (paid: number, asked: number) =>
    `Amount paid (KSh ${paid}) does not match the amount asked (KSh ${asked}). Please contact support.`,
  invalidEmail: contactMessages.emailFormat,
} as const;

/** Seconds an STK prompt stays open on the phone: M-Pesa closes it after about a minute. */
export const PROMPT_LIFETIME_SECONDS = 60;
