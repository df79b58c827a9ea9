// The products page (/products): one card per product line, with its features and benefits. The lines'
// names are the menus' (shell-messages.ts); the motor cover types' names are the spec's, in both languages.
import { defineMessages } from '../language/messages';

export const productsMessages = defineMessages('productsPage', {
  description: {
    en: 'Motor, home, travel and personal accident covers from four licensed Kenyan insurers: compare features and benefits, then buy online or by USSD.',
    sw: 'Bima za magari, nyumba, safari na ajali binafsi kutoka kampuni nne za bima za Kenya zenye leseni: linganisha vipengele na faida, kisha nunua mtandaoni au kwa USSD.',
  },
  lead: {
    en: 'Motor, home, travel and personal accident covers from four partner insurers.',
    sw: 'Bima za magari, nyumba, safari na ajali binafsi kutoka kampuni nne za bima tunazoshirikiana nazo.',
  },
  comingSoon: { en: 'Coming soon', sw: 'Inakuja karibuni' },
  features: { en: 'Features', sw: 'Vipengele' },
  benefits: { en: 'Benefits', sw: 'Faida' },
  learnMore: { en: 'Learn More', sw: 'Soma zaidi' },
  /** For screen readers, between Learn More and the line's name. */
  about: { en: 'about', sw: 'kuhusu' },
  motorText: {
    en: 'Covers for every vehicle on Kenyan roads, from boda bodas to prime movers.',
    sw: 'Bima kwa kila gari kwenye barabara za Kenya, kuanzia boda boda hadi prime movers.',
  },
  motorAlt: { en: 'A family saloon car', sw: 'Gari dogo la familia' },
  motorMinutes: {
    en: 'Covered in minutes, online or by USSD',
    sw: 'Bima kwa dakika chache, mtandaoni au kwa USSD',
  },
  motorOnline: { en: 'Renew and claim online', sw: 'Huisha bima na udai mtandaoni' },
  motorGarages: { en: 'Repairs at approved garages', sw: 'Matengenezo kwenye gereji zilizoidhinishwa' },
  homeText: {
    en: 'A domestic package for renters and homeowners, bought online and paid with M-Pesa.',
    sw: 'Kifurushi cha nyumbani kwa wapangaji na wenye nyumba, kinachonunuliwa mtandaoni na kulipiwa kwa M-Pesa.',
  },
  homeAlt: { en: 'A family home behind a shield', sw: 'Nyumba ya familia nyuma ya ngao' },
  homeFire: { en: 'Fire, burglary and theft', sw: 'Moto, wizi wa kuvunja na wizi' },
  homeNature: { en: 'Floods, earthquakes and storms', sw: 'Mafuriko, tetemeko la ardhi na dhoruba' },
  homeLiability: { en: 'Third-party liabilities', sw: 'Dhima kwa watu wengine' },
  homeAffordable: { en: 'Affordable premiums', sw: 'Ada ya bima nafuu' },
  homeClaims: { en: 'Quick claim settlement', sw: 'Madai hulipwa haraka' },
  homeEmergency: { en: '24/7 emergency assistance', sw: 'Msaada wa dharura saa 24 kila siku' },
  travelText: {
    en: 'Medical, cancellation and baggage cover for trips abroad.',
    sw: 'Bima ya matibabu, kughairi safari na mizigo kwa safari za nje ya nchi.',
  },
  travelAlt: { en: 'A suitcase, a globe and an aeroplane', sw: 'Sanduku la safari, tufe la dunia na ndege' },
  travelMedical: { en: 'Medical emergencies abroad', sw: 'Dharura za matibabu nje ya nchi' },
  travelCancellation: { en: 'Trip cancellation and delays', sw: 'Kughairi na kuchelewa kwa safari' },
  travelBaggage: { en: 'Lost or delayed baggage', sw: 'Mizigo iliyopotea au kuchelewa' },
  travelLastDay: {
    en: 'Buy up to a day before departure',
    sw: 'Nunua hadi siku moja kabla ya kuondoka',
  },
  travelCovid: { en: 'COVID-related costs covered', sw: 'Gharama za COVID zinalipiwa' },
  travelHotline: { en: '24/7 hotline', sw: 'Simu ya msaada saa 24 kila siku' },
  accidentText: {
    en: 'Money for you and your family when an accident stops your income.',
    sw: 'Pesa kwako na kwa familia yako ajali ikikatiza kipato chako.',
  },
  accidentAlt: {
    en: 'A person with a bandaged arm beside a shield',
    sw: 'Mtu mwenye mkono uliofungwa bendeji kando ya ngao',
  },
  accidentDeath: { en: 'Accidental death and disability', sw: 'Kifo cha ajali na ulemavu' },
  accidentMedical: { en: 'Medical reimbursement', sw: 'Kurudishiwa gharama za matibabu' },
  accidentFuneral: { en: 'Funeral expenses', sw: 'Gharama za mazishi' },
  accidentEverywhere: {
    en: 'Covers you at work, at home and on the road',
    sw: 'Inakulinda kazini, nyumbani na barabarani',
  },
  accidentLumpSums: {
    en: 'Lump sums paid to you or your family',
    sw: 'Pesa za mara moja zinalipwa kwako au kwa familia yako',
  },
  accidentEmergency: { en: 'Emergency services', sw: 'Huduma za dharura' },
});
