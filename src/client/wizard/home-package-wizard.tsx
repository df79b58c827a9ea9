import './wizard.css';
import { Suspense, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { wizardStepMessages } from '../../domain/wizard-step-messages';
import { whenNoUrgentRequests } from '../api/urgent-requests';
import type { DraftSaveState } from '../offline/draft-autosave';
import { ChunkErrorBoundary } from '../ui/chunk-error-boundary';
import { PageHeading } from '../ui/page-heading';
import { PageLoading } from '../ui/page-loading';
import { useWizard } from './state/use-wizard';
import { wizardSteps } from './state/wizard-draft';
import { mayHoldWizardDraft, watchForFirstChange } from './state/wizard-draft-presence';
import { wizardSnapshot } from './state/wizard-store';
import { useStepHistory } from './step-history';
import { StepIndicator } from './step-indicator';
import { StepTransition } from './step-transition';
import { loadStep, preloadStepsAround, stepViews } from './step-views';
import { UnknownStep } from './steps/unknown-step';

const neverChanges = () => () => {};

/**
 * After the first change, how long the store waits for a pause before loading. Meanwhile the page-hide
 * copy keeps what was entered (watchForFirstChange); a visitor who asks for the quote within it has their
 * request go first, and the store (Dexie, 28 KB gz) follows the answer rather than sharing a slow line
 * with it.
 */
const storeWaitsMs = 1000;
const storeMayLoad = () =>
  new Promise((resolve) => setTimeout(resolve, storeWaitsMs)).then(whenNoUrgentRequests);

/** /products/homepackage: the six-step purchase wizard, resumed from this device's saved draft. */
export function HomePackageWizard() {
  // Nothing saved on this device: the first step paints at once and the store loads on the first change.
  // The page arrives prerendered as a first visit sees it; a device holding a draft learns so once the app
  // has taken the page over (hydration renders what the build rendered), then restores it.
  // Read once per visit to the page: the wizard's own first change sets the flag, and must not turn a first
  // visit into a restore halfway through.
  const [emptyWhenOpened] = useState(() => !mayHoldWizardDraft());
  const openedEmpty = useSyncExternalStore(
    neverChanges,
    () => emptyWhenOpened,
    () => true,
  );
  const [restoredDraft, setRestored] = useState(false);
  const restored = openedEmpty || restoredDraft;
  const [saveState, setSaveState] = useState<DraftSaveState>('idle');
  const snap = useWizard();
  const step = snap.formNavigation.currentStep;
  const firstRender = useRef(true);
  // The step the page opened on paints at once; only a change of step plays the transition.
  const shownStep = useRef<number | null>(null);
  const stepHasChanged = useRef(false);
  if (restored && shownStep.current !== step) {
    if (shownStep.current !== null) stepHasChanged.current = true;
    shownStep.current = step;
  }

  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    const autosave = (restore: boolean) =>
      import('./state/wizard-autosave').then(({ startWizardAutosave }) =>
        startWizardAutosave(setSaveState, { restore }),
      );
    const keep = (stopAutosave: () => void) => {
      if (cancelled) stopAutosave();
      else stop = stopAutosave;
    };
    if (openedEmpty) {
      const stopWatching = watchForFirstChange(() => {
        void storeMayLoad().then(async () => {
          if (cancelled) return;
          const stopAutosave = await autosave(false);
          stopWatching();
          keep(stopAutosave);
        });
      });
      return () => {
        cancelled = true;
        stopWatching();
        stop?.();
      };
    }
    void autosave(true).then(async (stopAutosave) => {
      // A draft resumed part-way: its step's chunk first, so the heading and the step paint together.
      await loadStep(wizardSnapshot().formNavigation.currentStep);
      keep(stopAutosave);
      if (!cancelled) setRestored(true);
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [openedEmpty]);

  // Point 2: the page scrolls smoothly to the top on each step change (not on the first render).
  useEffect(() => {
    void step;
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduceMotion ? 'instant' : 'smooth' });
  }, [step]);

  useEffect(() => (restored ? preloadStepsAround(step) : undefined), [restored, step]);
  useStepHistory(step, restored);
  const page = useRef<HTMLDivElement>(null);
  const [announcement, setAnnouncement] = useState('');

  // A step change would leave focus on the page body (the old step's button is gone)
  // and say nothing. Focus goes to the new step's heading, and the live region names the step.
  useEffect(() => {
    if (!restored || !stepHasChanged.current) return;
    const title = wizardSteps.find((candidate) => candidate.step === step)?.title;
    if (title) setAnnouncement(wizardStepMessages.announcement({ step, total: wizardSteps.length, title }));
    const h1 = page.current?.querySelector('h1');
    if (!h1) return;
    h1.tabIndex = -1;
    // The page already scrolls to the top (smoothly), so focusing must not jump it.
    h1.focus({ preventScroll: true });
  }, [restored, step]);

  if (!restored) return <PageLoading />;
  const View = stepViews[step];
  const title =
    wizardSteps.find((candidate) => candidate.step === step)?.title ?? wizardStepMessages.getAQuote;

  return (
    <div className="container page wizard" ref={page}>
      <PageHeading title={title}>
        <StepIndicator current={step} />
      </PageHeading>
      <p className="visually-hidden" role="status" data-testid="wizard-step-announcement">
        {announcement}
      </p>
      {saveState === 'failed' && (
        <p className="form-warning" role="alert">
          {wizardStepMessages.storageFailed}
        </p>
      )}
      <StepTransition key={step} enter={stepHasChanged.current}>
        <ChunkErrorBoundary>
          <Suspense fallback={<PageLoading />}>{View ? <View /> : <UnknownStep />}</Suspense>
        </ChunkErrorBoundary>
      </StepTransition>
    </div>
  );
}
