import type { ReactNode } from 'react';
import { usePageMeta } from './use-page-meta';

interface PageHeadingProps {
  title: string;
  /** The meta description for search results; index.html's when absent. */
  description?: string;
  children?: ReactNode;
}

/** The page's h1, which also names the browser tab and describes the page to search engines. */
export function PageHeading({ title, description, children }: PageHeadingProps) {
  usePageMeta(title, description);
  return (
    <header className="page-heading">
      <h1>{title}</h1>
      {children}
    </header>
  );
}
