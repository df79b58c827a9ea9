/// <reference lib="webworker" />
// The service worker: precaches the app shell at install and downloads every other route chunk and picture
// in the background when the page is idle (offline-download.ts), so the site loads and navigates with no
// network after one visit. API responses are never cached here: the API's data lives in IndexedDB where
// the app can reason about its age.
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { languageOfPath } from '../src/domain/language/language-paths';
import { installSet, type ManifestEntry } from '../src/domain/offline-download';
import { kiswahiliShellFile, prerenderedPageFile, routeOf } from '../src/domain/prerendered-pages';
import { serveAndDownload } from './offline-download';
import './outbox-sync';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: ManifestEntry[] };

// The install set only (the pages and what they link, which the first visit has just loaded); the rest
// waits for the page to be idle, see vite.config.ts and decision 0070.
// workbox injects the manifest at its one mention of self.__WB_MANIFEST.
const manifest: ManifestEntry[] = self.__WB_MANIFEST;
precacheAndRoute(installSet(manifest));
cleanupOutdatedCaches();
serveAndDownload(manifest);

// Every in-app URL is the single-page app: a public page gets the HTML the build rendered for it (its
// content on screen before any script runs, offline too), every other route the precached shell in its
// language (index.html, or kiswahili.html under /sw). The Kiswahili pages are not kept offline
// (scripts/vite-offline-download-split.ts): while there is a network, one comes from the server, since the
// shell would have the app draw the whole page and fetch at once the parts a prerendered page leaves for
// later; offline, the Kiswahili shell.
// The API is left out: its errors must reach the caller as they are.
registerRoute(
  new NavigationRoute(
    async ({ url, request }) => {
      const precached = await matchPrecache(prerenderedPageFile(routeOf(url.pathname)));
      if (precached) return precached;
      if (languageOfPath(url.pathname) === 'sw') {
        const fetched = await fetch(request).catch(() => undefined);
        return fetched?.ok ? fetched : ((await matchPrecache(kiswahiliShellFile)) ?? fetch(request));
      }
      return (await matchPrecache('index.html')) ?? fetch(request);
    },
    { denylist: [/^\/api(\/|$)/] },
  ),
);

// The first install takes control at once so the very first visit is already offline-capable. Updates
// still wait for the user's Reload (see register-service-worker.ts): clientsClaim only claims pages that
// have no worker yet.
clientsClaim();

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
