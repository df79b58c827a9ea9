// What a client is told about the agency's review of their application: the e-mail and SMS
// each decision sends, and the words the portal's policy card shows. One home, so the message, the text
// and the card never disagree.
import { agency } from '../business';
import { defineMessages } from '../language/messages';
import { withValues } from '../language/with-values';
import { type PolicyNames, policyNumberText } from '../policy-label';
import type { ReviewStatus } from './review-status';

/** The policy is named by its reference, and by its policy number too once issued. */
export interface ReviewLetter extends PolicyNames {
  holderName: string;
  productName: string;
}

const texts = defineMessages('reviewLetters', {
  dear: withValues<{ name: string }>({ en: 'Dear {name},', sw: 'Habari {name},' }),
  questions: withValues<{ first: string; second: string }>({
    en: 'Questions? Call us on {first} or {second}.',
    sw: 'Una maswali? Tupigie kwa {first} au {second}.',
  }),
  approvedSubject: withValues<{ policy: string }>({
    en: 'Policy approved: {policy}',
    sw: 'Sera ya bima imekubaliwa: {policy}',
  }),
  approvedNews: withValues<{ product: string }>({
    en: 'Good news: your application for {product} has been approved.',
    sw: 'Habari njema: ombi lako la {product} limekubaliwa.',
  }),
  policyNumberIs: withValues<{ policy: string }>({
    en: 'Your policy number is {policy}.',
    sw: 'Namba ya sera yako ya bima ni {policy}.',
  }),
  attached: {
    en: 'Your policy schedule and your payment receipt are attached. You can also download them in the client portal under My policies.',
    sw: 'Jedwali la bima na risiti ya malipo yako vimeambatishwa. Unaweza pia kuvipakua kwenye akaunti yako, chini ya Bima zangu.',
  },
  declinedSubject: withValues<{ policy: string }>({
    en: 'Application declined: policy {policy}',
    sw: 'Ombi limekataliwa: sera ya bima {policy}',
  }),
  declinedNews: withValues<{ product: string; policy: string }>({
    en: 'We are sorry: your application for {product} (policy {policy}) has been declined.',
    sw: 'Samahani: ombi lako la {product} (sera ya bima {policy}) limekataliwa.',
  }),
  reason: withValues<{ reason: string }>({ en: 'Reason: {reason}', sw: 'Sababu: {reason}' }),
  refund: {
    en: 'Your premium will be refunded by M-Pesa to the phone number that paid it.',
    sw: 'Ada yako ya bima itarudishwa kwa M-Pesa kwenye namba ya simu iliyoilipa.',
  },
  infoSubject: withValues<{ policy: string }>({
    en: 'Information needed: policy {policy}',
    sw: 'Taarifa zinahitajika: sera ya bima {policy}',
  }),
  infoNeeded: withValues<{ product: string; policy: string }>({
    en: 'To finish reviewing your application for {product} (policy {policy}), we need the following from you:',
    sw: 'Ili kumaliza kukagua ombi lako la {product} (sera ya bima {policy}), tunahitaji yafuatayo kutoka kwako:',
  }),
  replyTo: withValues<{ email: string }>({
    en: 'Please reply to this e-mail or send it to {email}.',
    sw: 'Tafadhali jibu barua pepe hii au zitume kwa {email}.',
  }),
  approvedSms: withValues<{ policy: string }>({
    en: 'Kinga: your policy {policy} is approved. Your schedule and receipt are in your e-mail and in My policies.',
    sw: 'Kinga: sera yako ya bima {policy} imekubaliwa. Jedwali la bima na risiti viko kwenye barua pepe yako na kwenye Bima zangu.',
  }),
  declinedSms: withValues<{ policy: string; reason: string }>({
    en: 'Kinga: your application {policy} was declined: {reason}. Your premium will be refunded to the M-Pesa number that paid.',
    sw: 'Kinga: ombi lako {policy} limekataliwa: {reason}. Ada yako ya bima itarudishwa kwenye namba ya M-Pesa iliyolipa.',
  }),
  infoSms: withValues<{ policy: string; message: string }>({
    en: 'Kinga: to finish reviewing your application {policy} we need: {message}. Details in your e-mail.',
    sw: 'Kinga: ili kumaliza kukagua ombi lako {policy} tunahitaji: {message}. Maelezo yako kwenye barua pepe yako.',
  }),
  underReview: {
    en: 'Under review: the agency reviews your application within 24-48 hours.',
    sw: 'Linakaguliwa: Kinga hukagua ombi lako ndani ya saa 24-48.',
  },
  approved: {
    en: 'Approved: your policy documents are ready.',
    sw: 'Limekubaliwa: hati za sera yako ya bima ziko tayari.',
  },
  declinedWithNote: withValues<{ note: string }>({ en: 'Declined: {note}', sw: 'Limekataliwa: {note}' }),
  declined: { en: 'Declined.', sw: 'Limekataliwa.' },
  infoRequestedWithNote: withValues<{ note: string }>({
    en: 'Information requested: {note}',
    sw: 'Taarifa zimeombwa: {note}',
  }),
  infoRequested: { en: 'Information requested.', sw: 'Taarifa zimeombwa.' },
});

