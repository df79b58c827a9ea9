// The catalogue's own texts (server/db/catalogue/catalogue-data.ts): each product's description and
// benefits, its excess, and a Kiswahili reader's summary of the terms every product shares. The catalogue
// seeds the database in English; an answer to a Kiswahili request swaps each English text for its
// Kiswahili here (spoken-product.ts), so a text edited in the catalogue but not here still shows, in English.
// The product names are names and stay as they are (docs/kiswahili-glossary.md).
import { defineMessages } from '../language/messages';

export const catalogueMessages = defineMessages('catalogue', {
  // Nyumbani Classic (Simba)
  nyumbaniClassicDescription: {
    en: 'A home package for owners: the building, and everything in it and carried about.',
    sw: 'Kifurushi cha nyumbani kwa wenye nyumba: jengo, kila kitu kilichomo, na unachobeba popote.',
  },
  fireLightningExplosion: { en: 'Fire, lightning and explosion', sw: 'Moto, radi na mlipuko' },
  fireLightningExplosionDetail: {
    en: 'Rebuilding and replacing what fire, lightning or a gas explosion destroys.',
    sw: 'Kujenga upya na kununua upya kilichoharibiwa na moto, radi au mlipuko wa gesi.',
  },
  burglaryAndTheft: { en: 'Burglary and theft', sw: 'Wizi wa kuvunja na wizi' },
  burglaryForcedGrilles: {
    en: 'Stolen contents and the repair of doors, windows and grilles forced to get in.',
    sw: 'Vitu vilivyoibiwa, na kutengeneza milango, madirisha na grili zilizovunjwa ili kuingia.',
  },
  alternativeAccommodation: { en: 'Alternative accommodation', sw: 'Makazi mbadala' },
  alternativeAccommodationDetail: {
    en: 'Rent elsewhere for up to six months while an uninhabitable home is repaired.',
    sw: 'Kodi ya nyumba nyingine hadi miezi sita wakati nyumba isiyokalika inatengenezwa.',
  },
  ownersLiability: { en: 'Owner’s liability', sw: 'Dhima ya mwenye nyumba' },
  ownersLiabilityDetail: {
    en: 'Up to KSh 1,000,000 for injury to visitors or damage to neighbours’ property.',
    sw: 'Hadi KSh 1,000,000 kwa majeraha ya wageni au uharibifu wa mali ya majirani.',
  },
  nyumbaniClassicExcess: {
    en: 'You pay the first 10 % of each claim, at least KSh 2,500; fire claims carry no excess.',
    sw: 'Unalipa asilimia 10 ya kwanza ya kila dai, angalau KSh 2,500; madai ya moto hayana kiasi hiki.',
  },

  // Mpangaji Contents Cover (Simba)
  mpangajiDescription: {
    en: 'For tenants: your household goods at home and your gadgets wherever you take them.',
    sw: 'Kwa wapangaji: vitu vyako vya nyumbani ukiwa nyumbani, na vifaa vyako popote uendapo navyo.',
  },
  householdContents: { en: 'Household contents', sw: 'Vitu vya nyumbani' },
  householdContentsFurniture: {
    en: 'Furniture, appliances and clothing against fire, burglary and water damage.',
    sw: 'Samani, vifaa vya umeme na nguo dhidi ya moto, wizi wa kuvunja na uharibifu wa maji.',
  },
  phonesAndLaptops: { en: 'Phones and laptops anywhere', sw: 'Simu na kompyuta mpakato popote' },
  phonesAndLaptopsDetail: {
    en: 'Portable items insured against loss and theft across East Africa.',
    sw: 'Vifaa vinavyobebeka vimewekewa bima dhidi ya kupotea na wizi kote Afrika Mashariki.',
  },
  tenantsLiability: { en: 'Tenant’s liability', sw: 'Dhima ya mpangaji' },
  tenantsLiabilityDetail: {
    en: 'Damage you cause to the landlord’s building, up to KSh 500,000.',
    sw: 'Uharibifu unaosababisha kwa jengo la mwenye nyumba, hadi KSh 500,000.',
  },
  mpangajiExcess: {
    en: 'You pay the first KSh 2,500 of each contents claim and 10 % of each all-risks claim.',
    sw: 'Unalipa KSh 2,500 za kwanza za kila dai la vitu vya nyumbani, na asilimia 10 ya kila dai la vifaa vinavyobebeka.',
  },

  // HomeShield (Baobab)
  homeShieldDescription: {
    en: 'One flexible policy for every kind of home, whether you own it or rent it.',
    sw: 'Sera moja ya bima inayofaa kila aina ya nyumba, iwe ni yako au umepanga.',
  },
  claimsInSevenDays: { en: 'Claims paid in 7 days', sw: 'Madai hulipwa ndani ya siku 7' },
  claimsInSevenDaysDetail: {
    en: 'An approved claim is paid by M-Pesa or bank transfer within seven working days.',
    sw: 'Dai lililokubaliwa hulipwa kwa M-Pesa au kwa benki ndani ya siku saba za kazi.',
  },
  stormFloodPipes: { en: 'Storm, flood and burst pipes', sw: 'Dhoruba, mafuriko na mabomba yaliyopasuka' },
  stormFloodPipesDetail: {
    en: 'Water damage from heavy rain, rising water and burst tanks or pipes.',
    sw: 'Uharibifu wa maji kutokana na mvua kubwa, maji yanayopanda, na matangi au mabomba yaliyopasuka.',
  },
  electricalAppliances: { en: 'Electrical appliances', sw: 'Vifaa vya umeme' },
  electricalAppliancesDetail: {
    en: 'Fridges, TVs and computers damaged by power surges and lightning.',
    sw: 'Friji, televisheni na kompyuta zilizoharibiwa na mawimbi ya umeme na radi.',
  },
  domesticWorkers: { en: 'Domestic workers', sw: 'Wafanyakazi wa nyumbani' },
  domesticWorkersDetail: {
    en: 'Work injury benefits for your house help as the law requires.',
    sw: 'Fidia ya majeraha kazini kwa mfanyakazi wako wa nyumbani, kama sheria inavyotaka.',
  },
  locksAndKeys: { en: 'Locks and keys', sw: 'Kufuli na funguo' },
  locksAndKeysDetail: {
    en: 'New locks and keys after keys are stolen, up to KSh 20,000.',
    sw: 'Kufuli na funguo mpya funguo zikiibiwa, hadi KSh 20,000.',
  },
  homeShieldExcess: {
    en: 'You pay the first KSh 5,000 of each claim; claims below that are not payable.',
    sw: 'Unalipa KSh 5,000 za kwanza za kila dai; madai chini ya kiasi hicho hayalipwi.',
  },

  // Jengo Building Cover (Mlima)
  jengoDescription: {
    en: 'The structure alone: walls, roof, fixtures and fittings, at the lowest building rate.',
    sw: 'Jengo pekee: kuta, paa na viungo vyake vya kudumu, kwa kiwango cha chini kabisa cha bima ya jengo.',
  },
  fireAndAlliedPerils: { en: 'Fire and allied perils', sw: 'Moto na hatari zinazohusiana' },
  fireAndAlliedPerilsDetail: {
    en: 'Fire, lightning, earthquake, storm and impact by vehicles or falling trees.',
    sw: 'Moto, radi, tetemeko la ardhi, dhoruba, na kugongwa na magari au miti inayoanguka.',
  },
  professionalFees: { en: 'Professional fees', sw: 'Ada za wataalamu' },
  professionalFeesDetail: {
    en: 'Architects’ and engineers’ fees for rebuilding, up to 10 % of the claim.',
    sw: 'Ada za wasanifu majengo na wahandisi za kujenga upya, hadi asilimia 10 ya dai.',
  },
  debrisRemoval: { en: 'Debris removal', sw: 'Kuondoa kifusi' },
  debrisRemovalDetail: {
    en: 'Clearing the site after a loss, up to 5 % of the building sum insured.',
    sw: 'Kusafisha eneo baada ya hasara, hadi asilimia 5 ya thamani ya jengo iliyowekewa bima.',
  },

  // Nyumba Kamili (Mlima)
  nyumbaKamiliDescription: {
    en: 'The complete package for owners, with the lowest contents and gadget rates.',
    sw: 'Kifurushi kamili kwa wenye nyumba, chenye viwango vya chini kabisa vya vitu vya nyumbani na vifaa vinavyobebeka.',
  },
  newForOld: { en: 'New for old', sw: 'Kipya badala ya kilichotumika' },
  newForOldDetail: {
    en: 'Contents replaced with new items of the same kind, with no deduction for age.',
    sw: 'Vitu hubadilishwa kwa vipya vya aina ileile, bila kukatwa kwa sababu ya umri wake.',
  },
  accidentalDamage: { en: 'Accidental damage', sw: 'Uharibifu wa bahati mbaya' },
  accidentalDamageDetail: {
    en: 'Sudden accidents at home, such as a dropped TV or a spilled drink on a laptop.',
    sw: 'Ajali za ghafla nyumbani, kama televisheni iliyoanguka au kinywaji kilichomwagika kwenye kompyuta mpakato.',
  },
  rentAndAccommodation: { en: 'Rent and alternative accommodation', sw: 'Kodi na makazi mbadala' },
  rentAndAccommodationDetail: {
    en: 'Lost rent or a temporary home for up to 12 months after an insured loss.',
    sw: 'Kodi iliyopotea au makazi ya muda hadi miezi 12 baada ya hasara iliyowekewa bima.',
  },
  liability: { en: 'Liability', sw: 'Dhima' },
  liabilityDetail: {
    en: 'Up to KSh 2,000,000 for injury or damage to others at your home.',
    sw: 'Hadi KSh 2,000,000 kwa majeraha au uharibifu kwa watu wengine nyumbani kwako.',
  },
  nyumbaKamiliExcess: {
    en: 'You pay the first KSh 3,000 of each claim; accidental damage claims carry KSh 5,000.',
    sw: 'Unalipa KSh 3,000 za kwanza za kila dai; kwa madai ya uharibifu wa bahati mbaya ni KSh 5,000.',
  },

  // Familia Home Plan (Pwani)
  familiaDescription: {
    en: 'A mutual’s home plan: part of any surplus comes back to members as a renewal discount.',
    sw: 'Mpango wa nyumbani wa chama cha ushirika: sehemu ya ziada yoyote hurudi kwa wanachama kama punguzo wanapohuisha bima.',
  },
  memberDiscount: { en: 'Member renewal discount', sw: 'Punguzo la wanachama wanapohuisha' },
  memberDiscountDetail: {
    en: 'Up to 10 % off next year’s premium when the mutual makes a surplus.',
    sw: 'Hadi asilimia 10 chini ya ada ya bima ya mwaka ujao chama kikipata ziada.',
  },
  burglaryForcedDoors: {
    en: 'Stolen household goods and the repair of forced doors and windows.',
    sw: 'Vitu vya nyumbani vilivyoibiwa, na kutengeneza milango na madirisha yaliyovunjwa.',
  },
  gadgetsAnywhere: { en: 'Gadgets anywhere', sw: 'Vifaa popote' },
  gadgetsAnywhereDetail: {
    en: 'Phones, laptops and cameras against loss and theft away from home.',
    sw: 'Simu, kompyuta mpakato na kamera dhidi ya kupotea na wizi ukiwa mbali na nyumbani.',
  },
  familiaExcess: {
    en: 'You pay the first KSh 2,000 of each claim.',
    sw: 'Unalipa KSh 2,000 za kwanza za kila dai.',
  },

  // Mpangaji Lite (Pwani)
  mpangajiLiteDescription: {
    en: 'For renters with modest household goods: the lowest contents rate and floor.',
    sw: 'Kwa wapangaji wenye vitu vichache vya nyumbani: kiwango na ada ya chini kabisa ya vitu vya nyumbani.',
  },
  householdContentsAtHome: {
    en: 'Your goods at home against fire, burglary and water damage.',
    sw: 'Vitu vyako vya nyumbani dhidi ya moto, wizi wa kuvunja na uharibifu wa maji.',
  },
  phoneCover: { en: 'Phone cover', sw: 'Bima ya simu' },
  phoneCoverDetail: {
    en: 'One phone insured against theft anywhere in Kenya, within the all-risks sum.',
    sw: 'Simu moja imewekewa bima dhidi ya wizi popote Kenya, ndani ya thamani ya vifaa vinavyobebeka.',
  },
  payByMpesa: { en: 'Pay by M-Pesa', sw: 'Lipa kwa M-Pesa' },
  payByMpesaDetail: {
    en: 'Premiums and claims paid through M-Pesa.',
    sw: 'Ada za bima na madai hulipwa kupitia M-Pesa.',
  },
  mpangajiLiteExcess: {
    en: 'You pay the first KSh 1,500 of each claim.',
    sw: 'Unalipa KSh 1,500 za kwanza za kila dai.',
  },

  // The summary above a product's terms for a reader of another language than the terms' (English), of the
  // clauses every product shares (catalogue-data.ts, terms) and of its own excess.
  termsSummaryTitle: { en: 'In short', sw: 'Kwa ufupi' },
  termsSummaryCovered: {
    en: 'The insurer pays for loss of or damage to your property at the address in the schedule, from the perils the policy lists, up to each section’s sum insured.',
    sw: 'Kampuni ya bima inalipia hasara au uharibifu wa mali yako kwenye anwani iliyo kwenye jedwali la bima, kutokana na hatari zilizotajwa kwenye sera ya bima, hadi thamani ya kila sehemu.',
  },
  termsSummaryNotCovered: {
    en: 'Not covered: wear and tear, insects and vermin, a home left empty for more than 30 days, theft without forced entry (unless the item is under all-risks), war and nuclear risks.',
    sw: 'Haijumuishi: uchakavu, wadudu na panya, nyumba iliyoachwa tupu kwa zaidi ya siku 30, wizi bila kuvunja (isipokuwa kifaa kiko kwenye bima ya vifaa vinavyobebeka), vita na hatari za nyuklia.',
  },
  termsSummaryDuties: {
    en: 'Insure each section for its full value, or a claim is paid in proportion. Report a theft to the police within 24 hours, and a claim to us within 30 days.',
    sw: 'Weka bima kwa thamani kamili ya kila sehemu, la sivyo dai hulipwa kwa uwiano. Ripoti wizi polisi ndani ya saa 24, na dai kwetu ndani ya siku 30.',
  },
  termsSummaryCancellation: {
    en: 'You may cancel at any time and get back the unused premium less a short-period charge; levies and stamp duty are not refunded.',
    sw: 'Unaweza kusitisha wakati wowote na kurudishiwa ada ya bima ambayo haijatumika, ukiondoa gharama ndogo; ushuru na ushuru wa stempu haurudishwi.',
  },
  termsSummaryExcess: { en: 'Excess', sw: 'Kiasi unacholipa mwenyewe (excess)' },
  termsBindingInEnglish: {
    en: 'The terms below are binding in English; the above is a summary.',
    sw: 'Masharti yaliyo hapa chini yanafunga kwa Kiingereza; yaliyo juu ni muhtasari wake.',
  },
});
