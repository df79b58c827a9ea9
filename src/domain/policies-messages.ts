// Point 2 (My Policies) and point 8 (profile and policies, portal payment, add items): what the portal's
// policies room says, in the spec's words where it has them.
import { defineMessages } from './language/messages';
import { withValues } from './language/with-values';

export const policiesMessages = defineMessages('policies', {
  loading: { en: 'Loading policies...', sw: 'Tunafungua bima zako...' },
  empty: { en: 'No policies found', sw: 'Hakuna bima iliyopatikana' },
  getStarted: { en: 'Get Started', sw: 'Anza sasa' },
  loadFailed: { en: 'Failed to load policies.', sw: 'Imeshindwa kufungua bima zako.' },
  loadThrew: {
    en: 'An unexpected error occurred while fetching policies.',
    sw: 'Hitilafu isiyotarajiwa imetokea wakati wa kuleta bima zako.',
  },
  noHistory: { en: 'No payment history found', sw: 'Hakuna historia ya malipo' },
  offlineActions: {
    en: 'You are offline: paying and adding items need a connection.',
    sw: 'Huna mtandao: kulipa na kuongeza vitu kunahitaji mtandao.',
  },
  lastUpdated: withValues<{ age: string }>({
    en: 'Last updated {age}',
    sw: 'Ilisasishwa mara ya mwisho {age}',
  }),
  offlineMark: { en: ' (offline)', sw: ' (bila mtandao)' },
  /** Not the spec's: offline with nothing saved yet on this device. */
  offlineNoCopy: {
    en: 'You are offline, and this device has no saved copy of your policies yet. Connect to load them.',
    sw: 'Huna mtandao, na kifaa hiki bado hakina nakala ya bima zako. Unganisha mtandao ili uzifungue.',
  },
  /** The details' Expiry Date of an unpaid policy, whose cover has not started. */
  notStarted: {
    en: 'Not started: cover starts once paid',
    sw: 'Bado haijaanza: bima inaanza ukishalipa',
  },
});

/** A policy's status as its badge says it (glossary: inatumika, imeisha muda). */
export const policyStatusNames = defineMessages('policyStatus', {
  Active: { en: 'Active', sw: 'Inatumika' },
  Inactive: { en: 'Inactive', sw: 'Haitumiki' },
  Expired: { en: 'Expired', sw: 'Imeisha muda' },
  historyLabel: withValues<{ status: string }>({
    en: '{status}: payment history',
    sw: '{status}: historia ya malipo',
  }),
});

