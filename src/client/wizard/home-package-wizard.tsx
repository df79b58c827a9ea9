import './wizard.css';
import { useEffect, useRef, useState } from 'react';
import type { DraftSaveState } from '../offline/draft-autosave';
import { MotionProvider } from '../ui/motion-provider';
import { PageHeading } from '../ui/page-heading';
import { PageLoading } from '../ui/page-loading';
import { useWizard } from './state/use-wizard';
import { startWizardAutosave } from './state/wizard-autosave';
import { wizardSteps } from './state/wizard-draft';
import { StepIndicator } from './step-indicator';
import { StepTransition } from './step-transition';
import { ConfirmationStep } from './steps/confirmation-step';
import { ContactStep } from './steps/contact-step';
import { CoverageStep } from './steps/coverage-step';
import { PaymentStep } from './steps/payment-step';
import { PolicyStep } from './steps/policy-step';
import { ReviewStep } from './steps/review-step';
import { UnknownStep } from './steps/unknown-step';

const stepViews: Record<number, () => React.ReactNode> = {
  1: CoverageStep,
  2: PolicyStep,
  3: ContactStep,
  4: ReviewStep,
  5: PaymentStep,
  6: ConfirmationStep,
};

/** /products/homepackage: the six-step purchase wizard, resumed from this device's saved draft. */
export function HomePackageWizard() {
  const [restored, setRestored] = useState(false);
  const [saveState, setSaveState] = useState<DraftSaveState>('idle');
  const snap = useWizard();
  const step = snap.formNavigation.currentStep;
  const firstRender = useRef(true);

  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    void startWizardAutosave(setSaveState).then((stopAutosave) => {
      if (cancelled) stopAutosave();
      else {
        stop = stopAutosave;
        setRestored(true);
      }
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, []);

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

  if (!restored) return <PageLoading />;
  const View = stepViews[step];
  const title = wizardSteps.find((candidate) => candidate.step === step)?.title ?? 'Get a quote';

  return (
    <div className="container page wizard">
      <PageHeading title={title}>
        <StepIndicator current={step} />
      </PageHeading>
      {saveState === 'failed' && (
        <p className="form-warning" role="alert">
          This browser is not letting us save your answers on the phone (private browsing, or its storage is
          full). Keep this page open until you finish.
        </p>
      )}
      <MotionProvider>
        <StepTransition key={step}>{View ? <View /> : <UnknownStep />}</StepTransition>
      </MotionProvider>
    </div>
  );
}
