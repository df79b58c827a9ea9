// First: every message read after this is in the page's language.
import './language/start-page-language';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app';
import { keepLanguageOnAccount } from './language/language-on-account';
import { startOutboxTriggers } from './outbox/outbox-triggers';
import { listenForInstallOffers } from './pwa/install-offer';
import { clearDeviceOnSignOut } from './state/clear-device-on-sign-out';
import { followSessionAcrossTabs } from './state/session-sync';
import { whenLineIsFree } from './ui/when-line-is-free';
import './styles/figtree.css';
import './styles/global.css';

followSessionAcrossTabs();
listenForInstallOffers();
clearDeviceOnSignOut();
startOutboxTriggers();
keepLanguageOnAccount();

const root = document.getElementById('root');
if (!root) throw new Error('index.html must contain #root');
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// A public page arrives rendered (scripts/vite-prerender.ts): React takes over that HTML instead of drawing
// it again. Every other route arrives as an empty shell.
if (root.firstElementChild) hydrateRoot(root, app);
else {
  // The shell preloads the body font (scripts/vite-preload-font.ts); a prerendered page has decided on it
  // already (server/static/page-start-script.ts).
  document.documentElement.classList.add('figtree');
  createRoot(root).render(app);
}

// The service worker is registered once the page has loaded and its line is free (ui/when-line-is-free.ts),
// so its install never competes with the first render, or the first quote, for bandwidth or the main
// thread on a slow phone; its module (workbox-window) is split out of the entry chunk for the same reason.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const register = () =>
    void import('./pwa/register-service-worker').then((module) => module.registerServiceWorker());
  const registerWhenFree = () => whenLineIsFree(register);
  // A prerendered page starts this module after its load event (server/static/page-start-script.ts).
  if (document.readyState === 'complete') registerWhenFree();
  else window.addEventListener('load', registerWhenFree, { once: true });
}
