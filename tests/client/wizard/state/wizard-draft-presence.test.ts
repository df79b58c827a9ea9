// A device that never saved a wizard draft opens the wizard without its store (Dexie); until the store has
// loaded, what the visitor entered is kept by the page-hide copy, so a tab killed in that window resumes.
import { beforeEach, describe, expect, it } from 'vitest';
import { savedDraftFlag } from '../../../../src/client/offline/device-flag';
import { dropDraftFallback, readDraftFallback } from '../../../../src/client/offline/draft-fallback';
import { wizardDraftSlot } from '../../../../src/client/wizard/state/wizard-autosave';
import { emptyWizardDraft, type WizardDraft } from '../../../../src/client/wizard/state/wizard-draft';
import {
  mayHoldWizardDraft,
  watchForFirstChange,
} from '../../../../src/client/wizard/state/wizard-draft-presence';
import { chooseOwnership, replaceWizardDraft } from '../../../../src/client/wizard/state/wizard-store';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(async () => {
  await wizardDraftSlot.clear();
  dropDraftFallback('wizard');
  replaceWizardDraft(emptyWizardDraft());
});

describe('whether the wizard has a draft to restore', () => {
  it('is known without IndexedDB: no after a clear, yes once a draft is saved or a page-hide copy exists', async () => {
    expect(mayHoldWizardDraft()).toBe(false);
    await wizardDraftSlot.save(emptyWizardDraft());
    expect(savedDraftFlag('wizard').isSet()).toBe(true);
    expect(mayHoldWizardDraft()).toBe(true);
    await wizardDraftSlot.clear();
    expect(mayHoldWizardDraft()).toBe(false);
    wizardDraftSlot.keepNow(emptyWizardDraft());
    expect(mayHoldWizardDraft()).toBe(true);
  });
});

describe('before the store has loaded', () => {
  it('a change is reported once, and a page hidden after it keeps the wizard in the page-hide copy', async () => {
    let changes = 0;
    const stop = watchForFirstChange(() => {
      changes += 1;
    });
    try {
      window.dispatchEvent(new Event('pagehide'));
      expect(readDraftFallback('wizard')).toBeNull();

      chooseOwnership('tenant');
      await settle();
      chooseOwnership('owner');
      await settle();
      expect(changes).toBe(1);

      window.dispatchEvent(new Event('pagehide'));
      const kept = readDraftFallback('wizard')?.draft as WizardDraft | undefined;
      expect(kept?.formNavigation.ownershipType).toBe('owner');
    } finally {
      stop();
    }
    // Once the autosave has taken over, this watch writes nothing more.
    dropDraftFallback('wizard');
    chooseOwnership('tenant');
    await settle();
    window.dispatchEvent(new Event('pagehide'));
    expect(readDraftFallback('wizard')).toBeNull();
  });
});
