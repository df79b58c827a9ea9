import type { ReactNode } from 'react';

interface ContentSectionProps {
  id: string;
  title: string;
  intro?: string;
  tone?: 'plain' | 'alt';
  children: ReactNode;
}

/** One titled section of a product page. */
export function ContentSection({ id, title, intro, tone = 'plain', children }: ContentSectionProps) {
  return (
    <section className={`page-section page-section--${tone}`} aria-labelledby={id}>
      <div className="container">
        <h2 id={id}>{title}</h2>
        {intro && <p className="page-section__intro">{intro}</p>}
        {children}
      </div>
    </section>
  );
}
