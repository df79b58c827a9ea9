// What a client is told at each change of a claim's status, by e-mail and SMS: the new status,
// what they must do next (claimNextStep's words) and the claim's short reference. One home, so the letter,
// the text and the portal never disagree. Composed in the holder's language.
import { agency } from '../business';
import { defineMessages } from '../language/messages';
import { withValues } from '../language/with-values';
import { type ClaimStatus, claimStatusInSentence, claimStatusNames } from './claim-status';

export interface ClaimLetter {
  holderName: string;
  claimId: string;
  perilName: string;
  status: ClaimStatus;
  nextStep: string;
  /** What an operator asked for, or the decline's reason. */
  note: string | null;
}

const texts = defineMessages('claimLetters', {
  subject: withValues<{ reference: string; status: string }>({
    en: 'Claim {reference}: {status}',
    sw: 'Dai {reference}: {status}',
  }),
  dear: withValues<{ name: string }>({ en: 'Dear {name},', sw: 'Habari {name},' }),
  nowIs: withValues<{ reference: string; peril: string; status: string }>({
    en: 'Your claim {reference} ({peril}) is now: {status}.',
    sw: 'Hali ya dai lako {reference} ({peril}) sasa ni: {status}.',
  }),
  weNeed: withValues<{ note: string }>({ en: 'We need: {note}', sw: 'Tunahitaji: {note}' }),
  whatNext: withValues<{ step: string }>({
    en: 'What happens next: {step}',
    sw: 'Kinachofuata: {step}',
  }),
  portal: {
    en: 'You can follow your claim and upload documents in the client portal under My policies.',
    sw: 'Unaweza kufuatilia dai lako na kupakia hati kwenye akaunti yako, chini ya Bima zangu.',
  },
  questions: withValues<{ first: string; second: string }>({
    en: 'Questions? Call us on {first} or {second}.',
    sw: 'Una maswali? Tupigie kwa {first} au {second}.',
  }),
  sms: withValues<{ reference: string; status: string; step: string }>({
    en: 'Kinga: claim {reference} {status}. {step}',
    sw: 'Kinga: dai {reference} {status}. {step}',
  }),
});

/** The reference a client quotes: the claim id's first 8 characters, as the portal shows it. */
export const claimReference = (claimId: string) => `CLM-${claimId.slice(0, 8).toUpperCase()}`;

export const claimEmail = (letter: ClaimLetter) => {
  const reference = claimReference(letter.claimId);
  const status = claimStatusNames[letter.status];
  const [first = '', second = ''] = agency.phones;
  return {
    subject: texts.subject({ reference, status }),
    text: [
      texts.dear({ name: letter.holderName }),
      '',
      texts.nowIs({ reference, peril: letter.perilName, status }),
      ...(letter.note && letter.status === 'documents_needed'
        ? ['', texts.weNeed({ note: letter.note })]
        : []),
      '',
      texts.whatNext({ step: letter.nextStep }),
      '',
      texts.portal,
      '',
      texts.questions({ first, second }),
      '',
      agency.name,
    ].join('\n'),
  };
};

export const claimSms = (letter: ClaimLetter) =>
  texts
    .sms({
      reference: claimReference(letter.claimId),
      status: claimStatusInSentence[letter.status],
      step: letter.nextStep,
    })
    .slice(0, 459);
