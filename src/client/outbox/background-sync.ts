// Background Sync: where the browser has it, the service worker is woken when a connection returns and
// relays it to the page (sw/outbox-sync.ts). Only the queueing code needs this, so it stays out of the
// entry chunk with the outbox's triggers.
import { outboxSync } from '../../domain/outbox-sync';

/** Asks the browser to wake the service worker when a connection returns, where it can. */
export async function requestBackgroundSync(): Promise<void> {
  if (typeof window === 'undefined' || !('SyncManager' in window) || !navigator.serviceWorker) return;
  try {
    const registration = await navigator.serviceWorker.ready;
    await (
      registration as ServiceWorkerRegistration & {
        sync: { register(tag: string): Promise<void> };
      }
    ).sync.register(outboxSync.tag);
  } catch {
    // Refused (no permission, or an embedded browser): the page's own triggers still drain.
  }
}