/** The card, the details dialog, the payment history and the receipt: their labels and buttons. */
export const policyCardMessages = defineMessages('policyCard', {
  premium: { en: 'Premium', sw: 'Ada ya bima' },
  perYear: withValues<{ amount: string }>({ en: '{amount} per year', sw: '{amount} kwa mwaka' }),
  startDate: { en: 'Start date', sw: 'Tarehe ya kuanza' },
  renewal: { en: 'Renewal', sw: 'Kuhuisha bima' },
  ended: { en: 'Ended', sw: 'Iliisha' },
  location: { en: 'Location', sw: 'Mahali' },
  propertyValue: { en: 'Property value', sw: 'Thamani ya mali' },
  notProvided: { en: 'Not provided', sw: 'Haijawekwa' },
  review: { en: 'Review', sw: 'Ukaguzi' },
  amountDue: { en: 'Amount due', sw: 'Kiasi cha kulipa' },
  forAddedItems: withValues<{ amount: string }>({
    en: '{amount} for added items',
    sw: '{amount} kwa vitu vilivyoongezwa',
  }),
  viewDetails: { en: 'View Details', sw: 'Maelezo' },
  payNow: { en: 'Pay Now', sw: 'Lipa sasa' },
  addItems: { en: 'Add Items', sw: 'Ongeza vitu' },
  makeClaim: { en: 'Make a claim', sw: 'Weka dai' },
  detailsTitle: { en: 'Policy Details', sw: 'Maelezo ya bima' },
  policyStatus: { en: 'Policy Status', sw: 'Hali ya bima' },
  policyNumber: { en: 'Policy Number', sw: 'Namba ya sera ya bima' },
  createdDate: { en: 'Created Date', sw: 'Tarehe ilipofunguliwa' },
  expiryDate: { en: 'Expiry Date', sw: 'Tarehe ya kuisha' },
  underwriter: { en: 'Underwriter', sw: 'Kampuni ya bima' },
  name: { en: 'Name', sw: 'Jina' },
  idNumber: { en: 'ID Number', sw: 'Namba ya kitambulisho' },
  propertyDetails: { en: 'Property Details', sw: 'Maelezo ya mali' },
  propertyValueTitle: { en: 'Property Value', sw: 'Thamani ya mali' },
  countyTown: { en: 'County/Town', sw: 'Kaunti/Mji' },
  residence: { en: 'Type of Residence', sw: 'Aina ya makazi' },
  construction: { en: 'Construction', sw: 'Ujenzi' },
  houseNumber: { en: 'House Number', sw: 'Namba ya nyumba' },
  plotNumber: { en: 'Plot Number', sw: 'Namba ya kiwanja' },
  coveredItems: { en: 'Covered Items', sw: 'Vitu vilivyo kwenye bima' },
  portableItems: { en: 'Portable Items', sw: 'Vifaa vinavyobebeka' },
  householdItems: { en: 'Household Items', sw: 'Vitu vya nyumbani' },
  none: { en: 'None', sw: 'Hakuna' },
  total: { en: 'Total', sw: 'Jumla' },
  awaitingPayment: { en: 'Awaiting payment', sw: 'Vinasubiri malipo' },
  insuredOncePaid: withValues<{ amount: string }>({
    en: 'These items are insured once {amount} is paid (Pay Now on the policy).',
    sw: 'Vitu hivi vitakuwa na bima ukishalipa {amount} (Lipa sasa kwenye bima yako).',
  }),
  historyTitle: { en: 'Payment History', sw: 'Historia ya malipo' },
  unknown: { en: 'Unknown', sw: 'Haijulikani' },
  paidAmount: withValues<{ amount: string; what: 'items' | 'cover' }>({
    en: 'Amount: {amount} for {what, select, items {added items} other {the cover}}',
    sw: 'Kiasi: {amount} kwa {what, select, items {vitu vilivyoongezwa} other {bima}}',
  }),
  mpesaReceiptOf: withValues<{ receipt: string }>({
    en: 'M-Pesa receipt: {receipt}',
    sw: 'Risiti ya M-Pesa: {receipt}',
  }),
  notAvailable: { en: 'N/A', sw: 'Hakuna' },
});

