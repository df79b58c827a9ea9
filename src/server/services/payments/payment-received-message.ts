// The words of the e-mail and SMS a client gets once paid. Point 2's confirmation says a review takes
// 24-48 hours and documents follow approval, so these say 'application received' and that the payment is
// recorded, and never that the cover is already in force (even though the portal lists it as active).
import { agency } from '../../../domain/business';
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

const receiptLine = (receipt: string | null) =>
  receipt ?? 'not yet sent to us by M-Pesa (the M-Pesa SMS on your phone has it)';

export function paymentReceivedEmail(summary: PaymentReceivedSummary): { subject: string; text: string } {
  return {
    subject: `Application received: policy ${policyNumberText(summary)}`,
    text: [
      `Dear ${summary.holderName},`,
      '',
      'Thank you. Your application has been received, together with your M-Pesa payment.',
      '',
      'Policy summary',
      `Policy number: ${policyNumberText(summary)}`,
      `Product: ${summary.productName}${summary.underwriterName ? ` (${summary.underwriterName})` : ''}`,
      `Cover type: ${summary.coverTypeLabel}`,
      `Ownership: ${summary.ownership}`,
      'Sums insured:',
      ...summary.sections.map((section) => `  ${section.name}: ${formatShillings(section.value)}`),
      `Premium paid (levies included): ${formatShillings(summary.amountPaid)}`,
      `M-Pesa receipt: ${receiptLine(summary.receipt)}`,
      '',
      'What happens next',
      'Your payment is recorded against this policy number, which you can see in the client portal under My policies.',
      ...(summary.coverNoteAttached
        ? [
            'Your cover note is attached: it is temporary evidence of cover until your policy schedule is issued, or for 30 days, whichever comes first. Anyone can check it with the link printed on it.',
          ]
        : []),
      'Our team and the insurer review your application within 24-48 hours, and your policy documents are e-mailed to you once it is approved.',
      '',
      `Questions? Call us on ${agency.phones.join(' or ')}.`,
      '',
      'Kinga Insurance Agency',
    ].join('\n'),
  };
}

export function paymentReceivedSms(summary: PaymentReceivedSummary): string {
  const receipt = summary.receipt ? `, M-Pesa receipt ${summary.receipt}` : '';
  return `Kinga: application received. ${formatShillings(summary.amountPaid)} paid${receipt} for policy ${policyNumberText(summary)} (${summary.productName}). Review within 24-48 hours; documents follow by e-mail.`;
}
