// What the app can offer to install itself: Chromium's own prompt (kept from `beforeinstallprompt` so a
// button can show it later), instructions on iOS Safari (which has no prompt), or nothing once installed.
// Loaded with the entry: the event can fire before anything lazy has arrived.
import { useSyncExternalStore } from 'react';

interface BeforeInstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export type InstallOffer = 'prompt' | 'ios-instructions' | 'none';

const iosHintDismissedKey = 'kinga.install-hint-dismissed';
let deferredPrompt: BeforeInstallPromptEvent | null = null;
let installed = false;
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

function runsInstalled(): boolean {
  return (
    installed ||
    // Optional call: a page without matchMedia (old WebViews, jsdom) cannot be an installed app.
    window.matchMedia?.('(display-mode: standalone)').matches === true ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true
  );
}

function isIosSafari(): boolean {
  const ua = navigator.userAgent;
  const ios =
    /iPad|iPhone|iPod/.test(ua) || (navigator.platform === 'MacIntel' && navigator.maxTouchPoints > 1);
  return ios && !/CriOS|FxiOS|EdgiOS/.test(ua);
}

function iosHintDismissed(): boolean {
  try {
    return localStorage.getItem(iosHintDismissedKey) === '1';
  } catch {
    return false;
  }
}

function currentOffer(): InstallOffer {
  if (runsInstalled()) return 'none';
  if (deferredPrompt) return 'prompt';
  return isIosSafari() && !iosHintDismissed() ? 'ios-instructions' : 'none';
}

export function listenForInstallOffers(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    // Keep Chromium's mini-infobar away; the app offers installing in its own words and place.
    event.preventDefault();
    deferredPrompt = event as BeforeInstallPromptEvent;
    notify();
  });
  window.addEventListener('appinstalled', () => {
    installed = true;
    deferredPrompt = null;
    notify();
  });
}

/** Shows the browser's install prompt; the offer goes away whatever the user chose (the event is spent). */
export async function promptToInstall(): Promise<void> {
  const event = deferredPrompt;
  if (!event) return;
  deferredPrompt = null;
  await event.prompt();
  await event.userChoice.catch(() => undefined);
  notify();
}

export function dismissIosInstructions(): void {
  try {
    localStorage.setItem(iosHintDismissedKey, '1');
  } catch {
    // Private mode: the hint comes back next visit, which is harmless.
  }
  notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useInstallOffer(): InstallOffer {
  return useSyncExternalStore(subscribe, currentOffer, () => 'none');
}
