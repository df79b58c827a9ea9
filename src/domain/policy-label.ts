// What stands for a policy wherever the client reads it: the reference the purchase got
// when bought, and once the agency approves it the formal policy number, with the reference beside it so
// the client can match the two. Portal, SMS, e-mails and PDFs all ask here.
import { defineMessages } from './language/messages';
import { withValues } from './language/with-values';

const labels = defineMessages('policyLabel', {
  numbered: withValues<{ number: string }>({ en: 'Policy {number}', sw: 'Bima {number}' }),
  reference: withValues<{ reference: string }>({
    en: 'Policy ref {reference}',
    sw: 'Bima kumb. {reference}',
  }),
});

export interface PolicyNames {
  /** The agency's policy number (KIA/HOM/2026/000123), issued on approval; null until then. */
  policyNumber: string | null;
  /** The purchase's reference (K7Q3-M9XT), from the moment it was bought. */
  reference: string;
}

/** Where a "Policy number" is shown: 'KIA/HOM/2026/000001 · ref K7Q3-M9XT', or 'K7Q3-M9XT' before approval. */
export const policyNumberText = ({ policyNumber, reference }: PolicyNames): string =>
  policyNumber ? `${policyNumber} · ref ${reference}` : reference;

/** In a sentence: 'Policy KIA/HOM/2026/000001 · ref K7Q3-M9XT', or 'Policy ref K7Q3-M9XT' before approval. */
export const policyLabel = (names: PolicyNames): string =>
  names.policyNumber
    ? labels.numbered({ number: policyNumberText(names) })
    : labels.reference({ reference: names.reference });

/** The sentence form for a policy as the API gives it (see policyNumberOfPolicy). */
export const policyLabelOfPolicy = (policy: {
  id: string;
  policy_number: string | null;
  reference: string | null;
}): string =>
  policy.reference
    ? policyLabel({ policyNumber: policy.policy_number, reference: policy.reference })
    : labels.numbered({ number: policy.policy_number ?? policy.id });

/**
 * The same for a policy as the API gives it. One an older build cached has no reference: it keeps what it
 * showed then (its number, else its id) until the next refresh.
 */
export const policyNumberOfPolicy = (policy: {
  id: string;
  policy_number: string | null;
  reference: string | null;
}): string =>
  policy.reference
    ? policyNumberText({ policyNumber: policy.policy_number, reference: policy.reference })
    : (policy.policy_number ?? policy.id);
