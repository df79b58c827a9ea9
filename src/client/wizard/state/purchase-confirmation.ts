// A settled purchase on a shared phone. An anonymous buyer's phone is often the family's:
// once the payment has settled, the device keeps only what Application Complete! shows after a reload (the
// cover's id for its links, the purchase's reference, the M-Pesa receipt and the amount), and only for half an hour. The buyer's name, ID
// number, KRA PIN, e-mail, address, phone and the payment token go: the receipt SMS and the e-mail carry
// the rest, and the client portal has it all behind a sign-in.
import { emptyWizardDraft, idlePayment, lastStep, type WizardDraft } from './wizard-draft';

/** How long the confirmation stays on the device after it was first shown. */
export const confirmationKeptMs = 30 * 60 * 1000;

/** What Application Complete! shows. */
export interface SettledPurchase {
  /** The cover's id: the confirmation's links to the portal and the receipt name it (never shown). */
  policyId: string | null;
  /** The purchase's short reference, what stands for the policy number until approval. */
  reference: string | null;
  receipt: string | null;
  amount: number | null;
}

/** The whole wizard as the confirmation leaves it: on its last step, and nothing else filled in. */
export function confirmationOnly(purchase: SettledPurchase, confirmedAt: number): WizardDraft {
  const draft = emptyWizardDraft();
  draft.formNavigation.currentStep = lastStep;
  draft.payment = {
    ...idlePayment(),
    phase: 'confirmed',
    policyId: purchase.policyId,
    reference: purchase.reference,
    receipt: purchase.receipt,
    amount: purchase.amount,
    confirmedAt,
  };
  return draft;
}

export function isConfirmation(draft: WizardDraft): boolean {
  return draft.payment.phase === 'confirmed';
}

/**
 * How long the confirmation may still stay, in ms (0: it is due to go). One an older build saved has no
 * time and holds all the buyer's details: it goes at once (the SMS and the e-mail have the receipt).
 */
export function confirmationTimeLeft(confirmedAt: number | null, now: number): number {
  if (confirmedAt === null) return 0;
  return Math.max(0, confirmedAt + confirmationKeptMs - now);
}

/** A saved confirmation as it may be shown at `now`: only what the page needs, or null once it is due. */
export function confirmationToShow(draft: WizardDraft, now: number): WizardDraft | null {
  const { policyId, receipt, amount, confirmedAt } = draft.payment;
  if (confirmedAt === null || confirmationTimeLeft(confirmedAt, now) === 0) return null;
  // One an older build saved names the cover by its id, as it did then.
  const reference = draft.payment.reference ?? policyId;
  return confirmationOnly({ policyId, reference, receipt, amount }, confirmedAt);
}
