// What the payment receipt shows: the M-Pesa payment that paid for the cover, with the premium and levies
// it covered. Available as soon as that payment lands (before the agency's review), even when M-Pesa's
// receipt number has not come yet: a payment confirmed by a status query (its callback lost) is paid all
// the same, and a paid cover always has its receipt. Until the number comes it names Daraja's
// CheckoutRequestID, with the number to follow (Transaction Status fetches it).
import type { PaymentResponse, Policy } from '../api';
import { underwritingLine } from '../legal-identity';
import { formatShillings } from '../money';
import { formatDocumentTime, formatMpesaTime } from './document-dates';
import { documentMessages } from './document-messages';
import { type DocumentLine, premiumLines } from './premium-lines';

export interface PaymentReceipt {
  /** M-Pesa's receipt number; null until it is known. */
  receiptNumber: string | null;
  /** Daraja's id for the prompt paid: how the payment is named until its receipt number is known. */
  checkoutRequestId: string | null;
  paidOn: string;
  amount: string;
  insured: string;
  product: string;
  underwriter: string;
  /** Who underwrites it and under which licence (legal-identity.ts). */
  underwriting: string;
  /** The policy number once issued; until then the cover's own id, which the agency can look up. */
  reference: string;
  lines: DocumentLine[];
}

/** The successful payment for the cover itself (not for items added later); null while none has landed. */
export function coverPayment(policy: Pick<Policy, 'stk_responses'>): PaymentResponse | null {
  return (
    policy.stk_responses.find((payment) => payment.paid_for === 'cover' && payment.status === 'success') ??
    null
  );
}

/** The payment as the documents name it: its receipt number, or its CheckoutRequestID with the number to follow. */
export function mpesaReceiptLine(
  payment: Pick<PaymentResponse, 'mpesa_receipt_number' | 'checkout_request_id'>,
): string {
  if (payment.mpesa_receipt_number) return payment.mpesa_receipt_number;
  const request = payment.checkout_request_id;
  return request
    ? `${request} (${documentMessages.receiptNumberToFollow})`
    : documentMessages.receiptNumberToFollow;
}

export function paymentReceiptOf(policy: Policy): PaymentReceipt | null {
  const payment = coverPayment(policy);
  if (!payment) return null;
  return {
    receiptNumber: payment.mpesa_receipt_number,
    checkoutRequestId: payment.checkout_request_id,
    // M-Pesa's own time (what the payer's SMS shows); when it sent none, when the payment was recorded.
    paidOn:
      (payment.transaction_date && formatMpesaTime(payment.transaction_date)) ||
      formatDocumentTime(new Date(payment.updated_at)),
    amount: formatShillings(payment.amount),
    insured: policy.user.name,
    product: policy.product.name,
    underwriter: policy.product.under_writer.name,
    underwriting: underwritingLine(policy.product.under_writer),
    reference: policy.policy_number ?? policy.id,
    lines: premiumLines(policy.premium),
  };
}
