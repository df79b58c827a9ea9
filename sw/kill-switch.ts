/// <reference lib="webworker" />
// The emergency worker: replaces a broken sw.js, deletes every cache this origin holds, unregisters
// itself and reloads the open tabs, which then load straight from the network with no worker at all.
// Built into dist/client/sw.js by `npx tsx scripts/build-kill-switch.ts` (see the README).
declare const self: ServiceWorkerGlobalScope;

// A module, so `self` is this file's own declaration and not sw.ts's.
export {};

self.addEventListener('install', () => void self.skipWaiting());

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) await caches.delete(name);
      await self.registration.unregister();
      // Only the tabs the broken worker controlled: a tab that loads afterwards registers this worker again
      // but is not controlled by it, so reloading it would loop.
      for (const client of await self.clients.matchAll({ type: 'window' })) void client.navigate(client.url);
    })(),
  );
});
