// The Terms & Conditions page (/terms). The clauses and the privacy notice are binding in English and
// stay in English on the Kiswahili page (docs/kiswahili-glossary.md: legal terms may stay in English with a
// Kiswahili summary); that page shows this summary of their key points above them, and says which text binds.
import { defineMessages } from '../language/messages';

export const termsMessages = defineMessages('termsPage', {
  description: {
    en: 'The terms on which we show you covers from licensed Kenyan insurers: payment, claims, personal data and Kenyan law, and our privacy notice.',
    sw: 'Masharti ambayo kwayo tunakuonyesha bima za kampuni za bima za Kenya zenye leseni: malipo, madai, taarifa binafsi na sheria za Kenya, pamoja na ilani yetu ya faragha.',
  },
  lead: {
    en: 'The terms on which we introduce you to our partner insurers. Please read them before you buy.',
    sw: 'Masharti ambayo kwayo tunakuunganisha na kampuni za bima tunazoshirikiana nazo. Tafadhali yasome kabla ya kununua.',
  },
  privacyNotice: { en: 'Privacy notice', sw: 'Ilani ya faragha' },
  /** Before the notice's version: "Version 2026-11-23". */
  version: { en: 'Version', sw: 'Toleo' },
  // The summary, shown only on a page whose language is not the clauses' own.
  summaryTitle: { en: 'The key points', sw: 'Mambo muhimu kwa ufupi' },
  summaryNotInsurer: {
    en: 'Kinga Insurance Agency is not an insurer, agent or broker. We show you covers from licensed insurers; your contract of insurance is with the insurer.',
    sw: 'Kinga Insurance Agency si kampuni ya bima, wakala wala dalali. Tunakuonyesha bima za kampuni za bima zenye leseni; mkataba wako wa bima ni kati yako na kampuni ya bima.',
  },
  summaryClaims: {
    en: 'Claims and disputes go directly to the insurer that issued your policy.',
    sw: 'Madai na mizozo hupelekwa moja kwa moja kwa kampuni ya bima iliyotoa sera yako ya bima.',
  },
  summaryTrueInformation: {
    en: 'The information you give must be true; wrong information can lead an insurer to refuse a claim.',
    sw: 'Taarifa unazotupa lazima ziwe za kweli; taarifa zisizo sahihi zinaweza kufanya kampuni ya bima ikatae dai.',
  },
  summaryPayment: {
    en: 'Your cover starts only when the insurer has received your payment and confirmed the policy.',
    sw: 'Bima yako inaanza tu kampuni ya bima ikishapokea malipo yako na kuthibitisha sera ya bima.',
  },
  summaryChanges: {
    en: 'We may change our products, prices and these terms; a cover you have bought keeps its policy’s terms.',
    sw: 'Tunaweza kubadilisha bidhaa zetu, bei na masharti haya; bima uliyokwisha nunua inabaki na masharti ya sera yake.',
  },
  summaryData: {
    en: 'We use your personal data to serve you, under Kenya’s Data Protection Act, 2019; the privacy notice below says what we keep, for how long, and your rights.',
    sw: 'Tunatumia taarifa zako binafsi kukuhudumia, kwa mujibu wa Sheria ya Kenya ya Ulinzi wa Data, 2019; ilani ya faragha hapa chini inaeleza tunachohifadhi, kwa muda gani, na haki zako.',
  },
  summaryLaw: {
    en: 'These terms are governed by the laws of Kenya.',
    sw: 'Masharti haya yanaongozwa na sheria za Kenya.',
  },
  bindingText: {
    en: 'The full terms, which bind you and us, are the English ones below.',
    sw: 'Masharti kamili, yanayotufunga sisi na wewe kisheria, ni ya Kiingereza yaliyo hapa chini.',
  },
});
