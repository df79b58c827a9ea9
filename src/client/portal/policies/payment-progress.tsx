import { formatShillings } from '../../../domain/money';
import type { PaymentStep, PortalPaymentPhase } from './use-portal-payment';

const steps: { step: PaymentStep; label: string }[] = [
  { step: 'initiation', label: 'Sending the M-Pesa prompt' },
  { step: 'confirmation', label: 'Waiting for your M-Pesa PIN' },
  { step: 'completion', label: 'Payment received' },
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
            {entry.label}
          </li>
        ))}
      </ol>
      {phase.step === 'confirmation' && (
        <>
          <p>
            Enter your M-Pesa PIN on your phone to pay{' '}
            {phase.amount !== null ? formatShillings(phase.amount) : ''}. Your receipt appears here as soon as
            M-Pesa confirms.
          </p>
          {phase.limitSeconds !== null && (
            <progress
              className="payment-progress__bar"
              max={phase.limitSeconds}
              value={phase.waitedSeconds}
              aria-label="Time the prompt stays open"
            />
          )}
        </>
      )}
    </div>
  );
}
