import { Workbox } from 'workbox-window';
import { pwaMessages } from '../../domain/pwa-messages';
import { showToast } from '../ui/toast';
import { startOfflineDownload } from './offline-download';

const updateCheckIntervalMs = 60 * 60 * 1000;

/**
 * Registers the service worker. A new version waits until the user chooses to reload, so a half-filled
 * form is never swapped out from under them mid-task; and the reload itself waits while they type or pay.
 */
export function registerServiceWorker(): void {
  const workbox = new Workbox('/sw.js', { scope: '/' });

  // Also fired at start for a version that was already waiting (wasWaitingBeforeRegister): a user who
  // closed the tab instead of choosing is asked again rather than kept on the old version for ever.
  workbox.addEventListener('waiting', () => {
    void showToast('info', pwaMessages.updateAvailable, {
      id: 'app-update',
      durationMs: Number.POSITIVE_INFINITY,
      action: { label: pwaMessages.reload, onClick: () => workbox.messageSkipWaiting() },
    });
  });

  // Once a new version takes over (this tab's Reload or another tab's), this page's old scripts may no
  // longer be in the cache: it reloads, but only when the user is not typing or paying. The very first
  // install also takes control (clientsClaim, from no worker to the first) and needs no reload.
  let controlled = navigator.serviceWorker.controller !== null;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    // busy-tasks loads only then: the home page's first visit should not pay for it.
    if (controlled)
      void import('./busy-tasks').then(({ whenIdle }) => whenIdle()).then(() => window.location.reload());
    controlled = true;
  });

  // A phone app stays open for days: look for a new version every hour and whenever it comes back to the
  // foreground, not only on a navigation.
  const checkForUpdate = () => void workbox.update().catch(() => {});
  setInterval(checkForUpdate, updateCheckIntervalMs);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') checkForUpdate();
  });

  void workbox.register();
  // The install set is precached by now (ready waits for an active worker); the rest comes when idle.
  void navigator.serviceWorker.ready.then((registration) => {
    if (registration.active) startOfflineDownload(registration.active);
  });
}
