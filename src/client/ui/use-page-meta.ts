import { useEffect } from 'react';
import { agency } from '../../domain/business';

const descriptionTag = () => document.querySelector('meta[name="description"]');
// index.html's description: the fallback for pages that do not describe themselves.
const siteDescription =
  typeof document === 'undefined' ? '' : (descriptionTag()?.getAttribute('content') ?? '');

/**
 * Names the browser tab (screen readers announce it on navigation) and sets the page's meta description,
 * which search engines show under the title.
 */
export function usePageMeta(title: string, description?: string): void {
  useEffect(() => {
    document.title = `${title} | ${agency.name}`;
    descriptionTag()?.setAttribute('content', description ?? siteDescription);
  }, [title, description]);
}
