// Point 2 (My Policies) and point 8 (profile and policies, portal payment, add items): what the portal's
// policies room says, in the spec's words where it has them.

export const policiesMessages = {
  loading: 'Loading policies...',
  empty: 'No policies found',
  getStarted: 'Get Started',
  loadFailed: 'Failed to load policies.',
  loadThrew: 'An unexpected error occurred while fetching policies.',
  noHistory: 'No payment history found',
  offlineActions: 'You are offline: paying and adding items need a connection.',
  lastUpdated: (age: string) => `Last updated ${age}`,
  /** The details' Expiry Date of an unpaid policy, whose cover has not started. */
  notStarted: 'Not started: cover starts once paid',
} as const;

export const addItemsMessages = {
  added: 'Items added successfully!',
  failed: 'Failed to add items',
  threw: 'An error occurred while adding items',
  estimateNote:
    'This is an estimate. Once the items are saved, the amount due shown on the policy is what M-Pesa will ask for.',
  // Beside the spec's estimate, what will really be charged, as the server prices it.
  payNowLabel: 'To pay now',
  payNowWhy: (daysLeft: number) =>
    `The premium for these items for the ${daysLeft} day${daysLeft === 1 ? '' : 's'} left in your cover year, with levies. This is what M-Pesa will ask for.`,
  payNothing: 'Nothing to pay: the policy’s premium already covers these items.',
  unpaidLabel: 'Pay Now will ask for',
  unpaidWhy: 'Your policy is not paid yet: with these items its premium for the year is this amount.',
  pricing: 'Working out the amount to pay…',
  pricingFailed:
    'The amount to pay could not be worked out just now. It shows on the policy once the items are added.',
} as const;

export const portalPaymentMessages = {
  noCheckoutId: 'Payment initiation failed - no checkout ID received',
  initiationFailed: 'Payment initiation failed. Please try again.',
  failed: 'Payment failed. Please try again.',
  verificationFailed: 'Payment verification failed. Please check your M-Pesa messages.',
  couldNotVerify: 'Could not verify payment. Please check your M-Pesa messages.',
  notConfirmed: 'Payment not confirmed. Please check your M-Pesa messages.',
  phoneInvalid: 'Please enter a valid M-Pesa number (e.g., 0712345678)',
  offline:
    'Paying needs a connection: M-Pesa sends the prompt to your phone over the internet. Connect, then pay.',
} as const;

/** Not the spec's: offline with nothing saved yet on this device. */
export const policiesOfflineNoCopy =
  'You are offline, and this device has no saved copy of your policies yet. Connect to load them.';
