// Which step a saved draft can show. A history entry names a step, but the draft may
// have moved on since it was made: a new quotation dropped the chosen policy, or the purchase settled and
// the device forgot everything but the confirmation. Back and Forward then land on the furthest step the
// draft can still fill, never on a step that would show empty or ask for the payment again.
import { isConfirmation } from './purchase-confirmation';
import { firstStep, lastStep, type WizardDraft } from './wizard-draft';

const branchOf = (draft: WizardDraft) =>
  draft.formNavigation.ownershipType === 'owner'
    ? draft.owner
    : draft.formNavigation.ownershipType === 'tenant'
      ? draft.tenant
      : null;

/** The furthest step at or before `wanted` this draft can show; only the last one once it is paid. */
export function reachableStep(draft: WizardDraft, wanted: number): number {
  if (isConfirmation(draft)) return lastStep;
  const branch = branchOf(draft);
  const contactGiven = draft.userDetails.fullName !== '' && draft.userDetails.mpesaNumber !== '';
  const open = [
    true,
    branch?.quotationData != null,
    branch?.selectedPolicy != null,
    contactGiven,
    contactGiven,
    false,
  ];
  let step = firstStep;
  while (step < Math.min(wanted, lastStep) && open[step]) step += 1;
  return step;
}
