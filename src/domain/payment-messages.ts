// Point 5 (wizard payment) and point 8 (lookup and payment, result codes): what the payment step and the
// payment endpoints say, in the spec's words where it has them. One list for client and server.
import { agency } from './business';

export const paymentMessages = {
  numberRequired: 'Please enter your M-Pesa number.',
  numberInvalid: 'Please enter a valid M-Pesa number (e.g., 0712345678).',
  initiateFailed: 'An error occurred while initiating payment.',
  reinitiateFailed: 'An error occurred while reinitiating payment.',
  reinitiateRefused: 'Failed to reinitiate payment. Please try again later.',
  reinitiateUnanswered: 'An error occurred while reinitiating payment. Please try again later.',
  statusFailed: 'An error occurred while checking payment status.',
  noCheckoutId: 'No checkout ID available for confirmation.',
  noCoverId: 'No cover ID available for retry.',
  missingReference: 'Payment initiated but missing reference. Please note your transaction ID for support.',
  missingCheckoutForVerification: 'Missing checkout ID for payment verification.',
  unexpected: 'An unexpected error occurred. Please check your connection and try again.',
  confirmed: 'Payment confirmed successfully!',
  expired: 'Payment prompt expired. Please retry the payment.',
  cancelled: 'Payment was cancelled. Please try again.',
  insufficientFunds: 'Insufficient funds in your M-Pesa account.',
  failedWith: (description: string | null | undefined) =>
    `Payment failed: ${description?.trim() || 'Unknown status'}`,
  verificationFailed: 'Payment verification failed.',
  /** A failure the server gives no reason for: the page holds no payment token (started before them). */
  failedWithoutReason: 'Payment failed. Please try again.',
  /** Retry Payment on such a page: the server would refuse it (notYourPayment), so it starts afresh. */
  restartPurchase:
    'This page can no longer retry this payment, as it was started before our last update. Press Pay Now to start the purchase again with a new M-Pesa prompt.',
  unableToVerify: 'Unable to verify payment status. Please try again later.',
  noPolicyTitle: 'No Policy Selected',
  goToReview: 'Go to Policy Review',
  offline: 'You are offline. M-Pesa needs a connection to send the prompt to your phone: connect, then pay.',
  /** A premium one M-Pesa payment cannot carry (MPESA_MAX_AMOUNT): what to do instead. */
  aboveMpesaLimit: (limit: string) =>
    `This premium is more than the ${limit} one M-Pesa payment can carry. Your application is saved: please call us on ${agency.phones[0]} to pay by bank transfer.`,
  detailsChanged:
    'Your payment details changed since the last attempt. Press Pay Now again to send a new prompt.',
  // The endpoints' own words.
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
  /** Daraja's callback to a path whose secret is wrong: it learns nothing, not even that the path exists. */
  callbackUnknown: 'Not found.',
  alreadyPaid: 'This policy is already paid.',
  purchaseInProgress:
    'This purchase is already on its way. Wait for the M-Pesa prompt on your phone, or try again in a minute.',
  notYourPayment:
    'Only the page that started this payment can retry it. To pay for this policy, sign in to the client portal.',
  promptSent: (maskedPhone: string, amount: string) =>
    `Payment prompt sent to ${maskedPhone}. Enter your M-Pesa PIN to pay ${amount}.`,
  stillProcessing: 'The transaction is being processed',
  amountMismatch: (paid: number, asked: number) =>
    `Amount paid (KSh ${paid}) does not match the amount asked (KSh ${asked}). Please contact support.`,
} as const;
