// Telling the user a queued submission went through: always a toast; a system notification too when they
// allowed notifications and the app is in the background, where a toast would go unseen.
import { showToast } from '../ui/toast';

export async function announceDelivery(message: string): Promise<void> {
  void showToast('success', message);
  if (document.visibilityState !== 'hidden') return;
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
  try {
    // Android Chrome refuses `new Notification` in a page; the worker's showNotification works everywhere.
    const registration = await navigator.serviceWorker?.getRegistration();
    if (registration) await registration.showNotification('Kinga', { body: message, tag: 'kinga-outbox' });
    else new Notification('Kinga', { body: message, tag: 'kinga-outbox' });
  } catch {
    // The toast has said it.
  }
}
