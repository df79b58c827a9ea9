// What the built service worker keeps for offline use: the manifest vite-plugin-pwa injects into
// dist/client/sw.js (a JSON array of { download?, revision, url }), with what each file costs a phone to
// download, for the audit and the precache test. Entries with `download` are not precached at install but fetched by the
// worker's background download once the page is idle (decision 0070); the budget covers both.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DownloadRank, ManifestEntry } from '../../src/domain/offline-download';

const clientDir = fileURLToPath(new URL('../../dist/client/', import.meta.url));

/**
 * The budget of the install set and the background download together, in bytes over the wire (750 KB): the
 * mobile data the offline copy costs. Text files travel Brotli-compressed (the build's .br twins, which the
 * server sends): a prerendered page is 50 KB on disk and 8 KB on the wire. The budget was 1.5 MB on disk,
 * about 750 KB on the wire, before the pages were prerendered.
 */
export const precacheBudgetBytes = 750 * 1024;

export interface PrecacheEntry {
  /** The site path ('/assets/home-page-CHvWYxsE.js'). */
  path: string;
  /** What the phone downloads: the .br twin's size when the build wrote one, else the file's. */
  bytes: number;
  /** Absent for the install set; the background download's rank otherwise. */
  download?: DownloadRank;
}

function wireBytes(file: string): number {
  return existsSync(`${file}.br`) ? statSync(`${file}.br`).size : statSync(file).size;
}

export function readPrecacheManifest(): PrecacheEntry[] {
  const worker = readFileSync(join(clientDir, 'sw.js'), 'utf8');
  const manifest = /\[\{"(?:download|revision)":[^\]]*\}\]/.exec(worker)?.[0];
  if (!manifest) throw new Error('dist/client/sw.js carries no precache manifest: was the client built?');
  return (JSON.parse(manifest) as ManifestEntry[]).map(({ url, download }) => ({
    path: `/${url}`,
    bytes: wireBytes(join(clientDir, url)),
    ...(download ? { download } : {}),
  }));
}

export function precacheBytes(entries: PrecacheEntry[]): number {
  return entries.reduce((total, entry) => total + entry.bytes, 0);
}
