// The travel insurance page (/products/travel-insurance): informational until the cover is sold.
import { defineMessages } from '../language/messages';

export const travelMessages = defineMessages('travelPage', {
  lead: {
    en: 'Medical, cancellation and baggage cover for business trips, holidays and study abroad, so a missed flight or a hospital visit does not ruin the journey.',
    sw: 'Bima ya matibabu, kughairi safari na mizigo kwa safari za kikazi, likizo na masomo nje ya nchi, ili ndege uliyokosa au kwenda hospitalini kusiharibu safari yako.',
  },
  description: {
    en: 'Travel insurance from Kenya: medical emergencies abroad, trip cancellation, lost baggage and delays. Coming soon.',
    sw: 'Bima ya safari kutoka Kenya: dharura za matibabu nje ya nchi, kughairi safari, mizigo iliyopotea na kuchelewa. Inakuja hivi karibuni.',
  },
  imageAlt: {
    en: 'A suitcase, a globe and an aeroplane climbing above the clouds',
    sw: 'Sanduku la safari, tufe la dunia na ndege ikipanda juu ya mawingu',
  },
  comingSoonTitle: { en: 'Coming soon!!', sw: 'Inakuja hivi karibuni!!' },
  comingSoonText: {
    en: 'Travel insurance is not on sale yet; it opens with our partner insurers shortly.',
    sw: 'Bima ya safari bado haiuzwi; itaanza hivi karibuni na kampuni za bima tunazoshirikiana nazo.',
  },
  whyTitle: { en: 'Why choose us', sw: 'Kwa nini utuchague' },
  medicalTitle: { en: 'Medical emergencies abroad', sw: 'Dharura za matibabu nje ya nchi' },
  medicalText: {
    en: 'Hospital and doctor bills if you fall ill or are injured on your trip.',
    sw: 'Bili za hospitali na daktari ukiugua au ukiumia ukiwa safarini.',
  },
  evacuationTitle: { en: 'Emergency evacuation', sw: 'Kuhamishwa kwa dharura' },
  evacuationText: {
    en: 'Getting you to the right hospital, or home, when you need it.',
    sw: 'Kukufikisha kwenye hospitali inayofaa, au nyumbani, unapohitaji.',
  },
  cancellationTitle: { en: 'Trip cancellation', sw: 'Kughairi safari' },
  cancellationText: {
    en: 'Money you cannot get back if illness or an emergency cancels your trip.',
    sw: 'Pesa usizoweza kurudishiwa ugonjwa au dharura ikikatisha safari yako.',
  },
  baggageTitle: { en: 'Lost or delayed baggage', sw: 'Mizigo iliyopotea au kuchelewa' },
  baggageText: {
    en: 'Essentials while your bag is delayed, and its value if it is lost.',
    sw: 'Mahitaji muhimu wakati mzigo wako umechelewa, na thamani yake ukipotea.',
  },
  delaysTitle: { en: 'Travel delays', sw: 'Kuchelewa kwa safari' },
  delaysText: {
    en: 'Meals and a hotel when your flight is delayed for hours.',
    sw: 'Chakula na hoteli ndege yako ikichelewa kwa saa kadhaa.',
  },
  liabilityTitle: { en: 'Personal liability', sw: 'Dhima binafsi' },
  liabilityText: {
    en: 'Your legal costs if you accidentally injure someone or damage their property.',
    sw: 'Gharama zako za kisheria ukimuumiza mtu au kuharibu mali yake bila kukusudia.',
  },
  schengen: {
    en: 'Cover that meets Schengen and other visa requirements',
    sw: 'Bima inayotimiza masharti ya viza ya Schengen na viza nyingine',
  },
  certificate: {
    en: 'Certificate by e-mail in minutes, ready for the embassy',
    sw: 'Cheti kwa barua pepe kwa dakika chache, tayari kwa ubalozi',
  },
  hotline: { en: 'A 24/7 hotline wherever you are', sw: 'Simu ya msaada saa 24 kila siku popote ulipo' },
  plans: {
    en: 'Plans for single trips, frequent travellers, students and families',
    sw: 'Mipango kwa safari moja, wasafiri wa mara kwa mara, wanafunzi na familia',
  },
  lastMinuteQuestion: {
    en: 'Can I buy travel insurance at the last minute?',
    sw: 'Je, naweza kununua bima ya safari dakika za mwisho?',
  },
  lastMinuteAnswer: {
    en: 'Yes. You can buy cover up to a day before departure.',
    sw: 'Ndiyo. Unaweza kununua bima hadi siku moja kabla ya kuondoka.',
  },
  covidQuestion: { en: 'Are COVID-19 costs covered?', sw: 'Je, gharama za COVID-19 zinalipiwa?' },
  covidAnswer: {
    en: 'Yes. COVID-related medical costs and trip cancellation are covered.',
    sw: 'Ndiyo. Gharama za matibabu zinazohusiana na COVID na kughairi safari zinalipiwa.',
  },
  claimQuestion: { en: 'How do I make a claim?', sw: 'Nawezaje kudai?' },
  claimAnswer: {
    en: 'Call our hotline or claim in the app, from wherever you are.',
    sw: 'Piga simu yetu ya msaada au dai kwenye programu, popote ulipo.',
  },
});
