// What the built service worker keeps for offline use: the manifest vite-plugin-pwa injects into
// dist/client/sw.js (a JSON array of { download?, revision, url }), with each file's size on disk, for the
// audit and the precache test. Entries with `download` are not precached at install but fetched by the
// worker's background download once the page is idle (decision 0070); the budget covers both.
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DownloadRank, ManifestEntry } from '../../src/domain/offline-download';

const clientDir = fileURLToPath(new URL('../../dist/client/', import.meta.url));

/** The budget of the install set and the background download together, in bytes (1.5 MB). */
export const precacheBudgetBytes = 1.5 * 1024 * 1024;

export interface PrecacheEntry {
  /** The site path ('/assets/home-page-CHvWYxsE.js'). */
  path: string;
  bytes: number;
  /** Absent for the install set; the background download's rank otherwise. */
  download?: DownloadRank;
}

export function readPrecacheManifest(): PrecacheEntry[] {
  const worker = readFileSync(join(clientDir, 'sw.js'), 'utf8');
  const manifest = /\[\{"(?:download|revision)":[^\]]*\}\]/.exec(worker)?.[0];
  if (!manifest) throw new Error('dist/client/sw.js carries no precache manifest: was the client built?');
  return (JSON.parse(manifest) as ManifestEntry[]).map(({ url, download }) => ({
    path: `/${url}`,
    bytes: statSync(join(clientDir, url)).size,
    ...(download ? { download } : {}),
  }));
}

export function precacheBytes(entries: PrecacheEntry[]): number {
  return entries.reduce((total, entry) => total + entry.bytes, 0);
}
