// The e-mail and SMS a client gets once paid, put together from domain/letters/payment-letters.ts in the
// language spoken when they are composed (the holder's: notifications-service.ts). Point 2's confirmation
// says a review takes 24-48 hours and documents follow approval, so these say 'application received' and
// that the payment is recorded, and never that the cover is already in force (even though the portal
// lists it as active).
import { agency } from '../../../domain/business';
import { paymentLetters } from '../../../domain/letters/payment-letters';
import { formatShillings } from '../../../domain/money';
import { type PolicyNames, policyNumberText } from '../../../domain/policy-label';

/** The policy is named by its reference, and by its policy number too once issued. */
export interface PaymentReceivedSummary extends PolicyNames {
  holderName: string;
  productName: string;
  underwriterName: string;
  coverTypeLabel: string;
  ownership: 'Owner' | 'Tenant';
  /** Each insured section and its sum insured, in the order the cover type lists them. */
  sections: { name: string; value: number }[];
  amountPaid: number;
  /** Null when M-Pesa has not sent it yet (the payment was confirmed by a status query). */
  receipt: string | null;
  /** The cover note is attached (it is, unless the application was decided before the e-mail went). */
  coverNoteAttached?: boolean;
}

/** Lines both payment e-mails share: the product with its underwriter, the receipt, who to call. */
export const letterLines = {
  product: (summary: PaymentReceivedSummary) =>
    paymentLetters.product({
      product: `${summary.productName}${summary.underwriterName ? ` (${summary.underwriterName})` : ''}`,
    }),
  receipt: (summary: PaymentReceivedSummary) =>
    paymentLetters.receipt({ receipt: summary.receipt ?? paymentLetters.receiptPending }),
  questions: () => {
    const [first = '', second = ''] = agency.phones;
    return paymentLetters.questions({ first, second });
  },
  /** The SMS's value for "no receipt yet" (its text leaves the receipt out). */
  smsReceipt: (summary: PaymentReceivedSummary) => summary.receipt ?? 'none',
};

export function paymentReceivedEmail(summary: PaymentReceivedSummary): { subject: string; text: string } {
  const policy = policyNumberText(summary);
  return {
    subject: paymentLetters.receivedSubject({ policy }),
    text: [
      paymentLetters.dear({ name: summary.holderName }),
      '',
      paymentLetters.receivedThanks,
      '',
      paymentLetters.policySummary,
      paymentLetters.policyNumber({ policy }),
      letterLines.product(summary),
      paymentLetters.coverType({ coverType: summary.coverTypeLabel }),
      paymentLetters.ownership({ ownership: summary.ownership }),
      paymentLetters.sumsInsured,
      ...summary.sections.map((section) => `  ${section.name}: ${formatShillings(section.value)}`),
      paymentLetters.premiumPaid({ amount: formatShillings(summary.amountPaid) }),
      letterLines.receipt(summary),
      '',
      paymentLetters.whatNext,
      paymentLetters.recorded,
      ...(summary.coverNoteAttached ? [paymentLetters.coverNoteAttached] : []),
      paymentLetters.reviewWithin,
      '',
      letterLines.questions(),
      '',
      agency.name,
    ].join('\n'),
  };
}

export function paymentReceivedSms(summary: PaymentReceivedSummary): string {
  return paymentLetters.receivedSms({
    amount: formatShillings(summary.amountPaid),
    receipt: letterLines.smsReceipt(summary),
    policy: policyNumberText(summary),
    product: summary.productName,
  });
}
