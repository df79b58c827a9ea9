/// <reference lib="webworker" />
// The service worker: precaches the app shell, every route chunk, fonts and images so the site loads and
// navigates with no network after one visit. API responses are never cached here: the API's data lives
// in IndexedDB where the app can reason about its age.
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { prerenderedPageFile, routeOf } from '../src/domain/prerendered-pages';
import './outbox-sync';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Every in-app URL is the single-page app: a public page gets the HTML the build rendered for it (its
// content on screen before any script runs, offline too), every other route the precached index.html.
// The API is left out: its errors must reach the caller as they are.
registerRoute(
  new NavigationRoute(
    async ({ url, request }) =>
      (await matchPrecache(prerenderedPageFile(routeOf(url.pathname)))) ??
      (await matchPrecache('index.html')) ??
      fetch(request),
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
