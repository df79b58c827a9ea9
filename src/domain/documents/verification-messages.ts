// What the public check of a document says (/verify/<code>): to a landlord or a bank officer holding a
// client's cover note, schedule or receipt, who has no account and needs a plain answer.
import { defineMessages } from '../language/messages';
import { withValues } from '../language/with-values';
import type { CoverValidity } from './cover-validity';

export const verificationMessages = defineMessages('verification', {
  title: { en: 'Check a policy document', sw: 'Hakiki hati ya bima' },
  /** `agency` is the agency's name (business.ts). */
  intro: withValues<{ agency: string }>({
    en: 'This page is the check printed on documents issued by {agency}: it says whether the cover is valid today.',
    sw: 'Ukurasa huu ndio uhakiki uliochapishwa kwenye hati zinazotolewa na {agency}: unaonyesha kama bima ni halali leo.',
  }),
  unknownCode: {
    en: 'We found no document with this code. Check the code on the document (letters and digits, no 0, 1, I, L or O) or call us.',
    sw: 'Hatukupata hati yenye namba hii. Hakiki namba iliyo kwenye hati (herufi na tarakimu, bila 0, 1, I, L wala O) au utupigie simu.',
  },
  loading: { en: 'Checking the document…', sw: 'Tunahakiki hati…' },
  failed: {
    en: 'We could not check the document. Check your connection and try again.',
    sw: 'Hatukuweza kuhakiki hati. Angalia mtandao wako kisha ujaribu tena.',
  },
  product: { en: 'Product', sw: 'Aina ya bima' },
  underwriter: { en: 'Underwriter', sw: 'Kampuni ya bima' },
  period: { en: 'Period of cover', sw: 'Muda wa bima' },
  periodNotStarted: { en: 'Not started', sw: 'Bado haijaanza' },
  holder: { en: 'Policy holder (initials)', sw: 'Mwenye bima (herufi za kwanza za jina)' },
  privacy: {
    en: 'For the holder’s privacy this check shows no name, phone number, ID number, address or amounts. Ask the holder for the document itself.',
    sw: 'Kwa faragha ya mwenye bima, uhakiki huu hauonyeshi jina, namba ya simu, namba ya kitambulisho, anwani wala kiasi chochote. Muombe mwenye bima akuonyeshe hati yenyewe.',
  },
  /** `phones` are the agency's numbers, joined (business.ts). */
  callUs: withValues<{ phones: string }>({
    en: 'Questions? Call {phones}.',
    sw: 'Una swali? Piga simu {phones}.',
  }),
  rateLimited: {
    en: 'Too many checks from your network.',
    sw: 'Uhakiki mwingi mno kutoka kwenye mtandao wako.',
  },
  /** Beside the QR code on every document. */
  documentCheckTitle: { en: 'Check this document', sw: 'Hakiki hati hii' },
  documentCheckLine: {
    en: 'Anyone can check that this cover is valid, without an account: scan the code or open',
    sw: 'Mtu yeyote anaweza kuhakiki kwamba bima hii ni halali, bila akaunti: skani namba au fungua',
  },
  phonesOr: { en: 'or', sw: 'au' },
});

const verdicts = defineMessages('validity', {
  activeVerdict: { en: 'Valid: the cover is in force', sw: 'Halali: bima inatumika' },
  activeMeaning: {
    en: 'The insurer has accepted this policy and its period is running.',
    sw: 'Kampuni ya bima imekubali sera hii ya bima na muda wake unaendelea.',
  },
  pendingVerdict: {
    en: 'Valid: the cover is in force, under review',
    sw: 'Halali: bima inatumika, inakaguliwa',
  },
  pendingMeaning: {
    en: 'The premium is paid and the cover note is evidence of cover while the agency and the insurer review the application (usually 24-48 hours).',
    sw: 'Ada ya bima imelipwa na hati ya muda ya bima ni ushahidi wa bima wakati wakala na kampuni ya bima wanakagua maombi (kwa kawaida saa 24-48).',
  },
  expiredVerdict: { en: 'Not valid: the cover has expired', sw: 'Si halali: bima imeisha muda' },
  expiredMeaning: { en: 'The period of this cover has ended.', sw: 'Muda wa bima hii umekwisha.' },
  cancelledVerdict: { en: 'Not valid: the cover is not in force', sw: 'Si halali: bima haitumiki' },
  cancelledMeaning: {
    en: 'This cover was not paid for, or was cancelled.',
    sw: 'Bima hii haikulipiwa, au ilisitishwa.',
  },
  declinedVerdict: {
    en: 'Not valid: the application was declined',
    sw: 'Si halali: maombi yalikataliwa',
  },
  declinedMeaning: {
    en: 'The insurer declined this application; any cover note issued for it is withdrawn.',
    sw: 'Kampuni ya bima ilikataa maombi haya; hati yoyote ya muda ya bima iliyotolewa kwa ajili yake imefutwa.',
  },
});

/**
 * The verdict in a few words (the page's heading) and what it means (the line under it), read in the
 * reader's language whenever a validity is looked up.
 */
export const validityInWords: Readonly<Record<CoverValidity, { verdict: string; meaning: string }>> = {
  get active() {
    return { verdict: verdicts.activeVerdict, meaning: verdicts.activeMeaning };
  },
  get pending_review() {
    return { verdict: verdicts.pendingVerdict, meaning: verdicts.pendingMeaning };
  },
  get expired() {
    return { verdict: verdicts.expiredVerdict, meaning: verdicts.expiredMeaning };
  },
  get cancelled() {
    return { verdict: verdicts.cancelledVerdict, meaning: verdicts.cancelledMeaning };
  },
  get declined() {
    return { verdict: verdicts.declinedVerdict, meaning: verdicts.declinedMeaning };
  },
};
