/// <reference lib="webworker" />
// The background download: the part of the build the install set leaves out (other routes' chunks, the
// pictures), fetched one file at a time once the page says it is idle, paused the moment it says a quote,
// a purchase, a payment or a claim is on its way, and served cache-first. A file the visitor's pages
// fetch through the worker is cached as it is used, so on Save-Data or 2G, where the download waits for a
// better connection, what they opened still works offline.

import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import {
  type ConnectionHints,
  cacheKeyOf,
  downloadPlan,
  downloadSet,
  isConstrainedConnection,
  type ManifestEntry,
  offlineDownloadMessage,
  sitePathOf,
} from '../src/domain/offline-download';

declare const self: ServiceWorkerGlobalScope;

export const offlineDownloadCache = 'offline-download';

interface StartMessage {
  type: typeof offlineDownloadMessage.start;
  connection: ConnectionHints;
}

export function serveAndDownload(manifest: readonly ManifestEntry[]): void {
  const files = downloadSet(manifest);
  const keyOfPath = new Map(files.map((entry) => [sitePathOf(entry), cacheKeyOf(entry)]));

  registerRoute(
    ({ url, sameOrigin }) => sameOrigin && keyOfPath.has(url.pathname),
    new CacheFirst({
      cacheName: offlineDownloadCache,
      plugins: [
        {
          cacheKeyWillBeUsed: async ({ request }) => keyOfPath.get(new URL(request.url).pathname) ?? request,
        },
      ],
    }),
  );

  // A new version's files replace the old: keys no longer in the manifest go once this version takes over.
  self.addEventListener('activate', (event) => {
    const current = new Set(keyOfPath.values());
    event.waitUntil(
      caches.open(offlineDownloadCache).then(async (cache) => {
        for (const request of await cache.keys()) {
          const url = new URL(request.url);
          if (!current.has(`${url.pathname}${url.search}`)) await cache.delete(request);
        }
      }),
    );
  });

  const usedPaths = new Set<string>();
  let constrained = false;
  let paused = true;
  let resume: (() => void) | undefined;
  let inFlight: AbortController | undefined;
  let downloading = false;
  // What keeps this worker alive for the download: released when it pauses or stops as well as when it
  // ends. A worker being replaced waits for its open events first (Chromium counts a message event's
  // waitUntil), so a download held open while paused or stuck would keep the user's Reload waiting.
  const keepAlives = new Set<() => void>();
  const releaseKeepAlives = () => {
    for (const release of keepAlives) release();
    keepAlives.clear();
  };
  // An outgoing version's files are not worth the visitor's data: once a new version waits, this one
  // stops downloading (the new one downloads its own once it takes over).
  const replaced = () => self.registration.waiting !== null;
  const pause = () => {
    paused = true;
    inFlight?.abort();
    releaseKeepAlives();
  };
  self.registration.addEventListener('updatefound', () => {
    const incoming = self.registration.installing;
    incoming?.addEventListener('statechange', () => {
      if (incoming.state === 'installed') pause();
    });
  });

  const cachedKeys = async (cache: Cache) =>
    new Set(
      (await cache.keys()).map((request) => {
        const url = new URL(request.url);
        return `${url.pathname}${url.search}`;
      }),
    );

  // The files the visitor's pages loaded before this worker controlled them (the first page's own chunks
  // and pictures) are in the browser's HTTP cache: kept from there, they cost no data, even on Save-Data.
  const keepWhatTheHttpCacheHolds = async (cache: Cache) => {
    const held = await cachedKeys(cache);
    await Promise.all(
      files
        .filter((entry) => !held.has(cacheKeyOf(entry)) && !usedPaths.has(sitePathOf(entry)))
        .map(async (entry) => {
          const response = await fetch(sitePathOf(entry), {
            cache: 'only-if-cached',
            mode: 'same-origin',
          }).catch(() => undefined);
          if (!response?.ok) return;
          usedPaths.add(sitePathOf(entry));
          await cache.put(cacheKeyOf(entry), response);
        }),
    );
  };

  // One file at a time, the plan worked out afresh before each: a pause or a change of connection changes
  // what comes next.
  async function download(): Promise<void> {
    const cache = await caches.open(offlineDownloadCache);
    await keepWhatTheHttpCacheHolds(cache);
    for (;;) {
      while (paused) await new Promise<void>((wake) => (resume = wake));
      const next = downloadPlan({
        manifest: files,
        cachedKeys: await cachedKeys(cache),
        usedPaths,
        constrained,
      })[0];
      if (!next || replaced()) return;
      if (paused) continue;
      inFlight = new AbortController();
      try {
        // A hashed file never changes, so the HTTP cache may answer; a revisioned one is checked with the server.
        const response = await fetch(sitePathOf(next), {
          signal: inFlight.signal,
          cache: next.revision ? 'no-cache' : 'default',
          credentials: 'same-origin',
        });
        if (!response.ok) return; // A build the server no longer has: the next version's worker will fetch its own.
        await cache.put(cacheKeyOf(next), response);
      } catch {
        // Aborted by a pause (the loop waits, then fetches the file again) or the connection dropped: stop,
        // the page starts the download again on its next idle moment.
        if (!paused) return;
      } finally {
        inFlight = undefined;
      }
    }
  }

  self.addEventListener('message', (event) => {
    const message = event.data as { type?: string } | null;
    if (message?.type === offlineDownloadMessage.pause) {
      pause();
    } else if (message?.type === offlineDownloadMessage.start && !replaced()) {
      const start = message as StartMessage;
      constrained = isConstrainedConnection(start.connection);
      paused = false;
      resume?.();
      resume = undefined;
      if (!downloading) {
        downloading = true;
        void download().finally(() => {
          downloading = false;
          releaseKeepAlives();
        });
      }
      // Keeps the worker alive until the download ends or pauses (or the browser's own limit on a long wait).
      event.waitUntil(new Promise<void>((release) => keepAlives.add(release)));
    }
  });
}
