// Point 5 (wizard payment) and point 8 (lookup and payment, result codes): the payment step's words.
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
  unableToVerify: 'Unable to verify payment status. Please try again later.',
  noPolicyTitle: 'No Policy Selected',
  goToReview: 'Go to Policy Review',
  offline: 'You are offline. M-Pesa needs a connection to send the prompt to your phone: connect, then pay.',
  /** A premium one M-Pesa payment cannot carry (MPESA_MAX_AMOUNT): what to do instead. */
  aboveMpesaLimit: (limit: string) =>
    `This premium is more than the ${limit} one M-Pesa payment can carry. Your application is saved: please call us on ${agency.phones[0]} to pay by bank transfer.`,
  detailsChanged:
    'Your payment details changed since the last attempt. Press Pay Now again to send a new prompt.',
} as const;
