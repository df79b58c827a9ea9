// What a client is told about the agency's review of their application: the e-mail and SMS
// each decision sends, and the words the portal's policy card shows. One home, so the message, the text
// and the card never disagree.
import { agency } from '../business';
import { type PolicyNames, policyNumberText } from '../policy-label';
import type { ReviewStatus } from './review-status';

/** The policy is named by its reference, and by its policy number too once issued. */
export interface ReviewLetter extends PolicyNames {
  holderName: string;
  productName: string;
}

const shortRef = (letter: ReviewLetter) => policyNumberText(letter);
const signOff = ['', `Questions? Call us on ${agency.phones.join(' or ')}.`, '', agency.name];

export const reviewEmails = {
  approved: (letter: ReviewLetter & { policyNumber: string }) => ({
    subject: `Policy approved: ${policyNumberText(letter)}`,
    text: [
      `Dear ${letter.holderName},`,
      '',
      `Good news: your application for ${letter.productName} has been approved.`,
      `Your policy number is ${policyNumberText(letter)}.`,
      '',
      'Your policy schedule and your payment receipt are attached. You can also download them in the client portal under My policies.',
      ...signOff,
    ].join('\n'),
  }),
  declined: (letter: ReviewLetter, reason: string) => ({
    subject: `Application declined: policy ${shortRef(letter)}`,
    text: [
      `Dear ${letter.holderName},`,
      '',
      `We are sorry: your application for ${letter.productName} (policy ${shortRef(letter)}) has been declined.`,
      `Reason: ${reason}`,
      '',
      'Your premium will be refunded by M-Pesa to the phone number that paid it.',
      ...signOff,
    ].join('\n'),
  }),
  infoRequested: (letter: ReviewLetter, message: string) => ({
    subject: `Information needed: policy ${shortRef(letter)}`,
    text: [
      `Dear ${letter.holderName},`,
      '',
      `To finish reviewing your application for ${letter.productName} (policy ${shortRef(letter)}), we need the following from you:`,
      message,
      '',
      `Please reply to this e-mail or send it to ${agency.email}.`,
      ...signOff,
    ].join('\n'),
  }),
} as const;

export const reviewSms = {
  approved: (letter: ReviewLetter) =>
    `Kinga: your policy ${shortRef(letter)} is approved. Your schedule and receipt are in your e-mail and in My policies.`,
  declined: (letter: ReviewLetter, reason: string) =>
    `Kinga: your application ${shortRef(letter)} was declined: ${reason}. Your premium will be refunded to the M-Pesa number that paid.`,
  infoRequested: (letter: ReviewLetter, message: string) =>
    `Kinga: to finish reviewing your application ${shortRef(letter)} we need: ${message}. Details in your e-mail.`,
} as const;

/** The portal's line about the review, in words (the card shows it once the cover is paid). */
export function reviewStateInWords(review: { status: ReviewStatus; note: string | null }): string {
  switch (review.status) {
    case 'pending':
      return 'Under review: the agency reviews your application within 24-48 hours.';
    case 'approved':
      return 'Approved: your policy documents are ready.';
    case 'declined':
      return review.note ? `Declined: ${review.note}` : 'Declined.';
    case 'info_requested':
      return review.note ? `Information requested: ${review.note}` : 'Information requested.';
  }
}

/** What the API answers about a declined application: not in force, its payment refunded. */
export const declinedCoverMessages = {
  nothingMore: 'This application was declined, so nothing can be added to it or paid for it.',
} as const;
