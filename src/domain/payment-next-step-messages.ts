// What a payer does after each M-Pesa result, shown under point 8's message (which stays as the spec
// words it). Each names the button the payer presses next, Retry Payment, as both the wizard's failure
// panel and the portal's payment dialog label it.

export const paymentNextSteps = {
  /** 1: the balance is insufficient. */
  1: 'Top up your M-Pesa or use Fuliza, then press Retry Payment.',
  /** 1001: another M-Pesa session (an earlier prompt) is still open on the phone. */
  1001: 'Another M-Pesa prompt is still open on your phone. Wait a minute for it to close, then press Retry Payment.',
  /** 1019: the prompt expired before it was answered. */
  1019: 'Press Retry Payment for a new prompt, and enter your PIN when it shows on your phone.',
  /** 1025: M-Pesa could not send the prompt just now. */
  1025: 'Wait a minute, then press Retry Payment.',
  /** 1032: the payer cancelled the prompt. */
  1032: 'When you are ready, press Retry Payment and enter your PIN on your phone.',
  /** 1037: the prompt never reached the phone, or was never answered. */
  1037: 'Keep your phone on and with signal, dial *234# to refresh the SIM menu, then press Retry Payment, or pay by paybill.',
  // Daraja's 2001 is 'The initiator information is invalid': a wrong PIN. Point 8 words it as
  // insufficient funds, and that message stays, so the step covers both readings.
  /** 2001: a wrong PIN (point 8 says insufficient funds). */
  2001: 'Check that your M-Pesa balance covers the amount, then press Retry Payment and enter your correct PIN.',
  /** Any other result code. */
  unknown: 'Wait a minute, then press Retry Payment.',
} as const;

/** The next step for an M-Pesa result code; a code without its own step gets the unknown one. */
export function paymentNextStep(resultCode: number): string {
  const byCode: Partial<Record<number, string>> = paymentNextSteps;
  return byCode[resultCode] ?? paymentNextSteps.unknown;
}
