// What the simulated payer does, chosen by the last digits of their number, so a developer or a test can
// walk every branch of the payment flow with a phone number alone. The table in docs/mpesa.md mirrors this one.

export interface SimulatedOutcome {
  resultCode: number;
  resultDesc: string;
  /** False when M-Pesa never calls back. */
  callback: boolean;
  /** True to deliver the callback twice, as Daraja occasionally does. */
  duplicate: boolean;
  /**
   * True when Daraja accepts the push but its answers (to the push and to queries) reach us too late,
   * after our client gave up: the prompt is out and the callback still comes, but we never learn the
   * CheckoutRequestID from the push.
   */
  slowAnswer?: boolean;
  /** True when Daraja refuses the first push to this number ('System is busy') and accepts the next. */
  busyOnce?: boolean;
}

const failure = (resultCode: number, resultDesc: string, callback = true): SimulatedOutcome => ({
  resultCode,
  resultDesc,
  callback,
  duplicate: false,
});

const SUCCESS_DESC = 'The service request is processed successfully.';

// Daraja prefixes most failure descriptions with the component that decided them ('[STK_CB - ]' for the
// prompt, '[MpesaCB - ]' for M-Pesa itself), in the callback and in the query's answer alike.
export const simulatedOutcomes: Record<string, SimulatedOutcome> = {
  '1032': failure(1032, '[STK_CB - ]Request cancelled by user'),
  // Daraja calls back for a prompt the phone never answered too, once it gives up on it.
  '1037': failure(1037, '[STK_CB - ]DS timeout user cannot be reached'),
  '2001': failure(2001, '[MpesaCB - ]The initiator information is invalid.'),
  '0001': failure(1, '[MpesaCB - ]The balance is insufficient for the transaction.'),
  '0002': { resultCode: 0, resultDesc: SUCCESS_DESC, callback: true, duplicate: true },
  '0408': { resultCode: 0, resultDesc: SUCCESS_DESC, callback: true, duplicate: false, slowAnswer: true },
  '0503': { resultCode: 0, resultDesc: SUCCESS_DESC, callback: true, duplicate: false, busyOnce: true },
};

export const simulatedSuccess: SimulatedOutcome = {
  resultCode: 0,
  resultDesc: SUCCESS_DESC,
  callback: true,
  duplicate: false,
};

export function outcomeForNumber(msisdn: string): SimulatedOutcome {
  return simulatedOutcomes[msisdn.slice(-4)] ?? simulatedSuccess;
}
