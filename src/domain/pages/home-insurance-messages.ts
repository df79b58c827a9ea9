// The home insurance page (/products/home-insurance): its hero, coverage, selling points and FAQ.
import { defineMessages } from '../language/messages';

export const homeInsuranceMessages = defineMessages('homeInsurancePage', {
  lead: {
    en: 'A domestic package for renters and homeowners: your building, household goods and gadgets, covered against fire, burglary, floods and more. Quote online and pay with M-Pesa.',
    sw: 'Kifurushi cha nyumbani kwa wapangaji na wenye nyumba: jengo lako, vitu vya nyumbani na vifaa vyako vinalindwa dhidi ya moto, wizi wa kuvunja nyumba, mafuriko na mengineyo. Pata makadirio ya bei mtandaoni na ulipe kwa M-Pesa.',
  },
  description: {
    en: 'Home insurance for renters and homeowners in Kenya: fire, burglary, floods and liability cover. Get a quote online in minutes and pay with M-Pesa.',
    sw: 'Bima ya nyumba kwa wapangaji na wenye nyumba nchini Kenya: moto, wizi wa kuvunja nyumba, mafuriko na dhima kwa wengine. Pata makadirio ya bei mtandaoni kwa dakika chache na ulipe kwa M-Pesa.',
  },
  imageAlt: {
    en: 'A family home behind a green shield, with an acacia tree in the garden',
    sw: 'Nyumba ya familia nyuma ya ngao ya kijani, na mti wa mgunga bustanini',
  },
  coveredTitle: { en: "What's covered", sw: 'Kinacholindwa' },
  coveredIntro: {
    en: 'One policy, three sections: the building (for owners), household contents and portable items. Each pays for:',
    sw: 'Sera moja ya bima, sehemu tatu: jengo (kwa wenye nyumba), vitu vya nyumbani na vifaa vinavyobebeka. Kila sehemu inalipia:',
  },
  fireTitle: { en: 'Fire and explosion damages', sw: 'Uharibifu wa moto na mlipuko' },
  fireText: {
    en: 'Repairs or rebuilding after a fire, lightning or a gas explosion, and the contents lost with it.',
    sw: 'Matengenezo au kujenga upya baada ya moto, radi au mlipuko wa gesi, pamoja na vitu vilivyopotea navyo.',
  },
  burglaryTitle: { en: 'Burglary and theft', sw: 'Wizi wa kuvunja na wizi' },
  burglaryText: {
    en: 'Stolen household goods and the damage done by a break-in, such as forced doors and windows.',
    sw: 'Vitu vya nyumbani vilivyoibwa na uharibifu wa wezi waliovunja, kama milango na madirisha yaliyovunjwa.',
  },
  naturalTitle: {
    en: 'Natural disasters (earthquake, floods, storms)',
    sw: 'Majanga ya asili (tetemeko la ardhi, mafuriko, dhoruba)',
  },
  naturalText: {
    en: 'Damage from earthquakes, floods and storms, including water that gets in after a storm.',
    sw: 'Uharibifu wa tetemeko la ardhi, mafuriko na dhoruba, pamoja na maji yanayoingia baada ya dhoruba.',
  },
  accidentalTitle: { en: 'Accidental damages to property', sw: 'Uharibifu wa mali kwa bahati mbaya' },
  accidentalText: {
    en: 'Sudden, unexpected damage to your building or belongings, like a burst pipe or a broken screen.',
    sw: 'Uharibifu wa ghafla usiotarajiwa kwa jengo lako au mali yako, kama bomba lililopasuka au skrini iliyovunjika.',
  },
  liabilityTitle: { en: 'Third-party liabilities', sw: 'Dhima kwa watu wengine' },
  liabilityText: {
    en: 'Your legal liability if a visitor is injured at your home or a neighbour’s property is damaged.',
    sw: 'Dhima yako kisheria mgeni akiumia nyumbani kwako au mali ya jirani ikiharibika.',
  },
  whyTitle: { en: 'Why choose our home cover', sw: 'Kwa nini uchague bima yetu ya nyumba' },
  affordable: {
    en: 'Affordable premiums, paid once a year with M-Pesa',
    sw: 'Ada ya bima nafuu, inayolipwa mara moja kwa mwaka kwa M-Pesa',
  },
  flexible: {
    en: 'Flexible cover for renters and homeowners',
    sw: 'Bima inayobadilika kwa wapangaji na wenye nyumba',
  },
  quickClaims: { en: 'Quick claim settlement', sw: 'Madai hulipwa haraka' },
  riskAssessment: { en: 'Free home risk assessment', sw: 'Tathmini ya hatari ya nyumba bila malipo' },
  emergency: { en: '24/7 emergency assistance', sw: 'Msaada wa dharura saa 24 kila siku' },
  floodsQuestion: { en: 'Are floods covered?', sw: 'Je, mafuriko yanalindwa?' },
  floodsAnswer: {
    en: 'Yes. Floods are covered under the standard plan, together with earthquakes and storms. There is no extra premium for them.',
    sw: 'Ndiyo. Mafuriko yamo kwenye mpango wa kawaida, pamoja na tetemeko la ardhi na dhoruba. Hakuna ada ya ziada kwa ajili yake.',
  },
  rentersQuestion: { en: 'Can renters apply?', sw: 'Je, wapangaji wanaweza kuomba?' },
  rentersAnswer: {
    en: 'Yes, renters can apply. A tenant insures household goods and portable items such as phones and laptops; the building is left to the owner.',
    sw: 'Ndiyo, wapangaji wanaweza kuomba. Mpangaji anakata bima ya vitu vya nyumbani na vifaa vinavyobebeka kama simu na kompyuta mpakato; jengo linabaki kwa mwenye nyumba.',
  },
  claimQuestion: { en: 'How do I make a claim?', sw: 'Nawezaje kudai?' },
  claimAnswer: {
    en: 'Call our 24/7 claims department, or claim online with photo proof and a description of the damage. We pass it to your insurer the same day.',
    sw: 'Piga simu kwa idara yetu ya madai iliyo wazi saa 24 kila siku, au dai mtandaoni kwa picha kama ushahidi na maelezo ya uharibifu. Tunalipeleka kwa kampuni yako ya bima siku hiyohiyo.',
  },
  readyTitle: { en: 'Ready to cover your home?', sw: 'Uko tayari kukatia nyumba yako bima?' },
  readyText: {
    en: "Tell us what to cover and compare four insurers' prices in minutes, then pay with M-Pesa.",
    sw: 'Tuambie unachotaka kulinda na ulinganishe bei za kampuni nne za bima kwa dakika chache, kisha ulipe kwa M-Pesa.',
  },
});
