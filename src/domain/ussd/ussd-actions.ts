// What a caller can do by USSD that the back office sees (issue 29): the leads desk lists each one with
// the phone and what it was done on, in these words.

export const ussdActionKinds = [
  'purchase',
  'payment_prompt',
  'documents_sms',
  'claim',
  'renewal',
  'call_back',
] as const;
export type UssdActionKind = (typeof ussdActionKinds)[number];

/** The back office's words (it stays in English). */
export const ussdActionNames: Readonly<Record<UssdActionKind, string>> = {
  purchase: 'Bought a cover (prompt sent)',
  payment_prompt: 'Asked to pay what is due (prompt sent)',
  documents_sms: 'Documents sent by SMS',
  claim: 'Reported a loss (claim made)',
  renewal: 'Renewed a policy (prompt sent)',
  call_back: 'Asked to be called back',
};
