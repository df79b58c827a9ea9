import { type ReactNode, useEffect } from 'react';
import { agency } from '../../domain/business';

/** The page's h1, which also names the browser tab (screen readers announce it on navigation). */
export function PageHeading({ title, children }: { title: string; children?: ReactNode }) {
  useEffect(() => {
    document.title = `${title} | ${agency.name}`;
  }, [title]);
  return (
    <header className="page-heading">
      <h1>{title}</h1>
      {children}
    </header>
  );
}
