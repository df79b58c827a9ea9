// The offline download's plan: which files of the build the service worker fetches in the background, in
// what order, and which it leaves for a better connection. Pure, so the worker and the tests share it.

/** Why a file is not fetched at install: 'first-quote' is what a first visit needs to ask for a quote. */
export type DownloadRank = 'first-quote' | 'rest';

/**
 * An entry of the worker's injected manifest. Entries without `download` are the install set (workbox
 * precaches them at install); the others wait for the background download.
 */
export interface ManifestEntry {
  url: string;
  revision: string | null;
  download?: DownloadRank;
}

/** What the page tells the worker about its connection (navigator.connection, where the browser has it). */
export interface ConnectionHints {
  saveData?: boolean;
  effectiveType?: string;
}

/** The worker's message names, shared by the page that sends them and the worker that obeys. */
export const offlineDownloadMessage = {
  start: 'DOWNLOAD_START',
  pause: 'DOWNLOAD_PAUSE',
} as const;

/** Save-Data, or a 2G-class connection: every byte is the visitor's money, so only what they use is kept. */
export function isConstrainedConnection(hints: ConnectionHints): boolean {
  return hints.saveData === true || hints.effectiveType === '2g' || hints.effectiveType === 'slow-2g';
}

/** The site path an entry is served at ('assets/x.js' → '/assets/x.js'). */
export function sitePathOf(entry: ManifestEntry): string {
  return entry.url.startsWith('/') ? entry.url : `/${entry.url}`;
}

/**
 * The key a downloaded file is cached under: a revisioned file (a picture without a hash in its name)
 * carries its revision, so a new version of it is fetched again rather than served stale.
 */
export function cacheKeyOf(entry: ManifestEntry): string {
  const path = sitePathOf(entry);
  return entry.revision ? `${path}?__WB_REVISION__=${entry.revision}` : path;
}

export function installSet(manifest: readonly ManifestEntry[]): ManifestEntry[] {
  return manifest.filter((entry) => entry.download === undefined);
}

export function downloadSet(manifest: readonly ManifestEntry[]): ManifestEntry[] {
  return manifest.filter((entry) => entry.download !== undefined);
}

/**
 * What the download still has to fetch, first first. Files the page has already loaded come first: they
 * are in the HTTP cache (hashed files are immutable), so keeping them costs no data. Then what a first
 * quote needs, then the rest. On a constrained connection only the already-loaded files are kept; the
 * rest waits, and what the visitor opens later is cached as it is used.
 */
export function downloadPlan({
  manifest,
  cachedKeys,
  usedPaths,
  constrained,
}: {
  manifest: readonly ManifestEntry[];
  cachedKeys: ReadonlySet<string>;
  usedPaths: ReadonlySet<string>;
  constrained: boolean;
}): ManifestEntry[] {
  const missing = downloadSet(manifest).filter((entry) => !cachedKeys.has(cacheKeyOf(entry)));
  const used = missing.filter((entry) => usedPaths.has(sitePathOf(entry)));
  if (constrained) return used;
  const unused = missing.filter((entry) => !usedPaths.has(sitePathOf(entry)));
  return [
    ...used,
    ...unused.filter((entry) => entry.download === 'first-quote'),
    ...unused.filter((entry) => entry.download === 'rest'),
  ];
}
