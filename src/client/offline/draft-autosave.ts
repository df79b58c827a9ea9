import { subscribe } from 'valtio/vanilla';
import { resumePayment } from '../wizard/payment/resume-payment';
import { emptyWizardDraft, type WizardDraft } from '../wizard/state/wizard-draft';
import { replaceWizardDraft, wizard, wizardSnapshot } from '../wizard/state/wizard-store';
import { loadWizardDraft, saveWizardDraft } from './wizard-draft-store';

/** Typing fires many changes a second; one write per pause is enough and spares a slow phone's storage. */
export const draftSaveDelayMs = 400;

export type DraftSaveState = 'idle' | 'saved' | 'failed';

/**
 * Restores the saved draft into the wizard store, then saves every later change (debounced), and at once
 * when the page is hidden or closed — the moment a phone may kill the tab. Returns a stop function.
 */
export async function startDraftAutosave(
  onStateChange: (state: DraftSaveState) => void = () => {},
): Promise<() => void> {
  const saved = await loadWizardDraft().catch(() => null);
  if (saved) {
    // Fields added to the draft after it was saved take their defaults.
    const draft: WizardDraft = { ...emptyWizardDraft(), ...saved };
    draft.payment = resumePayment({ ...emptyWizardDraft().payment, ...draft.payment });
    replaceWizardDraft(draft);
  }

  let timer: ReturnType<typeof setTimeout> | undefined;
  let unsaved = false;
  const flush = () => {
    clearTimeout(timer);
    if (!unsaved) return;
    unsaved = false;
    saveWizardDraft(wizardSnapshot()).then(
      () => onStateChange('saved'),
      // Quota exceeded or storage blocked: say so rather than lose answers silently.
      () => onStateChange('failed'),
    );
  };
  const unsubscribe = subscribe(wizard, () => {
    unsaved = true;
    clearTimeout(timer);
    timer = setTimeout(flush, draftSaveDelayMs);
  });
  const onHide = () => {
    if (document.visibilityState === 'hidden') flush();
  };
  document.addEventListener('visibilitychange', onHide);
  window.addEventListener('pagehide', flush);

  return () => {
    flush();
    unsubscribe();
    document.removeEventListener('visibilitychange', onHide);
    window.removeEventListener('pagehide', flush);
  };
}
