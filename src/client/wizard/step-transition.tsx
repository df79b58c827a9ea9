import * as m from 'motion/react-m';
import type { ReactNode } from 'react';

/**
 * Each step comes in with a short fade and rise (give it `key={step}`, so every step change plays it).
 * The old step goes at once rather than animating out: two steps never share the page, so a fast second
 * tap can only land on the step now shown. Reduced motion leaves only the fade (MotionProvider).
 */
export function StepTransition({ children }: { children: ReactNode }) {
  return (
    <m.div
      className="wizard-step-transition"
      initial={{ opacity: 0, y: 16 }}
      animate={{ opacity: 1, y: 0 }}
      transition={{ duration: 0.22, ease: 'easeOut' }}
    >
      {children}
    </m.div>
  );
}
