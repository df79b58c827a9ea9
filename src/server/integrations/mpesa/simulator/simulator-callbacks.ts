// How the simulator calls back, as M-Pesa does: an HTTP POST of Body.stkCallback to the CallBackURL the
// push named, after the payer has had time to "enter the PIN".
import { nairobiTimestamp } from '../daraja-password';
import type { StkCallback } from '../daraja-shapes';
import type { SimulatedPrompt } from './simulator-state';

export function callbackBody(prompt: SimulatedPrompt): StkCallback {
  const { outcome } = prompt;
  const stkCallback: StkCallback['Body']['stkCallback'] = {
    MerchantRequestID: prompt.merchantRequestId,
    CheckoutRequestID: prompt.checkoutRequestId,
    ResultCode: outcome.resultCode,
    ResultDesc: outcome.resultDesc,
  };
  if (outcome.resultCode === 0) {
    stkCallback.CallbackMetadata = {
      Item: [
        { Name: 'Amount', Value: prompt.request.Amount },
        { Name: 'MpesaReceiptNumber', Value: prompt.receiptNumber },
        { Name: 'Balance' },
        { Name: 'TransactionDate', Value: prompt.transactionDate },
        { Name: 'PhoneNumber', Value: Number(prompt.request.PhoneNumber) },
      ],
    };
  }
  return { Body: { stkCallback } };
}

/** The transaction date M-Pesa puts in the callback: YYYYMMDDHHmmss as a number. */
export const transactionDateAt = (at: Date): number => Number(nairobiTimestamp(at));

/** POSTs a callback (an STK callback, a Transaction Status Result) as Daraja does. */
export async function deliverCallback(url: string, body: object): Promise<void> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`callback answered HTTP ${response.status}`);
}