const signOff = () => {
  const [first = '', second = ''] = agency.phones;
  return ['', texts.questions({ first, second }), '', agency.name];
};

export const reviewEmails = {
  approved: (letter: ReviewLetter & { policyNumber: string }) => ({
    subject: texts.approvedSubject({ policy: policyNumberText(letter) }),
    text: [
      texts.dear({ name: letter.holderName }),
      '',
      texts.approvedNews({ product: letter.productName }),
      texts.policyNumberIs({ policy: policyNumberText(letter) }),
      '',
      texts.attached,
      ...signOff(),
    ].join('\n'),
  }),
  declined: (letter: ReviewLetter, reason: string) => ({
    subject: texts.declinedSubject({ policy: policyNumberText(letter) }),
    text: [
      texts.dear({ name: letter.holderName }),
      '',
      texts.declinedNews({ product: letter.productName, policy: policyNumberText(letter) }),
      texts.reason({ reason }),
      '',
      texts.refund,
      ...signOff(),
    ].join('\n'),
  }),
  infoRequested: (letter: ReviewLetter, message: string) => ({
    subject: texts.infoSubject({ policy: policyNumberText(letter) }),
    text: [
      texts.dear({ name: letter.holderName }),
      '',
      texts.infoNeeded({ product: letter.productName, policy: policyNumberText(letter) }),
      message,
      '',
      texts.replyTo({ email: agency.email }),
      ...signOff(),
    ].join('\n'),
  }),
} as const;

export const reviewSms = {
  approved: (letter: ReviewLetter) => texts.approvedSms({ policy: policyNumberText(letter) }),
  declined: (letter: ReviewLetter, reason: string) =>
    texts.declinedSms({ policy: policyNumberText(letter), reason }),
  infoRequested: (letter: ReviewLetter, message: string) =>
    texts.infoSms({ policy: policyNumberText(letter), message }),
} as const;

/** The portal's line about the review, in words (the card shows it once the cover is paid). */
export function reviewStateInWords(review: { status: ReviewStatus; note: string | null }): string {
  switch (review.status) {
    case 'pending':
      return texts.underReview;
    case 'approved':
      return texts.approved;
    case 'declined':
      return review.note ? texts.declinedWithNote({ note: review.note }) : texts.declined;
    case 'info_requested':
      return review.note ? texts.infoRequestedWithNote({ note: review.note }) : texts.infoRequested;
  }
}

/** What the API answers about a declined application: not in force, its payment refunded. */
export const declinedCoverMessages = defineMessages('declinedCover', {
  nothingMore: {
    en: 'This application was declined, so nothing can be added to it or paid for it.',
    sw: 'Ombi hili lilikataliwa, kwa hiyo hakuna kinachoweza kuongezwa wala kulipiwa.',
  },
});
