// A workbox manifest transform (vite-plugin-pwa's injectManifest.manifestTransforms): splits the precache
// into the install set, which workbox precaches when the worker installs, and the rest, which the worker's
// background download fetches once the page is idle (sw/offline-download.ts). The install set is every
// HTML page (the Kiswahili ones are not kept) and what those pages link (the entry, its static imports, the global stylesheet, the preloaded
// font, the icons; of a prerendered page, its scripts and stylesheets): the first visit has just loaded
// nearly all of it, so installing costs almost no data. The
// files a first quote needs (route-preloads.json's wizard chunks) are ranked first among the rest.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DownloadRank } from '../src/domain/offline-download';
import { routePreloadsFile } from './vite-route-preloads.ts';

interface WorkboxEntry {
  url: string;
  revision: string | null;
  size: number;
}

/** The site-relative files an HTML page links or loads ('assets/index-x.js'), without query or hash. */
export function filesLinkedBy(html: string): string[] {
  return [...html.matchAll(/\s(?:src|href)="\/([^"?#]+)/g)].map((match) => match[1] as string);
}

/** `outDir`: the client build's folder; `firstQuoteRoute`: the route in route-preloads.json of the wizard. */
export function offlineDownloadSplit(outDir: string, firstQuoteRoute: string) {
  return async (manifest: WorkboxEntry[]) => {
    // The Kiswahili pages (pages/sw…) are not kept offline: within the 750 KB budget, a reader of one
    // language would download the other's every page. Offline, a Kiswahili route opens the Kiswahili shell,
    // which installs, and the app draws the page (sw/sw.ts).
    const kiswahiliPage = (url: string) => url === 'pages/sw.html' || url.startsWith('pages/sw/');
    manifest = manifest.filter((entry) => !kiswahiliPage(entry.url));
    const pages = manifest.filter((entry) => entry.url.endsWith('.html'));
    // The shell links what every route starts with; a prerendered page (pages/…) adds its small script and
    // stylesheets, while its pictures, which only that page shows, wait for the background download.
    const linked = new Set(
      pages.flatMap((page) =>
        filesLinkedBy(readFileSync(join(outDir, page.url), 'utf8')).filter(
          (file) => page.url === 'index.html' || /\.(js|css|woff2)$/.test(file),
        ),
      ),
    );
    const preloadsPath = join(outDir, routePreloadsFile);
    const preloads: Record<string, string[]> = existsSync(preloadsPath)
      ? JSON.parse(readFileSync(preloadsPath, 'utf8'))
      : {};
    const firstQuote = new Set((preloads[firstQuoteRoute] ?? []).map((path) => path.replace(/^\//, '')));
    const warnings =
      firstQuote.size === 0
        ? [`offline download: no preloads for ${firstQuoteRoute} in ${routePreloadsFile}`]
        : [];
    return {
      warnings,
      manifest: manifest.map((entry) => {
        if (entry.url.endsWith('.html') || linked.has(entry.url)) return entry;
        const download: DownloadRank = firstQuote.has(entry.url) ? 'first-quote' : 'rest';
        // Key order as workbox writes it (revision, url): tests and the audit read the manifest as text.
        return { revision: entry.revision, url: entry.url, size: entry.size, download };
      }),
    };
  };
}
