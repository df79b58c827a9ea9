import { formatShillings } from '../../../domain/money';
import { portalPaymentScreenMessages as texts } from '../../../domain/policies-messages';
import type { PaymentStep, PortalPaymentPhase } from './use-portal-payment';

// Labels read when shown, in the page's language.
const steps: { step: PaymentStep; label: () => string }[] = [
  { step: 'initiation', label: () => texts.sendingPrompt },
  { step: 'confirmation', label: () => texts.waitingPin },
  { step: 'completion', label: () => texts.received },
];

/** Point 4's three steps, with how long the prompt has been open out of its life on the phone. */
export function PaymentProgress({ phase }: { phase: Extract<PortalPaymentPhase, { kind: 'processing' }> }) {
  const current = steps.findIndex((entry) => entry.step === phase.step);
  return (
    <div className="payment-progress" aria-live="polite">
      <ol className="payment-progress__steps">
        {steps.map((entry, index) => (
          <li
            key={entry.step}
            className={`payment-progress__step payment-progress__step--${index < current ? 'done' : index === current ? 'current' : 'next'}`}
            aria-current={index === current ? 'step' : undefined}
          >
            {entry.label()}
          </li>
        ))}
      </ol>
      {phase.step === 'confirmation' && (
        <>
          <p>{texts.enterPin({ amount: phase.amount !== null ? formatShillings(phase.amount) : '' })}</p>
          {phase.limitSeconds !== null && (
            <progress
              className="payment-progress__bar"
              max={phase.limitSeconds}
              value={phase.waitedSeconds}
              aria-label={texts.promptTime}
            />
          )}
        </>
      )}
    </div>
  );
}
