// The wizard's draft on the device: which slot of the store it uses, how a saved one is read back, and the
// autosave that keeps it. Storage (src/client/offline) receives the draft from here; it never imports it.
import { subscribe } from 'valtio/vanilla';
import { type DraftSaveState, startDraftAutosave } from '../../offline/draft-autosave';
import { draftSlot } from '../../offline/draft-store';
import { resumePayment } from '../payment/resume-payment';
import { confirmationTimeLeft, confirmationToShow, isConfirmation } from './purchase-confirmation';
import { emptyWizardDraft, type WizardDraft } from './wizard-draft';
import { wizardDraftId } from './wizard-draft-presence';
import { replaceWizardDraft, resetWizard, wizard, wizardSnapshot } from './wizard-store';

/**
 * Rows typed under portable items were once kept under `gadgets`: a draft saved then keeps its half-typed
 * rows under `portable`.
 */
function upgradePendingRows(stored: unknown): WizardDraft['pendingRows'] | undefined {
  if (typeof stored !== 'object' || stored === null) return undefined;
  const { gadgets, ...rows } = stored as Partial<WizardDraft['pendingRows']> & { gadgets?: unknown };
  const empty = emptyWizardDraft().pendingRows;
  return {
    household: rows.household ?? empty.household,
    portable:
      rows.portable ?? (gadgets as WizardDraft['pendingRows']['portable'] | undefined) ?? empty.portable,
  };
}

/**
 * A saved draft as this build reads it: fields added since it was saved take their defaults, and a payment
 * request that was on its way when the page went away resumes as not sent. A settled purchase's
 * confirmation is read as only what its page shows, and not at all once its half hour is over (null, which
 * the slot takes as the word to remove it).
 */
export function readWizardDraft(stored: unknown): WizardDraft | null {
  if (typeof stored !== 'object' || stored === null) return null;
  const empty = emptyWizardDraft();
  const draft: WizardDraft = { ...empty, ...(stored as Partial<WizardDraft>) };
  draft.pendingRows = upgradePendingRows(draft.pendingRows) ?? empty.pendingRows;
  draft.payment = resumePayment({ ...empty.payment, ...draft.payment });
  return isConfirmation(draft) ? confirmationToShow(draft, Date.now()) : draft;
}

export const wizardDraftSlot = draftSlot<WizardDraft>(wizardDraftId, readWizardDraft);

/**
 * What the wizard saves at once rather than after a pause in typing: the step, the ownership and cover
 * answers, an arriving quotation, a chosen policy and the payment's progress. Losing any of these to a
 * killed tab would send the user back steps or make them pay twice.
 */
export function wizardMilestone(draft: WizardDraft): string {
  const { formNavigation, owner, tenant, payment } = draft;
  return JSON.stringify([
    formNavigation,
    [owner.quoteId, owner.selectedPolicyId, owner.chosenPolicyId],
    [tenant.quoteId, tenant.selectedPolicyId, tenant.chosenPolicyId],
    [payment.phase, payment.checkoutRequestId],
  ]);
}

/** A store that neither answers nor fails (an upgrade blocked by another tab) must not hold the wizard. */
const restoreWaitMs = 3000;

/**
 * Restores the saved draft into the wizard store, then saves every later change. Returns a stop function.
 * `restore: false` when the device holds no draft and the visitor has already changed the wizard (see
 * mayHoldWizardDraft): what they entered is saved at once instead.
 */
export async function startWizardAutosave(
  onStateChange?: (state: DraftSaveState) => void,
  { restore = true }: { restore?: boolean } = {},
): Promise<() => void> {
  if (!restore) {
    return startDraftAutosave(wizardDraftSlot, wizardSource, onStateChange, { unsaved: true });
  }
  let giveUp: ReturnType<typeof setTimeout> | undefined;
  const saved = await Promise.race([
    wizardDraftSlot.restore().catch(() => null),
    new Promise<null>((resolve) => {
      giveUp = setTimeout(() => resolve(null), restoreWaitMs);
    }),
  ]);
  clearTimeout(giveUp);
  if (saved) replaceWizardDraft(saved);
  // This page's own copy of a confirmation (the visitor left the wizard and came back) is due as well.
  else if (isConfirmation(wizard) && confirmationTimeLeft(wizard.payment.confirmedAt, Date.now()) === 0) {
    resetWizard();
  }
  return startDraftAutosave(wizardDraftSlot, wizardSource, onStateChange);
}

const wizardSource = {
  current: wizardSnapshot,
  subscribe: (onChange: () => void) => subscribe(wizard, onChange),
  milestone: wizardMilestone,
};
