import { render, screen, waitFor } from '@testing-library/react';
import { App } from '../../src/client/app';
import { savedDraftFlag } from '../../src/client/offline/device-flag';
import { kingaDb } from '../../src/client/offline/kinga-db';
import { emptyWizardDraft } from '../../src/client/wizard/state/wizard-draft';
import { replaceWizardDraft } from '../../src/client/wizard/state/wizard-store';

/** A visitor's first visit: no saved draft on the device, a fresh store. */
export async function freshDevice(): Promise<void> {
  // A test that ended while the wizard's store module was still loading saves the wizard once the module
  // arrives (as a visitor who leaves mid-load would want). On a busy machine that save landed after this
  // clear and was restored into the next test: let it be issued first, so the clear below queues behind it.
  await import('../../src/client/wizard/state/wizard-autosave');
  await new Promise((resolve) => setTimeout(resolve, 0));
  await kingaDb().drafts.clear();
  savedDraftFlag('wizard').clear();
  replaceWizardDraft(emptyWizardDraft());
}

/** Opens the wizard the way a visitor does, and waits for the saved draft to be restored. */
export async function openWizard(): Promise<void> {
  window.history.replaceState(null, '', '/products/homepackage');
  render(<App />);
  await screen.findByRole('navigation', { name: 'Quote progress' }, { timeout: 5000 });
  await stepLoaded();
}

/** Steps 2–6 are lazy chunks: waits until the step shown has loaded (its Loading… placeholder is gone). */
export async function stepLoaded(): Promise<void> {
  await waitFor(
    () => {
      const step = document.querySelector('.wizard-step-transition');
      if (!step || step.querySelector('.page-loading')) throw new Error('the wizard step is still loading');
    },
    { timeout: 5000 },
  );
}
