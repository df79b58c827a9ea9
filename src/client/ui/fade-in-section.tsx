import './fade-in.css';
import type { ReactNode } from 'react';
import { useInView } from './use-in-view';

interface FadeInSectionProps {
  id?: string;
  labelledBy: string;
  className?: string;
  children: ReactNode;
}

/**
 * A page section that fades in the first time it scrolls into view (point 2). Only a section that was out
 * of view when the script first looked is hidden, so the page as first drawn (prerendered, before or
 * without scripts) shows every section, and one already on screen never blinks out. The hidden state is
 * only applied by CSS when motion is allowed (see fade-in.css), so reduced motion shows it at once.
 */
export function FadeInSection({ id, labelledBy, className, children }: FadeInSectionProps) {
  const [ref, { seen, waiting }] = useInView<HTMLElement>(0.1);
  const state = waiting ? ' is-waiting' : seen ? ' is-in-view' : '';
  return (
    <section ref={ref} id={id} aria-labelledby={labelledBy} className={`fade-in${state} ${className ?? ''}`}>
      {children}
    </section>
  );
}
