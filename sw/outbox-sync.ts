/// <reference lib="webworker" />
// Background Sync wakes the outbox: the browser fires `sync` when a connection returns, and the worker
// tells the open pages, whose runner holds the outbox logic and the session. The worker sends nothing
// itself, so there is one sender and one place that reads the answer.
import { outboxSync } from '../src/domain/outbox-sync';

declare const self: ServiceWorkerGlobalScope;

self.addEventListener('sync', (event: Event) => {
  const sync = event as ExtendableEvent & { tag: string };
  if (sync.tag !== outboxSync.tag) return;
  sync.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((clients) => {
      for (const client of clients) client.postMessage({ type: outboxSync.message });
    }),
  );
});
