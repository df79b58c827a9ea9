// The simulator's memory: issued tokens and the prompts it has "sent". In-process and forgotten on
// restart, like a phone that never answered; the reconciler copes with that in the real service too.
import { randomBytes, randomInt } from 'node:crypto';
import type { StkPushRequest } from '../daraja-shapes';
import type { SimulatedOutcome } from './simulator-outcomes';

export interface SimulatedPrompt {
  request: StkPushRequest;
  merchantRequestId: string;
  checkoutRequestId: string;
  outcome: SimulatedOutcome;
  /** When Daraja has handed the prompt to the phone: before it a query gets 500.001.1001, after it 4999. */
  deliveredAt: number;
  /** When the payer "answers": before it a query reports the prompt as still being processed. */
  settlesAt: number;
  receiptNumber: string;
  transactionDate: number;
}

const alphanumeric = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** 'SIM' + 7 characters: the shape of a real receipt (10 uppercase alphanumerics), marked as simulated. */
export function simulatedReceiptNumber(): string {
  let receipt = 'SIM';
  for (let index = 0; index < 7; index += 1) receipt += alphanumeric[randomInt(alphanumeric.length)];
  return receipt;
}

export const newAccessToken = () => randomBytes(21).toString('base64url');

export function newRequestIds(): { merchantRequestId: string; checkoutRequestId: string } {
  const digits = (length: number) => String(randomInt(10 ** (length - 1), 10 ** length));
  return {
    merchantRequestId: `${digits(5)}-${digits(8)}-1`,
    checkoutRequestId: `ws_CO_${digits(8)}${digits(8)}${randomBytes(4).toString('hex')}`,
  };
}
