import { Workbox } from 'workbox-window';
import { showToast } from '../ui/toast';

export const updateAvailableMessage = 'A new version is available';

/**
 * Registers the service worker. A new version waits until the user chooses to reload, so a half-filled
 * form is never swapped out from under them mid-task.
 */
export function registerServiceWorker(): void {
  const workbox = new Workbox('/sw.js', { scope: '/' });

  workbox.addEventListener('waiting', () => {
    void showToast('info', updateAvailableMessage, {
      id: 'app-update',
      durationMs: Number.POSITIVE_INFINITY,
      action: {
        label: 'Reload',
        onClick: () => {
          workbox.addEventListener('controlling', () => window.location.reload());
          workbox.messageSkipWaiting();
        },
      },
    });
  });

  void workbox.register();
}
