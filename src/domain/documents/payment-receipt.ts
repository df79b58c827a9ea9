// What the payment receipt shows: the M-Pesa payment that paid for the cover, with the premium and levies
// it covered. Available as soon as that payment lands (before the agency's review), even when M-Pesa's
// receipt number has not come yet: a payment confirmed by a status query (its callback lost) is paid all
// the same, and a paid cover always has its receipt. Until the number comes it names Daraja's
// CheckoutRequestID, with the number to follow (Transaction Status fetches it).
import type { PaymentResponse, Policy } from '../api/covers';
import { underwritingLine } from '../legal-identity';
import { formatShillings } from '../money';
import { policyNumberOfPolicy } from '../policy-label';
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
  /** The underwriter's catalogue id: whose paybill the premium was paid into. */
  underwriterId: string;
  /** Who underwrites it and under which licence (legal-identity.ts). */
  underwriting: string;
  /** The purchase's reference, with the policy number once issued (domain/policy-label.ts). */
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
    underwriterId: policy.product.under_writer.id,
    underwriting: underwritingLine(policy.product.under_writer),
    reference: policyNumberOfPolicy(policy),
    lines: premiumLines(policy.premium),
  };
}
