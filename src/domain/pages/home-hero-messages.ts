// The home page's first screen: its title and description, the hero's slides and the chat button. The
// sections below it have their own module (home-sections-messages.ts), loaded with them as the reader
// scrolls. The agency's USSD code (*519*87#) and its promise of cover in under 3 minutes are written into
// the texts: a text with values would bring Lingui's runtime, which the home page's budget has no room for.
import { defineMessages } from '../language/messages';

export const homeHeroMessages = defineMessages('homeHero', {
  title: { en: 'Insurance made simple', sw: 'Bima kwa urahisi' },
  description: {
    en: 'Motor, home, travel and personal accident covers from four Kenyan insurers. Buy by USSD *519*87#, online or on WhatsApp, covered in under 3 minutes.',
    sw: 'Bima za magari, nyumba, safari na ajali binafsi kutoka kampuni nne za bima za Kenya. Nunua kwa USSD *519*87#, mtandaoni au kwenye WhatsApp, upate bima kwa chini ya dakika 3.',
  },
  highlights: { en: 'Highlights', sw: 'Mambo muhimu' },
  previousSlide: { en: 'Previous slide', sw: 'Slaidi iliyotangulia' },
  nextSlide: { en: 'Next slide', sw: 'Slaidi inayofuata' },
  welcomeName: { en: 'Welcome', sw: 'Karibu' },
  welcomeTitle: { en: 'Welcome to Kinga Insurance Agency', sw: 'Karibu Kinga Insurance Agency' },
  welcomeText: {
    en: 'Covers for individuals and businesses from four trusted insurers: covered in under 3 minutes, documents by e-mail or SMS, and support around the clock.',
    sw: 'Bima kwa watu binafsi na biashara kutoka kampuni nne za bima zinazoaminika: bima yako iko tayari kwa chini ya dakika 3, nyaraka kwa barua pepe au SMS, na msaada saa zote.',
  },
  welcomeAction: { en: 'Explore our products', sw: 'Angalia bima zetu' },
  welcomeAlt: {
    en: 'A family home, a car and a phone under one shield',
    sw: 'Nyumba ya familia, gari na simu chini ya ngao moja',
  },
  motorName: { en: 'Motor insurance', sw: 'Bima ya magari' },
  motorTitle: {
    en: 'Motor insurance, on the road in minutes',
    sw: 'Bima ya magari, barabarani kwa dakika chache',
  },
  motorText: {
    en: 'Private cars, PSVs, commercial vehicles, prime movers, tuktuks, motorcycles and taxis. Compare third-party and comprehensive covers and buy online.',
    sw: 'Magari binafsi, PSV, magari ya biashara, prime movers, tuktuk, pikipiki na teksi. Linganisha bima za third-party na comprehensive, kisha nunua mtandaoni.',
  },
  motorAction: { en: 'Buy motor cover online', sw: 'Nunua bima ya gari' },
  motorAlt: {
    en: 'A car on an open road with a green shield above it',
    sw: 'Gari kwenye barabara wazi, na ngao ya kijani juu yake',
  },
  domesticName: { en: 'Domestic package', sw: 'Kifurushi cha nyumbani' },
  domesticTitle: {
    en: 'Domestic package for owners and tenants',
    sw: 'Kifurushi cha nyumbani kwa wenye nyumba na wapangaji',
  },
  domesticText: {
    en: 'One cover for your building, household goods and gadgets against fire, burglary and floods. Get a quote and pay with M-Pesa.',
    sw: 'Bima moja kwa jengo lako, vitu vya nyumbani na vifaa vyako dhidi ya moto, wizi wa kuvunja nyumba na mafuriko. Pata makadirio ya bei na ulipe kwa M-Pesa.',
  },
  domesticAction: { en: 'See home insurance', sw: 'Ona bima ya nyumba' },
  domesticAlt: {
    en: 'A house with a sofa, a television and a laptop inside it',
    sw: 'Nyumba yenye sofa, televisheni na kompyuta mpakato ndani yake',
  },
  healthName: { en: 'Family health cover', sw: 'Bima ya afya ya familia' },
  healthTitle: { en: 'Family health cover', sw: 'Bima ya afya ya familia' },
  healthText: {
    en: 'Inpatient and outpatient cover for the whole family, with the same quick purchase on every channel.',
    sw: 'Bima ya kulazwa hospitalini na ya matibabu bila kulazwa kwa familia nzima, inayonunuliwa haraka vilevile kwa kila njia.',
  },
  comingSoon: { en: 'Coming Soon!', sw: 'Inakuja karibuni!' },
  healthAlt: {
    en: 'Two parents and a child beside a heart with a medical cross',
    sw: 'Wazazi wawili na mtoto kando ya moyo wenye msalaba wa matibabu',
  },
  buyCoverBy: { en: 'Buy cover by', sw: 'Nunua bima kwa' },
  onlinePurchase: { en: 'Online purchase', sw: 'Nunua mtandaoni' },
  whatsAppPurchase: { en: 'WhatsApp purchase', sw: 'Nunua kwa WhatsApp' },
  chatWithUs: {
    en: 'Chat with us on WhatsApp (opens in a new tab)',
    sw: 'Ongea nasi kwenye WhatsApp (inafunguka kwenye kichupo kipya)',
  },
});