/** Paying from the portal: the dialog, its steps and the receipt. */
export const portalPaymentScreenMessages = defineMessages('portalPaymentScreen', {
  title: { en: 'Pay for Policy', sw: 'Lipia bima' },
  activates: withValues<{ amount: string }>({
    en: 'The annual premium of {amount} activates this policy.',
    sw: 'Ada ya bima ya mwaka ya {amount} inaanzisha bima hii.',
  }),
  forItems: withValues<{ amount: string }>({
    en: '{amount} for the items you added, which are insured once it is paid.',
    sw: '{amount} kwa vitu ulivyoongeza, ambavyo vitakuwa na bima ukishalipa.',
  }),
  mpesaNumber: { en: 'M-Pesa number', sw: 'Namba ya M-Pesa' },
  retry: { en: 'Retry Payment', sw: 'Jaribu tena kulipa' },
  sendingPrompt: { en: 'Sending the M-Pesa prompt', sw: 'Tunatuma ombi la M-Pesa' },
  waitingPin: { en: 'Waiting for your M-Pesa PIN', sw: 'Tunasubiri PIN yako ya M-Pesa' },
  received: { en: 'Payment received', sw: 'Malipo yamepokelewa' },
  enterPin: withValues<{ amount: string }>({
    en: 'Enter your M-Pesa PIN on your phone to pay {amount}. Your receipt appears here as soon as M-Pesa confirms.',
    sw: 'Weka PIN yako ya M-Pesa kwenye simu yako ili kulipa {amount}. Risiti yako itaonekana hapa mara M-Pesa ikithibitisha.',
  }),
  promptTime: { en: 'Time the prompt stays open', sw: 'Muda ombi linabaki wazi' },
  receiptTitle: { en: 'Payment Receipt', sw: 'Risiti ya malipo' },
  policyNumber: { en: 'Policy Number', sw: 'Namba ya sera ya bima' },
  mpesaReceipt: { en: 'M-Pesa Receipt', sw: 'Risiti ya M-Pesa' },
  transactionDate: { en: 'Transaction Date', sw: 'Tarehe ya malipo' },
  amount: { en: 'Amount', sw: 'Kiasi' },
  status: { en: 'Status', sw: 'Hali' },
  print: { en: 'Print', sw: 'Chapisha' },
});

export const addItemsMessages = defineMessages('addItems', {
  added: { en: 'Items added successfully!', sw: 'Vitu vimeongezwa!' },
  failed: { en: 'Failed to add items', sw: 'Imeshindwa kuongeza vitu' },
  threw: { en: 'An error occurred while adding items', sw: 'Hitilafu imetokea wakati wa kuongeza vitu' },
  estimateNote: {
    en: 'This is an estimate. Once the items are saved, the amount due shown on the policy is what M-Pesa will ask for.',
    sw: 'Haya ni makadirio. Vitu vikishahifadhiwa, kiasi cha kulipa kinachoonyeshwa kwenye bima yako ndicho M-Pesa itakachoomba.',
  },
  // Beside the spec's estimate, what will really be charged, as the server prices it.
  payNowLabel: { en: 'To pay now', sw: 'Cha kulipa sasa' },
  payNowWhy: withValues<{ daysLeft: number }>({
    en: 'The premium for these items for the {daysLeft} {daysLeft, plural, one {day} other {days}} left in your cover year, with levies. This is what M-Pesa will ask for.',
    sw: 'Ada ya bima ya vitu hivi kwa {daysLeft, plural, one {siku # iliyobaki} other {siku # zilizobaki}} katika mwaka wa bima yako, pamoja na ushuru. Hiki ndicho M-Pesa itakachoomba.',
  }),
  payNothing: {
    en: 'Nothing to pay: the policy’s premium already covers these items.',
    sw: 'Hakuna cha kulipa: ada ya bima yako tayari inagharamia vitu hivi.',
  },
  unpaidLabel: { en: 'Pay Now will ask for', sw: 'Lipa sasa itaomba' },
  unpaidWhy: {
    en: 'Your policy is not paid yet: with these items its premium for the year is this amount.',
    sw: 'Bima yako bado haijalipiwa: pamoja na vitu hivi, ada yake ya mwaka ni kiasi hiki.',
  },
  pricing: { en: 'Working out the amount to pay…', sw: 'Tunahesabu kiasi cha kulipa…' },
  pricingFailed: {
    en: 'The amount to pay could not be worked out just now. It shows on the policy once the items are added.',
    sw: 'Kiasi cha kulipa hakikuweza kuhesabiwa sasa hivi. Kitaonekana kwenye bima yako vitu vikishaongezwa.',
  },
  title: { en: 'Add Items to Policy', sw: 'Ongeza vitu kwenye bima' },
  itemsToAdd: { en: 'Items to add', sw: 'Vitu vya kuongeza' },
  portable: { en: 'Portable', sw: 'Kinachobebeka' },
  household: { en: 'Household', sw: 'Cha nyumbani' },
  remove: { en: 'Remove', sw: 'Ondoa' },
  removeItem: withValues<{ name: string }>({ en: 'Remove {name}', sw: 'Ondoa {name}' }),
  currentPremium: { en: 'Current premium', sw: 'Ada ya bima ya sasa' },
  estimatedPremium: { en: 'Estimated premium', sw: 'Makadirio ya ada ya bima' },
  needsConnection: { en: 'Adding items needs a connection.', sw: 'Kuongeza vitu kunahitaji mtandao.' },
  cancel: { en: 'Cancel', sw: 'Ghairi' },
  adding: { en: 'Adding...', sw: 'Inaongeza...' },
  submit: { en: 'Submit', sw: 'Tuma' },
  itemType: { en: 'Item type', sw: 'Aina ya kitu' },
  itemName: { en: 'Item name', sw: 'Jina la kitu' },
  value: { en: 'Value (KSh)', sw: 'Thamani (KSh)' },
  add: { en: 'Add', sw: 'Ongeza' },
});

