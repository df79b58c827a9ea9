// What the payment receipt shows: the M-Pesa payment that paid for the cover, with the premium and levies
// it covered. Available as soon as that payment lands (before the agency's review).
import type { PaymentResponse, Policy } from '../api';
import { formatShillings } from '../money';
import { formatDocumentTime, formatMpesaTime } from './document-dates';
import { type DocumentLine, premiumLines } from './premium-lines';

export interface PaymentReceipt {
  receiptNumber: string;
  paidOn: string;
  amount: string;
  insured: string;
  product: string;
  underwriter: string;
  /** The policy number once issued; until then the cover's own id, which the agency can look up. */
  reference: string;
  lines: DocumentLine[];
}

/** The successful payment for the cover itself (not for items added later); null while none has landed. */
export function coverPayment(policy: Pick<Policy, 'stk_responses'>): PaymentResponse | null {
  return (
    policy.stk_responses.find(
      (payment) =>
        payment.paid_for === 'cover' && payment.status === 'success' && payment.mpesa_receipt_number,
    ) ?? null
  );
}

export function paymentReceiptOf(policy: Policy): PaymentReceipt | null {
  const payment = coverPayment(policy);
  if (!payment?.mpesa_receipt_number) return null;
  return {
    receiptNumber: payment.mpesa_receipt_number,
    // M-Pesa's own time (what the payer's SMS shows); when it sent none, when the payment was recorded.
    paidOn:
      (payment.transaction_date && formatMpesaTime(payment.transaction_date)) ||
      formatDocumentTime(new Date(payment.updated_at)),
    amount: formatShillings(payment.amount),
    insured: policy.user.name,
    product: policy.product.name,
    underwriter: policy.product.under_writer.name,
    reference: policy.policy_number ?? policy.id,
    lines: premiumLines(policy.premium),
  };
}
