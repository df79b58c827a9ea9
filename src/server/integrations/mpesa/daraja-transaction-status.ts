// What a Transaction Status Result says about a payment: its receipt number, amount and time when M-Pesa
// completed it, or nothing we may record. Only a ResultCode 0 for a 'Completed' transaction with a
// receipt number counts; the amount is the caller's to check against what was asked.
import type { TransactionStatusResult } from './daraja-shapes';

export type StatusReceipt =
  | { kind: 'receipt'; receiptNumber: string; amount: number | null; transactionDate: string | null }
  | { kind: 'none'; resultCode: string };

// M-Pesa's receipt numbers are ten capitals and digits; a little room either side, nothing else.
const RECEIPT_NUMBER = /^[A-Z0-9]{8,12}$/;
const MPESA_TIME = /^\d{14}$/;

export function receiptFromResult(result: TransactionStatusResult['Result']): StatusReceipt {
  const resultCode = String(result.ResultCode);
  const none: StatusReceipt = { kind: 'none', resultCode };
  if (resultCode !== '0') return none;
  const listed = result.ResultParameters?.ResultParameter;
  const parameters = Array.isArray(listed) ? listed : listed ? [listed] : [];
  const value = (key: string) => {
    const found = parameters.find((parameter) => parameter.Key === key)?.Value;
    return found === undefined ? undefined : String(found).trim();
  };
  const status = value('TransactionStatus');
  if (status !== undefined && status !== 'Completed') return none;
  const receiptNumber = value('ReceiptNo') ?? result.TransactionID;
  if (!receiptNumber || !RECEIPT_NUMBER.test(receiptNumber)) return none;
  const amount = Number(value('Amount'));
  const finalised = value('FinalisedTime');
  return {
    kind: 'receipt',
    receiptNumber,
    amount: value('Amount') !== undefined && Number.isFinite(amount) ? amount : null,
    transactionDate: finalised && MPESA_TIME.test(finalised) ? finalised : null,
  };
}
