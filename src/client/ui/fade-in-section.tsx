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
 * A page section that fades in the first time it scrolls into view (point 2). The hidden state is only
 * applied by CSS when motion is allowed (see fade-in.css), so reduced motion shows it at once.
 */
export function FadeInSection({ id, labelledBy, className, children }: FadeInSectionProps) {
  const [ref, inView] = useInView<HTMLElement>(0.1);
  return (
    <section
      ref={ref}
      id={id}
      aria-labelledby={labelledBy}
      className={`fade-in${inView ? ' is-in-view' : ''} ${className ?? ''}`}
    >
      {children}
    </section>
  );
}
