// What a client is told at each change of a claim's status, by e-mail and SMS: the new status,
// what they must do next (claimNextStep's words) and the claim's short reference. One home, so the letter,
// the text and the portal never disagree.
import { agency } from '../business';
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

/** The reference a client quotes: the claim id's first 8 characters, as the portal shows it. */
export const claimReference = (claimId: string) => `CLM-${claimId.slice(0, 8).toUpperCase()}`;

export const claimEmail = (letter: ClaimLetter) => ({
  subject: `Claim ${claimReference(letter.claimId)}: ${claimStatusNames[letter.status]}`,
  text: [
    `Dear ${letter.holderName},`,
    '',
    `Your claim ${claimReference(letter.claimId)} (${letter.perilName}) is now: ${claimStatusNames[letter.status]}.`,
    ...(letter.note && letter.status === 'documents_needed' ? ['', `We need: ${letter.note}`] : []),
    '',
    `What happens next: ${letter.nextStep}`,
    '',
    'You can follow your claim and upload documents in the client portal under My policies.',
    '',
    `Questions? Call us on ${agency.phones.join(' or ')}.`,
    '',
    agency.name,
  ].join('\n'),
});

export const claimSms = (letter: ClaimLetter) =>
  `Kinga: claim ${claimReference(letter.claimId)} ${claimStatusInSentence[letter.status]}. ${letter.nextStep}`.slice(
    0,
    459,
  );
