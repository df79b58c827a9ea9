// The home page below its hero (About Us, Our Partners, Insurance Solutions, Our Clients, Contact &
// Location): loaded with those sections as the reader scrolls towards them. The USSD code and the promise
// of cover in under 3 minutes are written into the texts, as in home-hero-messages.ts.
import { defineMessages } from '../language/messages';

export const homeSectionsMessages = defineMessages('homeSections', {
  whoWeAre: { en: 'Who we are', sw: 'Sisi ni nani' },
  aboutUs: { en: 'About Us', sw: 'Kuhusu sisi' },
  /** About's first paragraph, up to the USSD code it shows in bold. */
  aboutBeforeCode: {
    en: 'Kinga Insurance Agency helps individuals and businesses across Kenya buy the right cover without the paperwork. We compare motor, home, travel and personal accident covers from four licensed insurers, and you buy on the channel that suits you: dial',
    sw: 'Kinga Insurance Agency huwasaidia watu binafsi na biashara kote Kenya kununua bima inayowafaa bila usumbufu wa makaratasi. Tunalinganisha bima za magari, nyumba, safari na ajali binafsi kutoka kampuni nne za bima zenye leseni, nawe unanunua kwa njia inayokufaa: piga',
  },
  aboutAfterCode: {
    en: ', buy online, or chat with us. Your cover is ready in under 3 minutes, your documents arrive by e-mail or SMS, and our claims line answers around the clock.',
    sw: ', nunua mtandaoni, au ongea nasi. Bima yako inakuwa tayari kwa chini ya dakika 3, nyaraka zako zinafika kwa barua pepe au SMS, na simu yetu ya madai hujibu saa zote.',
  },
  insurerSettlesClaims: {
    en: 'That insurer settles your claims directly.',
    sw: 'Kampuni hiyo ya bima ndiyo hulipa madai yako moja kwa moja.',
  },
  whatYouGet: { en: 'What you get', sw: 'Unachopata' },
  fastTitle: { en: 'Fast and simple', sw: 'Haraka na rahisi' },
  fastText: {
    en: 'Answer a few questions and get covered in under 3 minutes. No forms to print, no office visit.',
    sw: 'Jibu maswali machache upate bima kwa chini ya dakika 3. Hakuna fomu za kuchapisha, hakuna kwenda ofisini.',
  },
  convenienceTitle: { en: 'Convenience', sw: 'Urahisi' },
  convenienceText: {
    en: 'Buy by USSD on *519*87#, online or on WhatsApp, pay with M-Pesa, and get your documents by e-mail or SMS.',
    sw: 'Nunua kwa USSD *519*87#, mtandaoni au kwenye WhatsApp, lipa kwa M-Pesa, na upokee nyaraka zako kwa barua pepe au SMS.',
  },
  trustTitle: { en: 'Trust and stress-free support', sw: 'Uaminifu na msaada bila wasiwasi' },
  trustText: {
    en: 'Licensed partner insurers, plain-language covers, and a claims line open 24/7.',
    sw: 'Kampuni za bima zenye leseni tunazoshirikiana nazo, bima zilizoelezwa kwa lugha rahisi, na simu ya madai iliyo wazi saa 24 kila siku.',
  },
  underwrittenBy: { en: 'Underwritten by', sw: 'Kampuni za bima' },
  ourPartners: { en: 'Our Partners', sw: 'Washirika wetu' },
  partnersIntro: {
    en: 'Every cover we sell is issued and paid by one of these licensed Kenyan insurers.',
    sw: 'Kila bima tunayouza hutolewa na kulipwa na mojawapo ya kampuni hizi za bima za Kenya zenye leseni.',
  },
  visitWebsite: { en: 'Visit website', sw: 'Tembelea tovuti' },
  /** For screen readers, between Visit website and the insurer's name. */
  websiteOf: { en: 'of', sw: 'ya' },
  whatWeCover: { en: 'What we cover', sw: 'Bima tunazotoa' },
  insuranceSolutions: { en: 'Insurance Solutions', sw: 'Huduma za bima' },
  motorText: {
    en: 'Private, PSV, commercial, prime movers, tuktuk, motorcycle and taxi covers.',
    sw: 'Bima za magari binafsi, PSV, ya biashara, prime movers, tuktuk, pikipiki na teksi.',
  },
  travelText: {
    en: 'Medical, cancellation and baggage cover for trips abroad. Coming soon.',
    sw: 'Bima ya matibabu, kughairi safari na mizigo kwa safari za nje ya nchi. Inakuja hivi karibuni.',
  },
  homeText: {
    en: 'A domestic package for owners and tenants, bought online and paid with M-Pesa.',
    sw: 'Kifurushi cha nyumbani kwa wenye nyumba na wapangaji, kinachonunuliwa mtandaoni na kulipiwa kwa M-Pesa.',
  },
  accidentText: {
    en: 'Support for you and your family after an accident. Coming soon.',
    sw: 'Msaada kwako na kwa familia yako baada ya ajali. Inakuja hivi karibuni.',
  },
  explore: { en: 'Explore', sw: 'Angalia' },
  trustedEveryDay: { en: 'Trusted every day', sw: 'Tunaaminiwa kila siku' },
  ourClients: { en: 'Our Clients', sw: 'Wateja wetu' },
  clientsIntro: {
    en: 'Drivers, families, landlords and tenants across Kenya buy their covers through us.',
    sw: 'Madereva, familia, wenye nyumba na wapangaji kote Kenya hununua bima zao kupitia kwetu.',
  },
  // The counters' labels, by business.ts's clientStats ids.
  dailyClients: { en: 'Daily Clients', sw: 'Wateja kila siku' },
  successRate: { en: 'Success Rate', sw: 'Kiwango cha mafanikio' },
  customerSatisfaction: { en: 'Customer Satisfaction', sw: 'Kuridhika kwa wateja' },
  talkToUs: { en: 'Talk to us', sw: 'Ongea nasi' },
  contactAndLocation: { en: 'Contact & Location', sw: 'Mawasiliano na mahali' },
  callUs: { en: 'Call us', sw: 'Tupigie simu' },
  email: { en: 'E-mail', sw: 'Barua pepe' },
  office: { en: 'Office', sw: 'Ofisi' },
});
