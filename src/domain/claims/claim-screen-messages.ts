// What the portal's My Claims shows: the list, one claim's status, the 'Make a claim' form and the claims
// waiting to be sent. The rules' own messages are claim-request.ts's; the outbox's are claim-sending.ts's.
import { defineMessages } from '../language/messages';
import { withValues } from '../language/with-values';

export const myClaimsMessages = defineMessages('myClaims', {
  loading: { en: 'Loading claims…', sw: 'Tunafungua madai yako…' },
  failed: {
    en: 'Your claims could not be loaded. Please try again.',
    sw: 'Madai yako hayakuweza kufunguka. Tafadhali jaribu tena.',
  },
  /** A claim answer the client could not read (no message of the server's to show). */
  unreadable: {
    en: 'The claim could not be read. Please try again.',
    sw: 'Dai halikuweza kusomeka. Tafadhali jaribu tena.',
  },
  offlineNoCopy: {
    en: 'You are offline and no copy of your claims is saved on this device yet.',
    sw: 'Huna mtandao na bado hakuna nakala ya madai yako kwenye kifaa hiki.',
  },
  // Also true while a claim waits in the outbox (shown above it): none has reached us yet.
  empty: {
    en: 'No claims have reached us yet. To make one, use Make a claim on a policy in My Policies.',
    sw: 'Bado hatujapokea dai lolote. Kuweka dai, bonyeza Weka dai kwenye bima yako katika Bima zangu.',
  },
  lastUpdated: withValues<{ age: string }>({
    en: 'Last updated {age}',
    sw: 'Ilisasishwa mara ya mwisho {age}',
  }),
  offlineMark: { en: ' (offline)', sw: ' (bila mtandao)' },
  missing: withValues<{ list: string }>({ en: 'Missing: {list}', sw: 'Zinakosekana: {list}' }),
  waitingToSend: { en: 'Claims waiting to be sent', sw: 'Madai yanayosubiri kutumwa' },
  claimOn: withValues<{ label: string }>({ en: 'Claim on {label}', sw: 'Dai kwenye {label}' }),
  documentFor: withValues<{ reference: string }>({
    en: 'Document for claim {reference}',
    sw: 'Hati ya dai {reference}',
  }),
});

/** One claim as its holder follows it. */
export const claimStatusViewMessages = defineMessages('claimStatusView', {
  back: { en: 'Back to my claims', sw: 'Rudi kwenye madai yangu' },
  heading: withValues<{ reference: string }>({ en: 'Claim {reference}:', sw: 'Dai {reference}:' }),
  nextStep: { en: 'What to do next:', sw: 'Hatua inayofuata:' },
  stillMissing: { en: 'Still missing', sw: 'Bado zinakosekana' },
  daysSince: withValues<{ days: number; limit: number }>({
    en: '{days} of {limit} days since your documents were complete',
    sw: 'Siku {days} kati ya {limit} tangu nyaraka zako zilipokamilika',
  }),
  pastLimit: { en: ': past the legal limit for settling.', sw: ': muda wa kisheria wa kulipa umepita.' },
  daysLeft: withValues<{ days: number }>({
    en: ': {days} days left to settle.',
    sw: ': zimebaki siku {days} za kulipa.',
  }),
  settledAmount: { en: 'Settled amount:', sw: 'Kiasi kilicholipwa:' },
  paymentReference: withValues<{ reference: string }>({
    en: ', payment reference {reference}',
    sw: ', kumbukumbu ya malipo {reference}',
  }),
  history: { en: 'History', sw: 'Historia' },
  files: { en: 'Photos and documents', sw: 'Picha na nyaraka' },
  filesOfClaim: { en: 'Photos and documents of this claim', sw: 'Picha na nyaraka za dai hili' },
  noneYet: { en: 'None yet.', sw: 'Bado hakuna.' },
  filesOffline: withValues<{ count: number }>({
    en: '{count} files. They show when you are online.',
    sw: 'Faili {count}. Zitaonekana ukiwa na mtandao.',
  }),
  openPdf: { en: 'Open PDF', sw: 'Fungua PDF' },
  addDocument: { en: 'Add document', sw: 'Ongeza hati' },
  whichDocument: { en: 'Which document?', sw: 'Hati gani?' },
  chooseFile: { en: 'Choose the file (PDF or photo)', sw: 'Chagua faili (PDF au picha)' },
});

