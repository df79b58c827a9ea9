import type { ReactNode } from 'react';

/** A titled block of label/value pairs, as the application and claim pages show a case. */
export function Facts({ title, facts }: { title: string; facts: [string, ReactNode][] }) {
  return (
    <section className="application__section" aria-label={title}>
      <h3>{title}</h3>
      <dl className="application__facts">
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value ?? 'Not given'}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
