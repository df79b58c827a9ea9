// A payment's final word, from a callback or a query, in one shape the settlement code takes.
import type { C2bTransaction } from './daraja-c2b-shapes';
import type { StkCallback } from './daraja-shapes';

export interface PaymentOutcome {
  checkoutRequestId: string;
  /** From the callback only: what Daraja called the push, for a row whose push answer was lost. */
  merchantRequestId?: string;
  resultCode: number;
  resultDesc: string;
  /** Only on success, and only from the callback: a query does not carry the metadata. */
  amount?: number;
  receiptNumber?: string;
  transactionDate?: string;
  phoneNumber?: string;
}

/** The callback's body as an outcome; CallbackMetadata items arrive as a Name/Value list. */
export function outcomeFromCallback(callback: StkCallback): PaymentOutcome {
  const body = callback.Body.stkCallback;
  const items = new Map(body.CallbackMetadata?.Item.map((item) => [item.Name, item.Value]) ?? []);
  const text = (name: string) => (items.get(name) === undefined ? undefined : String(items.get(name)));
  const amount = items.get('Amount');
  const outcome: PaymentOutcome = {
    checkoutRequestId: body.CheckoutRequestID,
    merchantRequestId: body.MerchantRequestID,
    resultCode: body.ResultCode,
    resultDesc: body.ResultDesc,
  };
  if (amount !== undefined && Number.isFinite(Number(amount))) outcome.amount = Number(amount);
  const receipt = text('MpesaReceiptNumber');
  if (receipt) outcome.receiptNumber = receipt;
  const date = text('TransactionDate');
  if (date) outcome.transactionDate = date;
  const phone = text('PhoneNumber');
  if (phone) outcome.phoneNumber = phone;
  return outcome;
}

/**
 * A paybill payment's confirmation as an outcome: completed by definition, its TransID the receipt. Its
 * checkout id is made from the TransID, unique as every checkout id is, so it can pay only once.
 */
export function outcomeFromPaybill(payment: C2bTransaction): PaymentOutcome {
  const outcome: PaymentOutcome = {
    checkoutRequestId: `C2B-${payment.TransID}`,
    resultCode: 0,
    resultDesc: 'Paid by M-Pesa paybill.',
    receiptNumber: payment.TransID,
    transactionDate: payment.TransTime,
  };
  const amount = Number(payment.TransAmount);
  if (Number.isFinite(amount)) outcome.amount = amount;
  return outcome;
}
