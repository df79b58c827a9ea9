// Back and Forward land on the furthest step the draft can still show; after a paid
// purchase, only the confirmation.
import { describe, expect, it } from 'vitest';
import { confirmationOnly } from '../../../../src/client/wizard/state/purchase-confirmation';
import { reachableStep } from '../../../../src/client/wizard/state/reachable-step';
import { emptyWizardDraft, type WizardDraft } from '../../../../src/client/wizard/state/wizard-draft';

function tenantDraft({ quoted = false, chosen = false, contact = false } = {}): WizardDraft {
  const draft = emptyWizardDraft();
  draft.formNavigation.ownershipType = 'tenant';
  if (quoted) draft.tenant.quotationData = { id: 'q' } as WizardDraft['tenant']['quotationData'];
  if (chosen) draft.tenant.selectedPolicy = { id: 'p' } as WizardDraft['tenant']['selectedPolicy'];
  if (contact) Object.assign(draft.userDetails, { fullName: 'Achieng Otieno', mpesaNumber: '0712000100' });
  return draft;
}

describe('the step a history entry may show', () => {
  it('an empty draft shows only Coverage Details, whatever the entry names', () => {
    for (const step of [1, 2, 3, 4, 5, 6]) expect(reachableStep(emptyWizardDraft(), step)).toBe(1);
  });

  it('each step needs what the one before it gave: a quotation, a policy, the contact details', () => {
    expect(reachableStep(tenantDraft({ quoted: true }), 4)).toBe(2);
    expect(reachableStep(tenantDraft({ quoted: true, chosen: true }), 4)).toBe(3);
    const ready = tenantDraft({ quoted: true, chosen: true, contact: true });
    expect(reachableStep(ready, 4)).toBe(4);
    expect(reachableStep(ready, 5)).toBe(5);
    expect(reachableStep(ready, 2)).toBe(2);
  });

  it('Application Complete! is reached only by paying, never by an entry', () => {
    expect(reachableStep(tenantDraft({ quoted: true, chosen: true, contact: true }), 6)).toBe(5);
  });

  it('a paid purchase shows only its confirmation: no entry brings the payment back', () => {
    const paid = confirmationOnly(
      { policyId: 'c', reference: 'K7Q3-M9XT', receipt: 'SIM1234567', amount: 2551 },
      Date.now(),
    );
    for (const step of [1, 2, 3, 4, 5, 6]) expect(reachableStep(paid, step)).toBe(6);
  });
});
