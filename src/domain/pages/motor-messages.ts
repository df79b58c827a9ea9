// The motor insurance page (/products/motor-insurance): its hero, cover types, the seven products'
// showcase, benefits and FAQ. The cover types' and products' names are the spec's and stay as they are.
import { defineMessages } from '../language/messages';

export const motorMessages = defineMessages('motorPage', {
  lead: {
    en: 'Third Party Only, Third Party Fire & Theft and Comprehensive covers for private cars, PSVs, commercial vehicles, prime movers, tuktuks, motorcycles and taxis.',
    sw: 'Bima za Third Party Only, Third Party Fire & Theft na Comprehensive kwa magari binafsi, PSV, magari ya biashara, prime movers, tuktuk, pikipiki na teksi.',
  },
  description: {
    en: 'Motor insurance in Kenya: Third Party Only, Third Party Fire & Theft and Comprehensive covers for every kind of vehicle, bought online in minutes.',
    sw: 'Bima ya magari nchini Kenya: bima za Third Party Only, Third Party Fire & Theft na Comprehensive kwa kila aina ya gari, zinazonunuliwa mtandaoni kwa dakika chache.',
  },
  imageAlt: {
    en: 'A car on an open road with a shield above it',
    sw: 'Gari kwenye barabara wazi, na ngao juu yake',
  },
  coverTypesTitle: { en: 'Cover types', sw: 'Aina za bima' },
  coverTypesIntro: {
    en: 'Choose how much of the risk you hand over:',
    sw: 'Chagua kiasi cha hatari unachotaka kampuni ya bima ibebe:',
  },
  thirdPartyText: {
    en: 'The legal minimum: injury to other people and damage to their property caused by your vehicle.',
    sw: 'Kiwango cha chini kinachotakiwa na sheria: majeraha kwa watu wengine na uharibifu wa mali yao unaosababishwa na gari lako.',
  },
  fireTheftText: {
    en: 'Everything in Third Party Only, plus your own vehicle if it is stolen or damaged by fire.',
    sw: 'Kila kilicho kwenye Third Party Only, pamoja na gari lako mwenyewe likiibwa au kuharibiwa na moto.',
  },
  comprehensiveText: {
    en: 'The widest cover: your own vehicle after an accident too, with windscreen and radio included.',
    sw: 'Bima pana kuliko zote: hata gari lako mwenyewe baada ya ajali, pamoja na kioo cha mbele na redio.',
  },
  productsTitle: { en: 'Our motor products', sw: 'Bima zetu za magari' },
  productsIntro: {
    en: "Buy Now takes you to the insurer's own site to finish your purchase.",
    sw: 'Nunua sasa inakupeleka kwenye tovuti ya kampuni ya bima ili umalizie ununuzi wako.',
  },
  benefitsTitle: { en: 'Key benefits', sw: 'Faida kuu' },
  minutesTitle: { en: 'Covered in minutes', sw: 'Bima kwa dakika chache' },
  minutesText: {
    en: 'Buy online, by USSD or on WhatsApp and get your certificate by e-mail or SMS.',
    sw: 'Nunua mtandaoni, kwa USSD au kwenye WhatsApp na upokee cheti chako kwa barua pepe au SMS.',
  },
  garagesTitle: { en: 'Repairs at approved garages', sw: 'Matengenezo kwenye gereji zilizoidhinishwa' },
  garagesText: {
    en: 'Comprehensive claims are repaired at garages the insurer has vetted, across Kenya.',
    sw: 'Magari ya madai ya Comprehensive hutengenezwa kwenye gereji ambazo kampuni ya bima imezikagua, kote Kenya.',
  },
  everyVehicleTitle: { en: 'Every kind of vehicle', sw: 'Kila aina ya gari' },
  everyVehicleText: {
    en: 'Private cars, matatus, lorries, prime movers, tuktuks, boda bodas and taxis.',
    sw: 'Magari binafsi, matatu, malori, prime movers, tuktuk, boda boda na teksi.',
  },
  helpTitle: { en: 'Help at any hour', sw: 'Msaada saa yoyote' },
  helpText: {
    en: 'Round-the-clock support after an accident, from towing to the claim form.',
    sw: 'Msaada saa zote baada ya ajali, kuanzia kuvuta gari hadi fomu ya dai.',
  },
  onlineTitle: { en: 'Renew and claim online', sw: 'Huisha bima na udai mtandaoni' },
  onlineText: {
    en: 'Renew before your cover lapses and report a claim from your phone.',
    sw: 'Huisha bima yako kabla haijaisha muda na uripoti dai kutoka kwenye simu yako.',
  },
  licensedTitle: { en: 'Licensed insurers', sw: 'Kampuni za bima zenye leseni' },
  licensedText: {
    en: 'Every cover is issued by one of our four licensed partner insurers.',
    sw: 'Kila bima hutolewa na mojawapo ya kampuni nne za bima zenye leseni tunazoshirikiana nazo.',
  },
  mandatoryQuestion: { en: 'Is third-party cover mandatory?', sw: 'Je, bima ya third-party ni lazima?' },
  mandatoryAnswer: {
    en: 'Yes. Third-party cover is legally mandatory for every vehicle on Kenyan roads; driving without it is an offence.',
    sw: 'Ndiyo. Bima ya third-party ni lazima kisheria kwa kila gari kwenye barabara za Kenya; kuendesha bila bima hiyo ni kosa.',
  },
  needQuestion: { en: 'What do I need to buy motor cover?', sw: 'Nahitaji nini ili kununua bima ya gari?' },
  needAnswer: {
    en: 'Your ID, the vehicle logbook and the vehicle’s registration details. Nothing else.',
    sw: 'Kitambulisho chako, logbook ya gari na maelezo ya usajili wa gari. Hakuna kingine.',
  },
  onlineQuestion: {
    en: 'Can I renew my cover or make a claim online?',
    sw: 'Je, naweza kuhuisha bima yangu au kudai mtandaoni?',
  },
  onlineAnswer: {
    en: 'Yes. Renewal and claims can both be done online, at any time of day.',
    sw: 'Ndiyo. Kuhuisha bima na madai vyote vinaweza kufanywa mtandaoni, saa yoyote ya siku.',
  },
  // The showcase of the seven products.
  showcaseLabel: { en: 'Motor products', sw: 'Bima za magari' },
  /** Before the insurer's name: "Underwritten by Simba General Insurance". */
  underwrittenBy: { en: 'Underwritten by', sw: 'Inatolewa na' },
  buyNow: { en: 'Buy Now', sw: 'Nunua sasa' },
  privateText: {
    en: 'Saloons, SUVs and pick-ups for personal and family use.',
    sw: 'Magari madogo, SUV na pick-up kwa matumizi binafsi na ya familia.',
  },
  privateAlt: { en: 'A family saloon car', sw: 'Gari dogo la familia' },
  psvText: {
    en: 'Matatus and buses carrying fare-paying passengers, with passenger liability.',
    sw: 'Matatu na mabasi yanayobeba abiria wanaolipa nauli, pamoja na dhima kwa abiria.',
  },
  psvAlt: { en: 'A matatu minibus', sw: 'Matatu' },
  tuktukText: {
    en: 'Three-wheelers for hire or delivery, with passenger and third-party cover.',
    sw: 'Magari ya magurudumu matatu ya kukodi au ya kusafirisha mizigo, pamoja na bima ya abiria na ya third-party.',
  },
  tuktukAlt: { en: 'A three-wheeler tuktuk', sw: 'Tuktuk ya magurudumu matatu' },
  primeMoversText: {
    en: 'Truck tractors and trailers on long-haul routes across East Africa.',
    sw: 'Vichwa vya malori na trela kwenye safari ndefu kote Afrika Mashariki.',
  },
  primeMoversAlt: {
    en: 'A truck tractor pulling a container trailer',
    sw: 'Kichwa cha lori kikivuta trela la kontena',
  },
  motorcycleText: {
    en: 'Boda bodas and private motorcycles, with rider and pillion options.',
    sw: 'Boda boda na pikipiki binafsi, pamoja na chaguo la bima ya dereva na ya abiria wa nyuma.',
  },
  motorcycleAlt: { en: 'A boda boda motorcycle', sw: 'Pikipiki ya boda boda' },
  commercialText: {
    en: 'Lorries, vans and pick-ups that carry your own goods or others’.',
    sw: 'Malori, vani na pick-up zinazobeba mizigo yako au ya watu wengine.',
  },
  commercialAlt: { en: 'A delivery lorry', sw: 'Lori la kusafirisha mizigo' },
  taxiText: {
    en: 'Taxis and ride-hailing cars, with passenger liability included.',
    sw: 'Teksi na magari ya kukodiwa kwa programu, pamoja na dhima kwa abiria.',
  },
  taxiAlt: { en: 'A taxi with its roof sign', sw: 'Teksi yenye alama yake juu ya paa' },
});
