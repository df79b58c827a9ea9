// The personal accident page (/products/personal-accident): informational until the cover is sold.
import { defineMessages } from '../language/messages';

export const personalAccidentMessages = defineMessages('personalAccidentPage', {
  title: { en: 'Personal Accident Cover', sw: 'Bima ya Ajali Binafsi' },
  lead: {
    en: 'An accident can stop your income overnight. Personal accident cover pays you or your family a lump sum, a weekly benefit and the medical bills, whoever was at fault.',
    sw: 'Ajali inaweza kukatiza kipato chako ghafla. Bima ya ajali binafsi inakulipa wewe au familia yako kiasi kikubwa cha pesa kwa mara moja, malipo ya kila wiki na bili za matibabu, bila kujali kosa lilikuwa la nani.',
  },
  description: {
    en: 'Personal accident cover in Kenya: accidental death, disability, medical reimbursement, funeral expenses and emergency services. Coming soon.',
    sw: 'Bima ya ajali binafsi nchini Kenya: kifo cha ajali, ulemavu, kurudishiwa gharama za matibabu, gharama za mazishi na huduma za dharura. Inakuja hivi karibuni.',
  },
  imageAlt: {
    en: 'A person with a bandaged arm beside a shield, a heart and a first-aid kit',
    sw: 'Mtu mwenye mkono uliofungwa bendeji kando ya ngao, moyo na sanduku la huduma ya kwanza',
  },
  comingSoonTitle: { en: 'Coming soon', sw: 'Inakuja hivi karibuni' },
  comingSoonText: {
    en: 'Personal accident cover is not on sale yet; we are finalising it with our partner insurers.',
    sw: 'Bima ya ajali binafsi bado haiuzwi; tunaikamilisha pamoja na kampuni za bima tunazoshirikiana nazo.',
  },
  deathTitle: { en: 'Accidental death', sw: 'Kifo cha ajali' },
  deathText: {
    en: 'A lump sum to your family if an accident takes your life.',
    sw: 'Kiasi cha pesa kwa mara moja kwa familia yako ajali ikikuua.',
  },
  permanentTitle: {
    en: 'Permanent total or partial disability',
    sw: 'Ulemavu wa kudumu, kamili au wa sehemu',
  },
  permanentText: {
    en: 'A lump sum in proportion to a lasting loss, such as of a limb, sight or hearing.',
    sw: 'Kiasi cha pesa kwa mara moja kulingana na hasara ya kudumu, kama kupoteza kiungo, kuona au kusikia.',
  },
  temporaryTitle: { en: 'Temporary disability', sw: 'Ulemavu wa muda' },
  temporaryText: {
    en: 'A weekly benefit while an injury keeps you from working.',
    sw: 'Malipo ya kila wiki wakati jeraha linakuzuia kufanya kazi.',
  },
  medicalTitle: { en: 'Medical reimbursement', sw: 'Kurudishiwa gharama za matibabu' },
  medicalText: {
    en: 'Hospital, doctor and medicine bills for treating the injury.',
    sw: 'Bili za hospitali, daktari na dawa za kutibu jeraha.',
  },
  funeralTitle: { en: 'Funeral expenses', sw: 'Gharama za mazishi' },
  funeralText: {
    en: 'A contribution to funeral costs, paid quickly to your family.',
    sw: 'Mchango kwa gharama za mazishi, unaolipwa haraka kwa familia yako.',
  },
  emergencyTitle: { en: 'Emergency services', sw: 'Huduma za dharura' },
  emergencyText: {
    en: 'Ambulance and emergency evacuation to the nearest suitable hospital.',
    sw: 'Gari la wagonjwa na kuhamishwa kwa dharura hadi hospitali ya karibu inayofaa.',
  },
  whoQuestion: { en: 'Who is personal accident cover for?', sw: 'Bima ya ajali binafsi ni ya nani?' },
  whoAnswer: {
    en: 'Anyone whose income would stop after an injury: boda boda riders, drivers, traders, employees and their families.',
    sw: 'Mtu yeyote ambaye kipato chake kingekatika baada ya kuumia: waendesha boda boda, madereva, wafanyabiashara, waajiriwa na familia zao.',
  },
  whereQuestion: {
    en: 'Does it cover accidents at work and on the road?',
    sw: 'Je, inalinda ajali za kazini na barabarani?',
  },
  whereAnswer: {
    en: 'Yes. It covers accidents at any time of day, at work, at home and on the road, anywhere in Kenya.',
    sw: 'Ndiyo. Inalinda ajali saa yoyote ya siku, kazini, nyumbani na barabarani, popote nchini Kenya.',
  },
  whenQuestion: { en: 'When can I buy it?', sw: 'Naweza kuinunua lini?' },
  whenAnswer: {
    en: 'Personal accident cover is coming soon. Call us or follow our pages and we will tell you the day it opens.',
    sw: 'Bima ya ajali binafsi inakuja hivi karibuni. Tupigie simu au fuatilia kurasa zetu na tutakwambia siku itakapoanza.',
  },
});
