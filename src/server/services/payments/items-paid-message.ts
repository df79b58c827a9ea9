// The e-mail and SMS a client gets once the amount due for items added to a paid policy is paid: the
// payment, the items it added, and that they are now insured under the policy. The words are in
// domain/letters/payment-letters.ts, in the holder's language.
import { agency } from '../../../domain/business';
import { paymentLetters } from '../../../domain/letters/payment-letters';
import { formatShillings } from '../../../domain/money';
import { policyNumberText } from '../../../domain/policy-label';
import { letterLines, type PaymentReceivedSummary } from './payment-received-message';

export function itemsPaidEmail(
  summary: PaymentReceivedSummary,
  added: readonly { name: string; value: number }[],
): { subject: string; text: string } {
  const policy = policyNumberText(summary);
  return {
    subject: paymentLetters.itemsSubject({ policy }),
    text: [
      paymentLetters.dear({ name: summary.holderName }),
      '',
      paymentLetters.itemsThanks,
      '',
      paymentLetters.policyNumber({ policy }),
      letterLines.product(summary),
      paymentLetters.itemsAdded,
      ...added.map((item) => `  ${item.name}: ${formatShillings(item.value)}`),
      paymentLetters.sumsInsuredNow,
      ...summary.sections.map((section) => `  ${section.name}: ${formatShillings(section.value)}`),
      paymentLetters.itemsAmountPaid({ amount: formatShillings(summary.amountPaid) }),
      letterLines.receipt(summary),
      '',
      letterLines.questions(),
      '',
      agency.name,
    ].join('\n'),
  };
}

export function itemsPaidSms(summary: PaymentReceivedSummary): string {
  return paymentLetters.itemsSms({
    amount: formatShillings(summary.amountPaid),
    receipt: letterLines.smsReceipt(summary),
    policy: policyNumberText(summary),
  });
}
