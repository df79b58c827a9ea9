// Runs at build time, in Node (scripts/vite-prerender.ts builds it for the server): renders one public
// route to the HTML the browser shows before any script has run, and which the client then hydrates.
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { setLanguageSource } from '../../domain/language/current-language';
import { languageOfPath } from '../../domain/language/language-paths';
import { App } from '../app';
import { prerenderedMeta } from '../ui/use-page-meta';

export interface RenderedRoute {
  /** What goes inside #root. */
  body: string;
  /** The resources React hoists (an LCP image's preload): they belong in <head>. */
  head: string;
  title?: string;
  description?: string;
}

async function render(path: string): Promise<string> {
  const { prelude } = await prerender(
    <StrictMode>
      <App ssrPath={path} />
    </StrictMode>,
    // React outlines a large finished Suspense boundary (the page inside the layout) into a hidden block
    // that an inline script moves into place, for streaming; a static page must hold it in place.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return new Response(prelude).text();
}

/** `path`: the page's URL path, which names its language ('/sw/products' is the Kiswahili page). */
export async function renderRoute(path: string): Promise<RenderedRoute> {
  // One route at a time: the whole render speaks the page's language.
  const language = languageOfPath(path);
  setLanguageSource(() => language);
  prerenderedMeta.title = undefined;
  prerenderedMeta.description = undefined;
  const html = await render(path);
  if (/<template|<script/.test(html))
    throw new Error(`prerender: ${path} still suspends; its HTML would need a script to show`);
  const hoisted = /^(?:<link [^>]*\/>)*/.exec(html)?.[0] ?? '';
  return { body: html.slice(hoisted.length), head: hoisted, ...prerenderedMeta };
}
