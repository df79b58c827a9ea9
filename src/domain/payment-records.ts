// The states an M-Pesa payment is recorded in: a prompt (STK request) and what settled it, and why a
// callback matched no prompt. The server stores them; the back office and the client's data export read them.

export const stkRequestStatuses = ['pending', 'success', 'failed'] as const;
export type StkRequestStatus = (typeof stkRequestStatuses)[number];

/**
 * What settled an STK request: M-Pesa's callback, a Daraja query (by the status endpoint or the
 * reconciler), the reconciler giving up on a request nobody ever answered, Daraja refusing the push, or
 * an admin matching it to its cover from the M-Pesa statement (payment exceptions), or a payment made to the
 * paybill from the M-Pesa menu (its C2B confirmation).
 */
export const settlementSources = [
  'callback',
  'status_query',
  'reconciler',
  'gave_up',
  'push_refused',
  'operator',
  'paybill',
] as const;
export type SettlementSource = (typeof settlementSources)[number];

/**
 * Why a callback is kept for a person: it names no prompt we sent, it could not be read at all, or it is a
 * paybill payment that settles nothing by itself (domain/paybill.ts says why).
 */
export const unmatchedCallbackReasons = [
  'unknown_request',
  'unreadable',
  'paybill_unknown_account',
  'paybill_wrong_amount',
  'paybill_wrong_paybill',
  'paybill_nothing_due',
] as const;
export type UnmatchedCallbackReason = (typeof unmatchedCallbackReasons)[number];
