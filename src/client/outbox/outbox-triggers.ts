// When the outbox drains: at app start, on the `online` event, on focus and when the page becomes visible,
// and when the service worker relays a Background Sync event. Background Sync is only one of these because
// Safari, Firefox and Android WebView lack it and Chrome may fire it minutes late. Every trigger first
// checks a localStorage flag, so a device with nothing queued never loads the runner or Dexie.
import { type DrainReason, outboxSync } from '../../domain/outbox-sync';
import { outboxPendingFlag } from '../offline/device-flag';

/** Drains when something may wait; loads the runner (and Dexie) only then. */
export function drainIfPending(reason: DrainReason = 'retry'): void {
  if (!outboxPendingFlag.isSet()) return;
  void import('./outbox-runner').then((runner) => runner.drainOutbox({ reason }));
}

let started = false;

export function startOutboxTriggers(): void {
  if (started) return;
  started = true;
  window.addEventListener('online', () => drainIfPending('reconnected'));
  window.addEventListener('focus', () => drainIfPending());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') drainIfPending();
  });
  navigator.serviceWorker?.addEventListener('message', (event: MessageEvent) => {
    if ((event.data as { type?: string } | null)?.type === outboxSync.message) drainIfPending('reconnected');
  });
  drainIfPending();
}
