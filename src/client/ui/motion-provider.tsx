import { domAnimation, LazyMotion, MotionConfig } from 'motion/react';
import type { ReactNode } from 'react';

/**
 * Motion for what sits inside: only its DOM animation features (LazyMotion with `m` components: about 32 KB
 * gzipped, in the wizard's chunks and never loaded by the home page, whose fades are CSS), and
 * the visitor's reduced-motion setting honoured: with it on, nothing slides or scales; content only fades.
 */
export function MotionProvider({ children }: { children: ReactNode }) {
  return (
    <LazyMotion features={domAnimation} strict>
      <MotionConfig reducedMotion="user">{children}</MotionConfig>
    </LazyMotion>
  );
}
