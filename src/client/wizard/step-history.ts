// Each wizard step is a browser history entry: the phone's Back button goes to the
// previous step, Forward comes back, and a reload keeps both the step (the draft in IndexedDB decides it) and
// the entries behind it (the browser keeps history.state). The URL stays /products/homepackage: the draft,
// not the address, holds the answers, so a shared or bookmarked link never opens someone's step 4.
import { useEffect, useRef } from 'react';
import { isConfirmation } from './state/purchase-confirmation';
import { reachableStep } from './state/reachable-step';
import { lastStep } from './state/wizard-draft';
import { goToStep, wizardSnapshot } from './state/wizard-store';

/** What a wizard entry keeps in history.state (beside anything the router put there). */
interface StepEntry {
  wizardStep: number;
  /** 0 for the wizard's first entry in this tab, counting up: how far Back is the page before the wizard. */
  wizardEntry: number;
  /** The step of the entry before this one, when that one is the wizard's too. */
  wizardFrom: number | null;
}

function entryOf(state: unknown): StepEntry | null {
  const candidate = state as Partial<StepEntry> | null;
  return typeof candidate?.wizardStep === 'number' && typeof candidate.wizardEntry === 'number'
    ? {
        wizardStep: candidate.wizardStep,
        wizardEntry: candidate.wizardEntry,
        wizardFrom: candidate.wizardFrom ?? null,
      }
    : null;
}

const withEntry = (entry: StepEntry) => ({ ...(history.state as object | null), ...entry });

/** Keeps the history in step with the wizard once its draft is restored (`active`). */
export function useStepHistory(step: number, active: boolean): void {
  // The last entry this wizard wrote or landed on: an entry the router pushed over it (Start a New Quote
  // navigates to the wizard's own address) continues its count.
  const last = useRef<StepEntry | null>(null);

  useEffect(() => {
    if (!active) return;
    const landed = (event: PopStateEvent) => {
      const entry = entryOf(event.state);
      if (!entry) return;
      const goingBack = last.current !== null && entry.wizardEntry < last.current.wizardEntry;
      last.current = entry;
      const draft = wizardSnapshot();
      // A paid purchase: the steps behind the confirmation are spent. Back leaves the wizard for the page
      // before it, rather than showing a payment to make again (or an emptied form).
      if (isConfirmation(draft) && entry.wizardStep !== lastStep) {
        history.go(-(entry.wizardEntry + 1));
        return;
      }
      const shown = reachableStep(draft, entry.wizardStep);
      if (shown !== entry.wizardStep && goingBack && entry.wizardEntry > 0) {
        // An entry the draft has moved past (the previous purchase's steps): on to the one before it.
        history.back();
        return;
      }
      if (shown !== entry.wizardStep) {
        last.current = { ...entry, wizardStep: shown };
        history.replaceState(withEntry(last.current), '');
      }
      goToStep(shown);
    };
    window.addEventListener('popstate', landed);
    return () => window.removeEventListener('popstate', landed);
  }, [active]);

  useEffect(() => {
    if (!active) return;
    const current = entryOf(history.state);
    if (current?.wizardStep === step) {
      // Landed here by Back or Forward, or reloaded: the entry is already this step's.
      last.current = current;
      return;
    }
    if (current === null) {
      // The wizard's first entry, or one the router just pushed over it.
      const previous = last.current;
      last.current = {
        wizardStep: step,
        wizardEntry: previous ? previous.wizardEntry + 1 : 0,
        wizardFrom: previous?.wizardStep ?? null,
      };
      history.replaceState(withEntry(last.current), '');
      return;
    }
    if (step === lastStep && isConfirmation(wizardSnapshot())) {
      // Paid: the confirmation takes the payment step's place, so no Back lands on it again.
      last.current = { ...current, wizardStep: step };
      history.replaceState(withEntry(last.current), '');
      return;
    }
    if (current.wizardFrom === step && current.wizardEntry > 0) {
      // The wizard's own Back button: the same as the phone's, so the two never disagree about what is
      // behind. The popstate that follows finds the store already on this step.
      history.back();
      return;
    }
    last.current = { wizardStep: step, wizardEntry: current.wizardEntry + 1, wizardFrom: current.wizardStep };
    history.pushState(withEntry(last.current), '');
  }, [active, step]);
}
