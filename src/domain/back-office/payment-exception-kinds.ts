// The back office's payment exceptions: money that needs a person. Three kinds, each listed until an admin
// matches it to a cover or marks it resolved with a note.

/**
 * - refund: a payment flagged needs_refund (a cover paid twice, re-priced, or declined at review);
 * - callback: an M-Pesa callback that matched no prompt (money may have moved with no cover to show);
 * - prompt: a prompt M-Pesa never gave a final word on (pending long after it closed, or given up on).
 */
export const paymentExceptionKinds = ['refund', 'callback', 'prompt'] as const;
export type PaymentExceptionKind = (typeof paymentExceptionKinds)[number];

/** How an exception was closed: matched to its cover (the cover is then paid), or resolved with a note. */
export const paymentExceptionOutcomes = ['matched', 'resolved'] as const;
export type PaymentExceptionOutcome = (typeof paymentExceptionOutcomes)[number];

/** Why a payment is owed back, for the list. */
export const refundReasons = ['declined', 'already_paid'] as const;
