// The HTML each app route is answered with: index.html plus <link rel="modulepreload"> for the scripts its
// page chunk needs and <link rel="stylesheet"> for its CSS (written by the build,
// scripts/vite-route-preloads.ts), so they download beside the entry. Vite's loader finds the stylesheets
// already in the head and does not add them twice. client-hosting.ts reads the files once at start; each page is compressed once, here, since the
// build's precompressed twins exist only for index.html itself.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export interface RoutePage {
  html: string;
  br: Buffer;
  gzip: Buffer;
}

/** Path (no query, no trailing slash) → the page HTML with its preloads; routes not listed get none. */
export function htmlPerRoute(indexHtml: string, preloads: Record<string, string[]>): Map<string, RoutePage> {
  const pages = new Map<string, RoutePage>();
  for (const [path, files] of Object.entries(preloads)) {
    const links = files
      .filter((file) => /^\/assets\/[\w.-]+\.(js|css)$/.test(file))
      .sort((a, b) => Number(a.endsWith('.css')) - Number(b.endsWith('.css')))
      .map((file) =>
        file.endsWith('.css')
          ? `<link rel="stylesheet" crossorigin href="${file}">`
          : `<link rel="modulepreload" crossorigin href="${file}">`,
      )
      .join('');
    pages.set(path, compressedPage(indexHtml.replace('</head>', `${links}</head>`)));
  }
  return pages;
}

/** A page's HTML with its Brotli and gzip encodings, made once at start. */
export function compressedPage(html: string): RoutePage {
  return {
    html,
    br: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(html, { level: 9 }),
  };
}

/** The encoding to answer with, from the request's Accept-Encoding (Brotli first, as the static files). */
export function pageEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = (acceptEncoding ?? '').toLowerCase();
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return null;
}
