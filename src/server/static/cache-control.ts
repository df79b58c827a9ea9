import { relative, sep } from 'node:path';

// Vite names everything under assets/ by content hash, so a URL there never changes meaning and can be
// cached for a year. Everything else (index.html, sw.js, the manifest, icons) keeps its URL across
// releases and must be revalidated, or users would be stuck on an old shell or service worker.
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

export function cacheControlFor(clientDir: string, filePath: string): string {
  const inside = relative(clientDir, filePath);
  return inside.startsWith(`assets${sep}`) ? IMMUTABLE : REVALIDATE;
}
