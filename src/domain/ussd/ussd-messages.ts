// The USSD menus' words (issue 29), in both languages. A screen holds at most 182 characters
// (ussd-screen.ts), and the networks show plain letters only: no curly quotes, dashes or ellipses, which
// the key-coverage test and tests/domain/ussd check.
import { defineMessages } from '../language/messages';
import { withValues } from '../language/with-values';

export const ussdMessages = defineMessages('ussd', {
  // The main menu: the agency's name, then each menu's, numbered as services/ussd/main-menu.ts lists them.
  quoteMenu: { en: 'Get a home quote', sw: 'Pata bei ya bima ya nyumba' },
  policiesMenu: { en: 'My policies', sw: 'Bima zangu' },
  claimsMenu: { en: 'Claims', sw: 'Madai' },
  renewMenu: { en: 'Renew a policy', sw: 'Huisha bima' },
  callBackMenu: { en: 'Call me back', sw: 'Nipigie simu' },
  back: { en: '0. Back', sw: '0. Rudi' },
  exit: { en: '0. Exit', sw: '0. Toka' },
  more: { en: '9. More', sw: '9. Zaidi' },
  invalidChoice: { en: 'Please choose one of the numbers.', sw: 'Tafadhali chagua mojawapo ya namba.' },
  goodbye: {
    en: 'Thank you for calling Kinga Insurance Agency.',
    sw: 'Asante kwa kupiga Kinga Insurance Agency.',
  },
  unavailable: {
    en: 'Sorry, we cannot answer right now. Please dial again in a few minutes.',
    sw: 'Samahani, hatuwezi kujibu sasa hivi. Tafadhali piga tena baada ya dakika chache.',
  },
  tooManyRequests: {
    en: 'Too many requests from this phone. Please dial again in a few minutes.',
    sw: 'Maombi mengi mno kutoka simu hii. Tafadhali piga tena baada ya dakika chache.',
  },

  // Get a home quote
  ownership: {
    en: 'Do you own the home?\n1. No, I rent it\n2. Yes, I own it',
    sw: 'Je, nyumba ni yako?\n1. Hapana, nimepanga\n2. Ndiyo, ni yangu',
  },
  householdValue: {
    en: 'Total value of your household items, in KSh (for example 350000):',
    sw: 'Jumla ya thamani ya vitu vya nyumbani, kwa KSh (kwa mfano 350000):',
  },
  portableValue: {
    en: 'Value of items you carry about (phone, laptop), in KSh. Enter 0 for none:',
    sw: 'Thamani ya vifaa unavyobeba (simu, kompyuta), kwa KSh. Weka 0 kama hakuna:',
  },
  buildingValue: {
    en: 'Value of the building, in KSh:',
    sw: 'Thamani ya jengo, kwa KSh:',
  },
  location: {
    en: 'Where is the home? (town or estate)',
    sw: 'Nyumba iko wapi? (mji au mtaa)',
  },
  amountInvalid: {
    en: 'Please enter the amount in KSh, digits only.',
    sw: 'Tafadhali weka kiasi kwa KSh, tarakimu tu.',
  },
  pricesTitle: { en: 'Best prices a year:', sw: 'Bei bora kwa mwaka:' },
  pickToBuy: { en: 'Choose one to buy.', sw: 'Chagua moja ili kununua.' },
  offer: withValues<{ product: string; underwriter: string; price: string }>({
    en: '{product} by {underwriter}: {price} a year.',
    sw: '{product} ya {underwriter}: {price} kwa mwaka.',
  }),
  buy: { en: '1. Buy', sw: '1. Nunua' },

  // Buying the offer chosen: the details the purchase needs, one per screen, then the payment.
  buyerName: { en: 'Your full name:', sw: 'Jina lako kamili:' },
  buyerIdNumber: { en: 'Your national ID number:', sw: 'Namba yako ya kitambulisho:' },
  buyerEmail: { en: 'Your e-mail address, for your documents:', sw: 'Barua pepe yako, kwa nyaraka zako:' },
  buyerProfession: { en: 'Your profession:', sw: 'Kazi yako:' },
  buyerAddress: {
    en: 'Your postal address (for example P.O. Box 1-00100 Nairobi):',
    sw: 'Anwani yako ya posta (kwa mfano S.L.P. 1-00100 Nairobi):',
  },
  buyerKraPin: { en: 'Your KRA PIN:', sw: 'PIN yako ya KRA:' },
  confirmPurchase: withValues<{ price: string; product: string; underwriter: string }>({
    en: 'Pay {price} a year for {product} by {underwriter}, by M-Pesa from this phone?\n1. Pay now\n0. Cancel',
    sw: 'Lipa {price} kwa mwaka kwa {product} ya {underwriter}, kwa M-Pesa kutoka simu hii?\n1. Lipa sasa\n0. Ghairi',
  }),
  promptSent: withValues<{ amount: string; business: string; reference: string }>({
    en: 'Enter your M-Pesa PIN when asked, to pay {amount}. Or pay by Pay Bill {business}, account {reference}. We send an SMS once paid.',
    sw: 'Weka PIN yako ya M-Pesa ukiombwa, ili ulipe {amount}. Au lipa kwa Pay Bill {business}, akaunti {reference}. Tutakutumia SMS ukishalipa.',
  }),
  purchaseCancelled: {
    en: 'Nothing was bought. Dial again whenever you are ready.',
    sw: 'Hakuna kilichonunuliwa. Piga tena wakati wowote ukiwa tayari.',
  },

  // My policies
  policiesTitle: { en: 'Your policies:', sw: 'Bima zako:' },
  noPolicies: {
    en: 'There is no policy for this phone number. Dial again and choose 1 for a quote.',
    sw: 'Hakuna bima ya namba hii ya simu. Piga tena uchague 1 upate bei.',
  },
  policyLine: withValues<{ reference: string; status: string; end: string }>({
    en: '{reference} {status}, ends {end}',
    sw: '{reference} {status}, inaisha {end}',
  }),
  policyUnpaid: withValues<{ reference: string }>({
    en: '{reference} not paid yet',
    sw: '{reference} bado haijalipiwa',
  }),
  policyDetail: withValues<{ reference: string; product: string; underwriter: string; status: string }>({
    en: 'Policy {reference}: {product} by {underwriter}. {status}.',
    sw: 'Bima {reference}: {product} ya {underwriter}. {status}.',
  }),
  policyEnds: withValues<{ end: string }>({ en: 'Ends {end}.', sw: 'Inaisha {end}.' }),
  payDue: { en: '1. Pay what is due', sw: '1. Lipa kinachodaiwa' },
  documentsBySms: { en: '2. Documents by SMS', sw: '2. Nyaraka kwa SMS' },
  duePromptSent: withValues<{ amount: string }>({
    en: 'Enter your M-Pesa PIN when asked, to pay {amount}. We send an SMS once paid.',
    sw: 'Weka PIN yako ya M-Pesa ukiombwa, ili ulipe {amount}. Tutakutumia SMS ukishalipa.',
  }),
  documentsSent: {
    en: 'We have sent you an SMS with the links to your documents.',
    sw: 'Tumekutumia SMS yenye viungo vya nyaraka zako.',
  },
  documentsNotYet: {
    en: 'The documents come once the cover is paid.',
    sw: 'Nyaraka hutolewa bima ikishalipiwa.',
  },
  documentsSms: withValues<{ reference: string; check: string; portal: string }>({
    en: 'Kinga: policy {reference}. Check it: {check} . Your cover note, schedule and receipt: {portal} (sign in with this phone).',
    sw: 'Kinga: bima {reference}. Ihakiki: {check} . Hati ya muda, jedwali na risiti yako: {portal} (ingia kwa simu hii).',
  }),

  // Claims: the latest claims' status and next step, and a loss reported in short steps.
  claimsChoices: {
    en: 'Claims\n1. My claims\n2. Report a loss\n0. Back',
    sw: 'Madai\n1. Madai yangu\n2. Ripoti hasara\n0. Rudi',
  },
  claimsTitle: { en: 'Your latest claims:', sw: 'Madai yako ya karibuni:' },
  noClaims: {
    en: 'There is no claim for this phone number.',
    sw: 'Hakuna dai la namba hii ya simu.',
  },
  claimLine: withValues<{ reference: string; status: string }>({
    en: '{reference} {status}',
    sw: '{reference} {status}',
  }),
  claimDetail: withValues<{ reference: string; status: string; next: string }>({
    en: 'Claim {reference}: {status}. Next: {next}',
    sw: 'Dai {reference}: {status}. Kinachofuata: {next}',
  }),
  lossNoCover: {
    en: 'There is no policy in force for this phone number, so a loss cannot be reported on it.',
    sw: 'Hakuna bima inayotumika ya namba hii ya simu, kwa hivyo hasara haiwezi kuripotiwa.',
  },
  lossCoverTitle: { en: 'Which policy is the loss on?', sw: 'Hasara iko kwenye bima ipi?' },
  lossPerilTitle: { en: 'What happened?', sw: 'Nini kilitokea?' },
  lossSectionTitle: { en: 'What was lost or damaged?', sw: 'Nini kilipotea au kuharibika?' },
  lossSections: {
    en: '1. Household items\n2. Items you carry (phone, laptop)\n3. The building',
    sw: '1. Vitu vya nyumbani\n2. Vifaa unavyobeba (simu, kompyuta)\n3. Jengo',
  },
  /** What the claim lists as lost, under the section chosen: the caller names each item in the app. */
  lossItemName: { en: 'Reported by phone (USSD)', sw: 'Imeripotiwa kwa simu (USSD)' },
  lossAmount: {
    en: 'About how much is the loss, in KSh?',
    sw: 'Hasara ni takriban kiasi gani, kwa KSh?',
  },
  lossWhen: {
    en: 'When did it happen?\n1. Today\n2. Yesterday\nOr enter the date as DD/MM/YYYY',
    sw: 'Ilitokea lini?\n1. Leo\n2. Jana\nAu weka tarehe kama DD/MM/YYYY',
  },
  lossWhenInvalid: {
    en: 'Please choose 1 or 2, or enter the date as DD/MM/YYYY.',
    sw: 'Tafadhali chagua 1 au 2, au weka tarehe kama DD/MM/YYYY.',
  },
  lossDescription: {
    en: 'In a few words, what happened? (at least 30 letters)',
    sw: 'Kwa maneno machache, nini kilitokea? (angalau herufi 30)',
  },
  lossPlace: {
    en: 'Where did it happen? (town or estate)',
    sw: 'Ilitokea wapi? (mji au mtaa)',
  },
  lossReported: withValues<{ reference: string }>({
    en: 'Claim {reference} received. An agent will call you within a working day. You can add photos and documents in the app under My claims.',
    sw: 'Dai {reference} limepokelewa. Wakala atakupigia ndani ya siku moja ya kazi. Unaweza kuongeza picha na nyaraka kwenye programu, Madai yangu.',
  }),

  // Renewing a policy in its renewal window, paid by a prompt to this phone.
  renewNone: {
    en: 'None of your policies can be renewed now. Renewal opens 30 days before a cover ends.',
    sw: 'Hakuna bima yako inayoweza kuhuishwa sasa. Kuhuisha kunaanza siku 30 kabla bima haijaisha.',
  },
  renewTitle: { en: 'Renew which policy?', sw: 'Huisha bima ipi?' },
  renewLine: withValues<{ reference: string; end: string }>({
    en: '{reference}, ends {end}',
    sw: '{reference}, inaisha {end}',
  }),
  renewConfirm: withValues<{ reference: string; price: string; start: string }>({
    en: 'Renew {reference} for {price} a year from {start}, by M-Pesa from this phone?\n1. Pay now\n0. Cancel',
    sw: 'Huisha {reference} kwa {price} kwa mwaka kuanzia {start}, kwa M-Pesa kutoka simu hii?\n1. Lipa sasa\n0. Ghairi',
  }),
  renewCancelled: {
    en: 'Nothing was renewed. Dial again whenever you are ready.',
    sw: 'Hakuna kilichohuishwa. Piga tena wakati wowote ukiwa tayari.',
  },

  // Call me back: a lead in the back office.
  callBackTitle: { en: 'What should we call you about?', sw: 'Tukupigie kuhusu nini?' },
  callBackAsked: {
    en: 'Thank you. An agent will call you on this number within a working day.',
    sw: 'Asante. Wakala atakupigia kwa namba hii ndani ya siku moja ya kazi.',
  },
  callBackAlready: {
    en: 'We already have your request. An agent will call you on this number soon.',
    sw: 'Tayari tumepokea ombi lako. Wakala atakupigia kwa namba hii hivi karibuni.',
  },
});
