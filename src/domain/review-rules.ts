// Point 5, Review: what must be present before payment, as warnings on the review step.
import { contactMessages } from './contact-rules';
import { isEmailAddress } from './email';
import { defineMessages } from './language/messages';
import { withValues } from './language/with-values';
import { isMpesaNumber } from './phone';

export interface ReviewFacts {
  fullName: string;
  email: string;
  idNumber: string;
  mpesaNumber: string;
  hasPolicy: boolean;
}

export const reviewMessages = defineMessages('review', {
  incomplete: withValues<{ missing: string }>({
    en: 'Please complete: {missing}',
    sw: 'Tafadhali jaza: {missing}',
  }),
  mpesa: {
    en: 'Please enter a valid M-Pesa number',
    sw: 'Tafadhali weka namba sahihi ya M-Pesa',
  },
  noPolicy: {
    en: 'No policy selected. Please go back and select a policy.',
    sw: 'Hujachagua bima. Tafadhali rudi nyuma uchague bima.',
  },
  fullName: { en: 'Full name', sw: 'Jina kamili' },
  email: { en: 'Email', sw: 'Barua pepe' },
  idNumber: { en: 'ID number', sw: 'Namba ya kitambulisho' },
  mpesaNumber: { en: 'M-Pesa number', sw: 'Namba ya M-Pesa' },
});

const requiredFields = ['fullName', 'email', 'idNumber', 'mpesaNumber'] as const;

/** Every warning that applies; an empty list means the quote is ready for payment. */
export function reviewWarnings(facts: ReviewFacts): string[] {
  const warnings: string[] = [];
  const missing = requiredFields.filter((key) => facts[key].trim() === '').map((key) => reviewMessages[key]);
  if (missing.length > 0) warnings.push(reviewMessages.incomplete({ missing: missing.join(', ') }));
  // The spec words the e-mail check as the contact form's: one text, so they cannot drift apart.
  if (facts.email.trim() !== '' && !isEmailAddress(facts.email)) warnings.push(contactMessages.emailFormat);
  if (facts.mpesaNumber.trim() !== '' && !isMpesaNumber(facts.mpesaNumber))
    warnings.push(reviewMessages.mpesa);
  if (!facts.hasPolicy) warnings.push(reviewMessages.noPolicy);
  return warnings;
}
