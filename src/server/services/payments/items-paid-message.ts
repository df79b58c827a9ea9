// The words of the e-mail and SMS a client gets once the amount due for items added to a paid policy is
// paid: the payment, the items it added, and that they are now insured under the policy.
import { agency } from '../../../domain/business';
import { formatShillings } from '../../../domain/money';
import { policyNumberText } from '../../../domain/policy-label';
import type { PaymentReceivedSummary } from './payment-received-message';

const receiptLine = (receipt: string | null) =>
  receipt ?? 'not yet sent to us by M-Pesa (the M-Pesa SMS on your phone has it)';

export function itemsPaidEmail(
  summary: PaymentReceivedSummary,
  added: readonly { name: string; value: number }[],
): { subject: string; text: string } {
  return {
    subject: `Items added to policy ${policyNumberText(summary)}`,
    text: [
      `Dear ${summary.holderName},`,
      '',
      'Thank you. We have received your M-Pesa payment for the items you added to your policy, and they are now insured under it.',
      '',
      `Policy number: ${policyNumberText(summary)}`,
      `Product: ${summary.productName}${summary.underwriterName ? ` (${summary.underwriterName})` : ''}`,
      'Items added:',
      ...added.map((item) => `  ${item.name}: ${formatShillings(item.value)}`),
      'Sums insured now:',
      ...summary.sections.map((section) => `  ${section.name}: ${formatShillings(section.value)}`),
      `Amount paid for the rest of the cover year (levies included): ${formatShillings(summary.amountPaid)}`,
      `M-Pesa receipt: ${receiptLine(summary.receipt)}`,
      '',
      `Questions? Call us on ${agency.phones.join(' or ')}.`,
      '',
      'Kinga Insurance Agency',
    ].join('\n'),
  };
}

export function itemsPaidSms(summary: PaymentReceivedSummary): string {
  const receipt = summary.receipt ? `, M-Pesa receipt ${summary.receipt}` : '';
  return `Kinga: ${formatShillings(summary.amountPaid)} paid${receipt} for the items added to policy ${policyNumberText(summary)}. They are now insured under it.`;
}
