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
  /** Issue 24: the details' Expiry Date of an unpaid policy, whose cover has not started. */
  notStarted: 'Not started: cover starts once paid',
} as const;

export const addItemsMessages = {
  added: 'Items added successfully!',
  failed: 'Failed to add items',
  threw: 'An error occurred while adding items',
  estimateNote:
    'This is an estimate. Once the items are saved, the amount due shown on the policy is what M-Pesa will ask for.',
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
