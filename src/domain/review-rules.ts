// Point 5, Review: what must be present before payment, as warnings on the review step.
import { contactMessages } from './contact-rules';
import { isEmailAddress } from './email';
import { isMpesaNumber } from './phone';

export interface ReviewFacts {
  fullName: string;
  email: string;
  idNumber: string;
  mpesaNumber: string;
  hasPolicy: boolean;
}

export const reviewMessages = {
  incomplete: (missing: readonly string[]) => `Please complete: ${missing.join(', ')}`,
  // The spec words both checks the same; one string, so they cannot drift apart.
  email: contactMessages.emailFormat,
  mpesa: 'Please enter a valid M-Pesa number',
  noPolicy: 'No policy selected. Please go back and select a policy.',
} as const;

const requiredFields = [
  ['fullName', 'Full name'],
  ['email', 'Email'],
  ['idNumber', 'ID number'],
  ['mpesaNumber', 'M-Pesa number'],
] as const;

/** Every warning that applies; an empty list means the quote is ready for payment. */
export function reviewWarnings(facts: ReviewFacts): string[] {
  const warnings: string[] = [];
  const missing = requiredFields.filter(([key]) => facts[key].trim() === '').map(([, label]) => label);
  if (missing.length > 0) warnings.push(reviewMessages.incomplete(missing));
  if (facts.email.trim() !== '' && !isEmailAddress(facts.email)) warnings.push(reviewMessages.email);
  if (facts.mpesaNumber.trim() !== '' && !isMpesaNumber(facts.mpesaNumber))
    warnings.push(reviewMessages.mpesa);
  if (!facts.hasPolicy) warnings.push(reviewMessages.noPolicy);
  return warnings;
}
