// Point 5 (wizard payment) and point 8 (lookup and payment, result codes): what the payment step and the
// payment endpoints say, in the spec's words where it has them. One list for client and server.
import { defineMessages } from './language/messages';
import { withValues } from './language/with-values';

export const paymentMessages = defineMessages('payment', {
  numberRequired: {
    en: 'Please enter your M-Pesa number.',
    sw: 'Tafadhali weka namba yako ya M-Pesa.',
  },
  numberInvalid: {
    en: 'Please enter a valid M-Pesa number (e.g., 0712345678).',
    sw: 'Tafadhali weka namba sahihi ya M-Pesa (mfano, 0712345678).',
  },
  initiateFailed: {
    en: 'An error occurred while initiating payment.',
    sw: 'Hitilafu imetokea wakati wa kuanzisha malipo.',
  },
  reinitiateFailed: {
    en: 'An error occurred while reinitiating payment.',
    sw: 'Hitilafu imetokea wakati wa kuanzisha malipo upya.',
  },
  reinitiateRefused: {
    en: 'Failed to reinitiate payment. Please try again later.',
    sw: 'Imeshindwa kuanzisha malipo upya. Tafadhali jaribu tena baadaye.',
  },
  reinitiateUnanswered: {
    en: 'An error occurred while reinitiating payment. Please try again later.',
    sw: 'Hitilafu imetokea wakati wa kuanzisha malipo upya. Tafadhali jaribu tena baadaye.',
  },
  statusFailed: {
    en: 'An error occurred while checking payment status.',
    sw: 'Hitilafu imetokea wakati wa kuangalia hali ya malipo.',
  },
  noCheckoutId: {
    en: 'No checkout ID available for confirmation.',
    sw: 'Hakuna namba ya ombi la malipo ya kuthibitisha.',
  },
  noCoverId: {
    en: 'No cover ID available for retry.',
    sw: 'Hakuna namba ya bima ya kujaribu tena.',
  },
  missingReference: {
    en: 'Payment initiated but missing reference. Please note your transaction ID for support.',
    sw: 'Malipo yameanzishwa lakini hayana namba ya kumbukumbu. Tafadhali andika namba ya muamala wako kwa ajili ya msaada.',
  },
  missingCheckoutForVerification: {
    en: 'Missing checkout ID for payment verification.',
    sw: 'Namba ya ombi la malipo haipo, malipo hayawezi kuthibitishwa.',
  },
  unexpected: {
    en: 'An unexpected error occurred. Please check your connection and try again.',
    sw: 'Hitilafu isiyotarajiwa imetokea. Tafadhali angalia mtandao wako kisha ujaribu tena.',
  },
  confirmed: { en: 'Payment confirmed successfully!', sw: 'Malipo yamethibitishwa!' },
  expired: {
    en: 'Payment prompt expired. Please retry the payment.',
    sw: 'Ombi la M-Pesa limeisha muda. Tafadhali jaribu kulipa tena.',
  },
  cancelled: {
    en: 'Payment was cancelled. Please try again.',
    sw: 'Malipo yameghairiwa. Tafadhali jaribu tena.',
  },
  insufficientFunds: {
    en: 'Insufficient funds in your M-Pesa account.',
    sw: 'Salio la M-Pesa halitoshi.',
  },
  failedWith: withValues<{ description: string }>({
    en: 'Payment failed: {description}',
    sw: 'Malipo hayakufanikiwa: {description}',
  }),
  /** What failedWith says when M-Pesa gave no description. */
  unknownStatus: { en: 'Unknown status', sw: 'Hali haijulikani' },
  verificationFailed: {
    en: 'Payment verification failed.',
    sw: 'Imeshindwa kuthibitisha malipo.',
  },
  /** A failure the server gives no reason for: the page holds no payment token (started before them). */
  failedWithoutReason: {
    en: 'Payment failed. Please try again.',
    sw: 'Malipo hayakufanikiwa. Tafadhali jaribu tena.',
  },
  /** Retry Payment on such a page: the server would refuse it (notYourPayment), so it starts afresh. */
  restartPurchase: {
    en: 'This page can no longer retry this payment, as it was started before our last update. Press Pay Now to start the purchase again with a new M-Pesa prompt.',
    sw: 'Ukurasa huu hauwezi tena kujaribu malipo haya, kwa sababu yalianzishwa kabla ya mabadiliko yetu ya mwisho. Bonyeza Lipa Sasa uanze upya ukipokea ombi jipya la M-Pesa.',
  },
  unableToVerify: {
    en: 'Unable to verify payment status. Please try again later.',
    sw: 'Imeshindwa kuthibitisha hali ya malipo. Tafadhali jaribu tena baadaye.',
  },
  noPolicyTitle: { en: 'No Policy Selected', sw: 'Hujachagua Bima' },
  goToReview: { en: 'Go to Policy Review', sw: 'Rudi Kukagua' },
  offline: {
    en: 'You are offline. M-Pesa needs a connection to send the prompt to your phone: connect, then pay.',
    sw: 'Huna mtandao. M-Pesa inahitaji mtandao kutuma ombi kwenye simu yako: unganisha, kisha ulipe.',
  },
  /** A premium one M-Pesa payment cannot carry (MPESA_MAX_AMOUNT): what to do instead. */
  aboveMpesaLimit: withValues<{ limit: string; phone: string }>({
    en: 'This premium is more than the {limit} one M-Pesa payment can carry. Your application is saved: please call us on {phone} to pay by bank transfer.',
    sw: 'Ada hii ya bima inazidi {limit}, kiwango cha juu cha malipo moja ya M-Pesa. Ombi lako limehifadhiwa: tafadhali tupigie kwa {phone} ulipe kupitia benki.',
  }),
  detailsChanged: {
    en: 'Your payment details changed since the last attempt. Press Pay Now again to send a new prompt.',
    sw: 'Maelezo ya malipo yamebadilika tangu jaribio lililopita. Bonyeza Lipa Sasa tena upate ombi jipya.',
  },
  // The endpoints' own words.
  productNotAvailable: {
    en: 'This product does not cover what you asked to insure. Please go back and choose another policy.',
    sw: 'Bima hii haifuniki ulichoomba kukatia bima. Tafadhali rudi nyuma uchague bima nyingine.',
  },
  pushFailed: {
    en: 'Failed to initiate payment. Please try again.',
    sw: 'Imeshindwa kuanzisha malipo. Tafadhali jaribu tena.',
  },
  pushUnanswered: {
    en: 'M-Pesa did not confirm the payment prompt in time. If it reaches your phone, enter your PIN; if not, try again in a minute.',
    sw: 'M-Pesa haikuthibitisha ombi la malipo kwa wakati. Likifika kwenye simu yako, weka PIN yako; lisipofika, jaribu tena baada ya dakika moja.',
  },
  promptUnconfirmed: {
    en: 'A payment prompt may already be on your phone. Enter your M-Pesa PIN there, or try again in a minute.',
    sw: 'Huenda ombi la malipo tayari liko kwenye simu yako. Weka PIN yako ya M-Pesa hapo, au jaribu tena baada ya dakika moja.',
  },
  promptOpen: withValues<{ phone: string; amount: string }>({
    en: 'A payment prompt is already open on {phone}. Enter your M-Pesa PIN to pay {amount}.',
    sw: 'Ombi la malipo tayari liko wazi kwenye {phone}. Weka PIN yako ya M-Pesa ulipe {amount}.',
  }),
  alreadyReceived: {
    en: 'Payment already received for this policy.',
    sw: 'Malipo ya bima hii tayari yamepokelewa.',
  },
  noFinalAnswer: {
    en: 'M-Pesa never confirmed this payment. If money left your account, your cover activates when M-Pesa confirms it; otherwise please retry the payment.',
    sw: 'M-Pesa haikuthibitisha malipo haya. Kama pesa zimetoka kwenye akaunti yako, bima yako itaanza M-Pesa ikithibitisha; la sivyo, tafadhali jaribu kulipa tena.',
  },
  pushRefused: withValues<{ reason: string }>({
    en: 'M-Pesa did not send the prompt ({reason}).',
    sw: 'M-Pesa haikutuma ombi la malipo ({reason}).',
  }),
  coverNotFound: {
    en: 'Policy not found. Please start a new quote.',
    sw: 'Bima haikupatikana. Tafadhali anza makadirio mapya ya bei.',
  },
  /** Daraja's callback to a path whose secret is wrong: it learns nothing, not even that the path exists. */
  callbackUnknown: { en: 'Not found.', sw: 'Haikupatikana.' },
  alreadyPaid: { en: 'This policy is already paid.', sw: 'Bima hii tayari imelipiwa.' },
  purchaseInProgress: {
    en: 'This purchase is already on its way. Wait for the M-Pesa prompt on your phone, or try again in a minute.',
    sw: 'Ununuzi huu tayari unaendelea. Subiri ombi la M-Pesa kwenye simu yako, au jaribu tena baada ya dakika moja.',
  },
  notYourPayment: {
    en: 'Only the page that started this payment can retry it. To pay for this policy, sign in to the client portal.',
    sw: 'Ni ukurasa ulioanzisha malipo haya pekee unaoweza kuyajaribu tena. Ili kulipia bima hii, ingia kwenye akaunti yako ya wateja.',
  },
  promptSent: withValues<{ phone: string; amount: string }>({
    en: 'Payment prompt sent to {phone}. Enter your M-Pesa PIN to pay {amount}.',
    sw: 'Ombi la malipo limetumwa kwa {phone}. Weka PIN yako ya M-Pesa ulipe {amount}.',
  }),
  stillProcessing: {
    en: 'The transaction is being processed',
    sw: 'Muamala unashughulikiwa',
  },
  // The amounts as whole shillings without separators, as the English always wrote them.
  amountMismatch: withValues<{ paid: string; asked: string }>({
    en: 'Amount paid (KSh {paid}) does not match the amount asked (KSh {asked}). Please contact support.',
    sw: 'Kiasi kilicholipwa (KSh {paid}) hakilingani na kiasi kilichoombwa (KSh {asked}). Tafadhali wasiliana nasi.',
  }),
  /** The payment step's wait while the prompt is open and the status check says nothing yet. */
  stillWaiting: {
    en: 'Still waiting for your M-Pesa PIN on the phone.',
    sw: 'Bado tunasubiri uweke PIN yako ya M-Pesa kwenye simu.',
  },
});
