import './step-transition.css';
import type { ReactNode } from 'react';

/**
 * Each step comes in with a short fade and rise (give it `key={step}`, so every step change plays it).
 * The old step goes at once rather than animating out: two steps never share the page, so a fast second
 * tap can only land on the step now shown. A CSS animation rather than motion: the wizard's first step
 * then loads without motion's 33 KB gz, which only its dialogs need. The step shown when the page opens
 * does not play it (`enter={false}`), so it paints at once, and reduced motion leaves only the fade.
 */
export function StepTransition({ enter, children }: { enter: boolean; children: ReactNode }) {
  return (
    <div
      className={enter ? 'wizard-step-transition wizard-step-transition--enter' : 'wizard-step-transition'}
    >
      {children}
    </div>
  );
}
