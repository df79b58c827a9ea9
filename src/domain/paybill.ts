// Paying by paybill (M-Pesa's Pay Bill menu) when the prompt cannot reach the phone: the account number is
// the purchase's short reference, and a payment settles only what it exactly pays for. Decided here once,
// for the validation M-Pesa may ask before a payment completes and for the confirmation that follows it.
import { normalisePurchaseReference } from './purchase-reference';

/** Why a paybill payment cannot settle anything by itself: it waits for a person in the back office. */
export const paybillProblems = ['unknown_account', 'wrong_amount', 'wrong_paybill', 'nothing_due'] as const;
export type PaybillProblem = (typeof paybillProblems)[number];

/** What the reference names: a cover waiting for its premium, or an active one with added items unpaid. */
export interface PaybillTarget {
  coverId: string;
  /** The paybill of the cover's underwriter: premiums go to the insurer, never the agency. */
  shortcode: string;
  /** The premium, while the cover waits for it (inactive and not declined); null otherwise. */
  premiumDue: number | null;
  /** The unpaid added items' amount, on an active cover; null when none. */
  endorsementDue: { id: string; amount: number } | null;
}

export type PaybillVerdict =
  | { kind: 'pays'; coverId: string; amount: number; endorsementId: string | null }
  | { kind: 'problem'; problem: PaybillProblem; coverId: string | null };

/** The account number as typed on the phone, in the reference's stored form; null when it cannot be one. */
export const paybillAccount = (typed: string | null | undefined) => normalisePurchaseReference(typed ?? '');

/** What a payment of `amount` to `shortcode` under an account number settles, or why nothing. */
export function paybillVerdict(
  target: PaybillTarget | null,
  payment: { shortcode: string; amount: number },
): PaybillVerdict {
  if (!target) return { kind: 'problem', problem: 'unknown_account', coverId: null };
  const problem = (which: PaybillProblem): PaybillVerdict => ({
    kind: 'problem',
    problem: which,
    coverId: target.coverId,
  });
  if (payment.shortcode !== target.shortcode) return problem('wrong_paybill');
  const due =
    target.premiumDue !== null
      ? { amount: target.premiumDue, endorsementId: null }
      : target.endorsementDue
        ? { amount: target.endorsementDue.amount, endorsementId: target.endorsementDue.id }
        : null;
  if (!due) return problem('nothing_due');
  if (payment.amount !== due.amount) return problem('wrong_amount');
  return { kind: 'pays', coverId: target.coverId, amount: due.amount, endorsementId: due.endorsementId };
}

/**
 * Daraja's answer to a validation request: '0' takes the payment; C2B00012 is "Invalid Account Number",
 * C2B00013 "Invalid Amount", C2B00015 "Invalid ShortCode". The payer's phone shows the refusal before any
 * money moves.
 */
const refusalCodes: Record<PaybillProblem, string> = {
  unknown_account: 'C2B00012',
  nothing_due: 'C2B00012',
  wrong_amount: 'C2B00013',
  wrong_paybill: 'C2B00015',
};

export const validationCodeOf = (verdict: PaybillVerdict) =>
  verdict.kind === 'pays' ? '0' : refusalCodes[verdict.problem];