export const portalPaymentMessages = defineMessages('portalPayment', {
  noCheckoutId: {
    en: 'Payment initiation failed - no checkout ID received',
    sw: 'Malipo hayakuweza kuanzishwa - hatukupokea namba ya malipo',
  },
  initiationFailed: {
    en: 'Payment initiation failed. Please try again.',
    sw: 'Malipo hayakuweza kuanzishwa. Tafadhali jaribu tena.',
  },
  failed: { en: 'Payment failed. Please try again.', sw: 'Malipo hayakufaulu. Tafadhali jaribu tena.' },
  verificationFailed: {
    en: 'Payment verification failed. Please check your M-Pesa messages.',
    sw: 'Imeshindwa kuthibitisha malipo. Tafadhali angalia jumbe zako za M-Pesa.',
  },
  couldNotVerify: {
    en: 'Could not verify payment. Please check your M-Pesa messages.',
    sw: 'Hatukuweza kuthibitisha malipo. Tafadhali angalia jumbe zako za M-Pesa.',
  },
  notConfirmed: {
    en: 'Payment not confirmed. Please check your M-Pesa messages.',
    sw: 'Malipo hayajathibitishwa. Tafadhali angalia jumbe zako za M-Pesa.',
  },
  phoneInvalid: {
    en: 'Please enter a valid M-Pesa number (e.g., 0712345678)',
    sw: 'Tafadhali weka namba sahihi ya M-Pesa (mfano, 0712345678)',
  },
  offline: {
    en: 'Paying needs a connection: M-Pesa sends the prompt to your phone over the internet. Connect, then pay.',
    sw: 'Kulipa kunahitaji mtandao: M-Pesa inatuma ombi kwa simu yako kupitia intaneti. Unganisha mtandao, kisha ulipe.',
  },
});

/** The Renew dialog's own labels (its sentences are renewal-messages.ts). */
export const renewDialogMessages = defineMessages('renewDialog', {
  policyNo: { en: 'Policy No.', sw: 'Namba ya bima' },
  currentPremium: { en: 'Current premium', sw: 'Ada ya bima ya sasa' },
  householdItems: { en: 'Household items', sw: 'Vitu vya nyumbani' },
  portableItems: { en: 'Portable items', sw: 'Vifaa vinavyobebeka' },
  categoryTotal: withValues<{ category: string }>({
    en: '{category} total (KSh)',
    sw: '{category}: jumla (KSh)',
  }),
  renewing: { en: 'Renewing...', sw: 'Tunahuisha bima...' },
  priceLabel: { en: 'Renewal price', sw: 'Bei ya kuhuisha bima' },
  premium: { en: 'Premium', sw: 'Ada ya bima' },
  trainingLevy: { en: 'Training Levy', sw: 'Ushuru wa mafunzo' },
  stampDuty: { en: 'Stamp Duty', sw: 'Ushuru wa stempu' },
  total: { en: 'Total', sw: 'Jumla' },
});
