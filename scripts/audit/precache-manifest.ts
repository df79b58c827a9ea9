// What the built service worker precaches: the manifest vite-plugin-pwa injects into dist/client/sw.js
// (a JSON array of { revision, url }), with each file's size on disk, for the audit and the precache test.
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const clientDir = fileURLToPath(new URL('../../dist/client/', import.meta.url));

/** The precache budget, in bytes (1.5 MB). */
export const precacheBudgetBytes = 1.5 * 1024 * 1024;

export interface PrecacheEntry {
  /** The site path ('/assets/home-page-CHvWYxsE.js'). */
  path: string;
  bytes: number;
}

export function readPrecacheManifest(): PrecacheEntry[] {
  const worker = readFileSync(join(clientDir, 'sw.js'), 'utf8');
  const manifest = /\[\{"revision":[^\]]*\}\]/.exec(worker)?.[0];
  if (!manifest) throw new Error('dist/client/sw.js carries no precache manifest: was the client built?');
  return (JSON.parse(manifest) as { url: string }[]).map(({ url }) => ({
    path: `/${url}`,
    bytes: statSync(join(clientDir, url)).size,
  }));
}

export function precacheBytes(entries: PrecacheEntry[]): number {
  return entries.reduce((total, entry) => total + entry.bytes, 0);
}