/** The 'Make a claim' form. */
export const claimFormMessages = defineMessages('claimForm', {
  loading: { en: 'Loading the claim form…', sw: 'Tunafungua fomu ya dai…' },
  unavailable: {
    en: 'The claim form for this policy needs a connection the first time. Please try again when you are online.',
    sw: 'Fomu ya dai ya bima hii inahitaji mtandao mara ya kwanza. Tafadhali jaribu tena ukiwa na mtandao.',
  },
  failed: {
    en: 'The claim form could not be loaded. Please try again.',
    sw: 'Fomu ya dai haikuweza kufunguka. Tafadhali jaribu tena.',
  },
  heading: withValues<{ label: string }>({ en: 'Make a claim on {label}', sw: 'Weka dai kwenye {label}' }),
  whatHappened: { en: 'What happened?', sw: 'Nini kilitokea?' },
  when: { en: 'When did it happen?', sw: 'Kilitokea lini?' },
  nairobiTime: { en: 'Nairobi time', sw: 'Saa za Nairobi' },
  where: { en: 'Where did it happen?', sw: 'Kilitokea wapi?' },
  description: { en: 'What happened, in your own words *', sw: 'Kilichotokea, kwa maneno yako mwenyewe *' },
  thirdParty: {
    en: 'Who is the third party, and what do they say you owe them? *',
    sw: 'Mtu huyo mwingine ni nani, na anadai umlipe nini? *',
  },
  documentsFor: withValues<{ peril: string }>({
    en: 'Documents for {peril}',
    sw: 'Nyaraka za {peril}',
  }),
  added: { en: 'added', sw: 'imeongezwa' },
  toCome: { en: 'still to come', sw: 'bado kuletwa' },
  addLater: {
    en: 'You can send a claim now and add the missing documents later.',
    sw: 'Unaweza kutuma dai sasa na kuongeza nyaraka zinazokosekana baadaye.',
  },
  send: { en: 'Send claim', sw: 'Tuma dai' },
  back: { en: 'Back', sw: 'Rudi' },
  // What was lost or damaged.
  lostOrDamaged: { en: 'What was lost or damaged?', sw: 'Nini kilipotea au kuharibika?' },
  itemsHint: withValues<{ listed: 'yes' | 'no' }>({
    en: '{listed, select, yes {Tick the items your policy lists, or add} other {Add}} each item with its estimated value under the part of your cover it belongs to.',
    sw: '{listed, select, yes {Weka alama kwenye vitu vilivyoorodheshwa kwenye bima yako, au ongeza} other {Ongeza}} kila kitu pamoja na makadirio ya thamani yake chini ya sehemu ya bima yako kinakohusika.',
  }),
  insuredFor: withValues<{ amount: string }>({
    en: '· insured for {amount}',
    sw: '· bima ya {amount}',
  }),
  itemInsuredFor: withValues<{ name: string; amount: string }>({
    en: '{name} (insured for {amount})',
    sw: '{name} (bima ya {amount})',
  }),
  lossOf: withValues<{ name: string }>({
    en: 'Estimated loss of {name} (KSh)',
    sw: 'Makadirio ya hasara ya {name} (KSh)',
  }),
  rowLabel: withValues<{ kind: 'part' | 'item'; number: number }>({
    en: '{kind, select, part {Part} other {Item}} {number}',
    sw: '{kind, select, part {Sehemu} other {Kitu}} {number}',
  }),
  rowName: withValues<{ label: string }>({
    en: '{label}: what was lost or damaged',
    sw: '{label}: kilichopotea au kuharibika',
  }),
  rowLoss: withValues<{ label: string }>({
    en: '{label}: estimated loss (KSh)',
    sw: '{label}: makadirio ya hasara (KSh)',
  }),
  removeRow: withValues<{ name: string }>({ en: 'Remove {name}', sw: 'Ondoa {name}' }),
  examplePortable: { en: 'e.g. Laptop', sw: 'mf. Kompyuta mpakato' },
  exampleBuilding: { en: 'e.g. Roof', sw: 'mf. Paa' },
  exampleHousehold: { en: 'e.g. Sofa set', sw: 'mf. Seti ya sofa' },
  addPart: { en: 'Add a damaged part of the building', sw: 'Ongeza sehemu ya jengo iliyoharibika' },
  addHousehold: { en: 'Add a household item', sw: 'Ongeza kitu cha nyumbani' },
  addPortable: { en: 'Add a portable item', sw: 'Ongeza kifaa kinachobebeka' },
  // Photos and documents.
  photosLabel: { en: 'Photos of the damage', sw: 'Picha za uharibifu' },
  photosHint: {
    en: 'Take photos or choose them from your gallery. They are made smaller on this phone first.',
    sw: 'Piga picha au uzichague kutoka kwenye galari yako. Zinapunguzwa ukubwa kwenye simu hii kwanza.',
  },
  addPhotos: { en: 'Add photos', sw: 'Ongeza picha' },
  compressing: { en: 'Preparing photos…', sw: 'Inaandaa picha…' },
  photoUnreadable: {
    en: 'This photo could not be read. Please take it again or choose another.',
    sw: 'Picha hii haikuweza kusomeka. Tafadhali ipige tena au uchague nyingine.',
  },
  documentLabel: { en: 'Add another document (PDF or photo)', sw: 'Ongeza hati nyingine (PDF au picha)' },
  documentType: { en: 'What is this document?', sw: 'Hati hii ni ipi?' },
  filesWithClaim: { en: 'Files with this claim', sw: 'Faili za dai hili' },
  remove: { en: 'Remove', sw: 'Ondoa' },
});
