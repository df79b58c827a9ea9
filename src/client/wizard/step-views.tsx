import type { ComponentType } from 'react';
import { type Preloadable, preloadable } from '../ui/preloadable';
import { whenUserStarts } from '../ui/when-user-starts';
import { CoverageStep } from './steps/coverage-step';

// Steps 2–6 are chunks of their own: the page that opens on step 1 (nearly every visit) does not download,
// parse and run the offers, the payment and their dialogs before the visitor can type. The wizard fetches
// the steps either side of the one shown as soon as the visitor starts on it (preloadStepsAround), and a
// resumed draft's step before the wizard first paints (loadStep), so the heading and its step arrive
// together rather than a spinner under the heading.

const laterSteps = {
  2: preloadable(() => import('./steps/policy-step').then((module) => ({ default: module.PolicyStep }))),
  3: preloadable(() => import('./steps/contact-step').then((module) => ({ default: module.ContactStep }))),
  4: preloadable(() => import('./steps/review-step').then((module) => ({ default: module.ReviewStep }))),
  5: preloadable(() => import('./steps/payment-step').then((module) => ({ default: module.PaymentStep }))),
  6: preloadable(() =>
    import('./steps/confirmation-step').then((module) => ({ default: module.ConfirmationStep })),
  ),
} as Record<number, Preloadable | undefined>;

export const stepViews: Record<number, ComponentType> = {
  1: CoverageStep,
  ...Object.fromEntries(Object.entries(laterSteps).map(([step, view]) => [step, view?.View])),
};

/** Resolves once the step's chunk is in (at once for step 1), or could not be had: never rejects. */
export async function loadStep(step: number): Promise<void> {
  await laterSteps[step]?.load().catch(() => undefined);
}

/** Fetches the chunks of the steps either side of this one once the visitor starts on it. */
export function preloadStepsAround(step: number): () => void {
  return whenUserStarts(() => {
    void loadStep(step - 1);
    void loadStep(step + 1);
  });
}
