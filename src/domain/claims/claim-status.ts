// A claim's life: Received → Documents needed → Under review → Approved or Declined → Settled.
// Which moves exist and who makes each one is this table, and nothing else decides it: the server refuses
// any other move with a 409 in words, and the portal reads the same table to show what can happen next.
import { defineMessages } from '../language/messages';
import { withValues } from '../language/with-values';
import { formatShillings } from '../money';
import { type ClaimDocumentType, claimDocumentNames } from './claim-documents';

export const claimStatuses = [
  'received',
  'documents_needed',
  'under_review',
  'approved',
  'declined',
  'settled',
] as const;
export type ClaimStatus = (typeof claimStatuses)[number];

export const claimStatusNames: Readonly<Record<ClaimStatus, string>> = defineMessages('claimStatus', {
  received: { en: 'Received', sw: 'Limepokelewa' },
  documents_needed: { en: 'Documents needed', sw: 'Nyaraka zinahitajika' },
  under_review: { en: 'Under review', sw: 'Linakaguliwa' },
  approved: { en: 'Approved', sw: 'Limekubaliwa' },
  declined: { en: 'Declined', sw: 'Limekataliwa' },
  settled: { en: 'Settled', sw: 'Limelipwa' },
});

/**
 * The status as the rest of a sentence about the claim ('claim CLM-… needs documents'): the names above
 * are labels, and 'is documents needed' is not English. The one map for every sentence.
 */
export const claimStatusInSentence: Record<ClaimStatus, string> = {
  received: 'has been received',
  documents_needed: 'needs documents',
  under_review: 'is under review',
  approved: 'has been approved',
  declined: 'has been declined',
  settled: 'has been settled',
};

/** Who makes a move: an operator in the back office, or the client (by uploading what was asked for). */
export type ClaimActor = 'operator' | 'client';

export interface ClaimMove {
  from: ClaimStatus;
  to: ClaimStatus;
  by: ClaimActor;
}

export const claimMoves: readonly ClaimMove[] = [
  // An operator asks for a document: again while one is already asked for (each request is its own event).
  { from: 'received', to: 'documents_needed', by: 'operator' },
  { from: 'under_review', to: 'documents_needed', by: 'operator' },
  { from: 'documents_needed', to: 'documents_needed', by: 'operator' },
  // Review starts once nothing is missing: by an operator, or when the client uploads the last document
  // an operator asked for.
  { from: 'received', to: 'under_review', by: 'operator' },
  { from: 'documents_needed', to: 'under_review', by: 'operator' },
  { from: 'documents_needed', to: 'under_review', by: 'client' },
  { from: 'under_review', to: 'approved', by: 'operator' },
  // A claim plainly outside the cover need not wait for documents to be declined.
  { from: 'received', to: 'declined', by: 'operator' },
  { from: 'documents_needed', to: 'declined', by: 'operator' },
  { from: 'under_review', to: 'declined', by: 'operator' },
  { from: 'approved', to: 'settled', by: 'operator' },
];

export function canMoveClaim(from: ClaimStatus, to: ClaimStatus, by: ClaimActor): boolean {
  return claimMoves.some((move) => move.from === from && move.to === to && move.by === by);
}

/** Open claims still need the agency's work (the back office's queue); the others are decided or paid. */
export const openClaimStatuses: readonly ClaimStatus[] = [
  'received',
  'documents_needed',
  'under_review',
  'approved',
];

/** A claim still takes files from its holder until it is decided. */
export const acceptsFiles = (status: ClaimStatus) =>
  status === 'received' || status === 'documents_needed' || status === 'under_review';

export const claimMoveMessages = {
  refused: (from: ClaimStatus, to: ClaimStatus) =>
    `This claim ${claimStatusInSentence[from]}, so it cannot be moved to ${claimStatusNames[
      to
    ].toLowerCase()}; nothing was changed.`,
  documentsMissing: (missing: readonly ClaimDocumentType[]) =>
    `These documents are still missing: ${missing
      .map((type) => claimDocumentNames[type])
      .join('; ')}. Ask the client for them first.`,
} as const;

// What the client must do next, for the portal and the letters; `list` is the missing documents' names.
const nextStepTexts = defineMessages('claimNextStep', {
  receivedMissing: withValues<{ list: string }>({
    en: 'Upload the documents still missing: {list}.',
    sw: 'Pakia nyaraka ambazo bado hazijafika: {list}.',
  }),
  receivedComplete: {
    en: 'Nothing for you to do: we have everything and will start reviewing your claim shortly.',
    sw: 'Huna la kufanya: tumepata kila kitu na tutaanza kukagua dai lako hivi karibuni.',
  },
  documentsMissing: withValues<{ list: string }>({
    en: 'Please upload: {list}. Review continues once they arrive.',
    sw: 'Tafadhali pakia: {list}. Ukaguzi utaendelea zikishafika.',
  }),
  documentsArrived: {
    en: 'Nothing for you to do: your documents have arrived and review will continue.',
    sw: 'Huna la kufanya: nyaraka zako zimefika na ukaguzi utaendelea.',
  },
  underReview: {
    en: 'Nothing for you to do now: we are reviewing your claim.',
    sw: 'Huna la kufanya sasa: tunakagua dai lako.',
  },
  approved: withValues<{ amount: string }>({
    en: 'Your claim is approved for {amount}. Nothing for you to do: payment is on its way.',
    sw: 'Dai lako limekubaliwa kwa {amount}. Huna la kufanya: malipo yako njiani.',
  }),
  declined: withValues<{ reason: string }>({
    en: 'Your claim was declined: {reason} If you disagree, reply to our e-mail or call us; you may also complain to the Insurance Regulatory Authority.',
    sw: 'Dai lako limekataliwa: {reason} Kama huridhiki, jibu barua pepe yetu au utupigie simu; unaweza pia kulalamika kwa Mamlaka ya Udhibiti wa Bima (Insurance Regulatory Authority).',
  }),
  settled: withValues<{ amount: string; reference: string }>({
    en: 'Paid {amount} (reference {reference}). Nothing more to do.',
    sw: 'Tumelipa {amount} (kumbukumbu {reference}). Hakuna zaidi la kufanya.',
  }),
});

/** What the client must do next, in words, for the portal and the letters. */
export function claimNextStep(claim: {
  status: ClaimStatus;
  missing: readonly ClaimDocumentType[];
  settledAmount: number | null;
  paymentReference: string | null;
  declineReason: string | null;
}): string {
  const list = claim.missing.map((type) => claimDocumentNames[type]).join('; ');
  switch (claim.status) {
    case 'received':
      return claim.missing.length > 0
        ? nextStepTexts.receivedMissing({ list })
        : nextStepTexts.receivedComplete;
    case 'documents_needed':
      return claim.missing.length > 0
        ? nextStepTexts.documentsMissing({ list })
        : nextStepTexts.documentsArrived;
    case 'under_review':
      return nextStepTexts.underReview;
    case 'approved':
      return nextStepTexts.approved({ amount: formatShillings(claim.settledAmount ?? 0) });
    case 'declined':
      return nextStepTexts.declined({ reason: claim.declineReason ?? '' });
    case 'settled':
      return nextStepTexts.settled({
        amount: formatShillings(claim.settledAmount ?? 0),
        reference: claim.paymentReference ?? '',
      });
  }
}
