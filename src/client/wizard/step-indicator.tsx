import { wizardStepMessages } from '../../domain/wizard-step-messages';
import { wizardSteps } from './state/wizard-draft';

/** Where the visitor is in the six steps; the current one is announced as the current step. */
export function StepIndicator({ current }: { current: number }) {
  const known = wizardSteps.find((step) => step.step === current);
  return (
    <nav className="step-indicator" aria-label={wizardStepMessages.progressLabel}>
      <p className="step-indicator__label">
        {known
          ? wizardStepMessages.progress({ step: current, total: wizardSteps.length })
          : wizardStepMessages.quote}
      </p>
      <ol>
        {wizardSteps.map((step) => (
          <li
            key={step.step}
            className={step.step < current ? 'is-done' : step.step === current ? 'is-current' : undefined}
            aria-current={step.step === current ? 'step' : undefined}
          >
            <span className="visually-hidden">{step.title}</span>
          </li>
        ))}
      </ol>
    </nav>
  );
}
