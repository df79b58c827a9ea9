import { useEffect } from 'react';
import { agency } from '../../domain/business';

const descriptionTag = () => document.querySelector('meta[name="description"]');
// index.html's description: the fallback for pages that do not describe themselves.
const siteDescription =
  typeof document === 'undefined' ? '' : (descriptionTag()?.getAttribute('content') ?? '');

export const pageTitle = (title: string) => `${title} | ${agency.name}`;

/**
 * What the page rendered at build time asked for (src/client/prerender): effects do not run there, so the
 * prerenderer reads the title and description from here and writes them into the page's <head>.
 */
export const prerenderedMeta: { title?: string; description?: string } = {};

/**
 * Names the browser tab (screen readers announce it on navigation) and sets the page's meta description,
 * which search engines show under the title.
 */
export function usePageMeta(title: string, description?: string): void {
  if (import.meta.env.SSR) {
    prerenderedMeta.title = pageTitle(title);
    prerenderedMeta.description = description;
  }
  useEffect(() => {
    document.title = pageTitle(title);
    descriptionTag()?.setAttribute('content', description ?? siteDescription);
  }, [title, description]);
}
