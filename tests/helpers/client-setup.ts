// jsdom has no IndexedDB; fake-indexeddb is a complete in-memory implementation, so Dexie code runs for real.
import 'fake-indexeddb/auto';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// jsdom does no layout, so it leaves window.scrollTo unimplemented. This stand-in moves scrollY the way a
// browser would, which lets tests observe the app's scroll behaviour.
window.scrollTo = ((first?: ScrollToOptions | number, second?: number) => {
  const top = typeof first === 'number' ? (second ?? 0) : (first?.top ?? window.scrollY);
  Object.defineProperty(window, 'scrollY', { configurable: true, value: top });
  window.dispatchEvent(new Event('scroll'));
}) as typeof window.scrollTo;
Element.prototype.scrollIntoView = function scrollIntoView() {
  this.setAttribute('data-scrolled-into-view', 'true');
};

// A browser resolves '/api/…' against the page's origin; Node's fetch (which jsdom tests use) refuses a
// relative URL. This resolves it the browser's way, against the origin of the real API server a test
// started (client-api-server.ts), so the app's own request code runs unchanged.
const nodeFetch = globalThis.fetch;
globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
  if (typeof input === 'string' && input.startsWith('/')) {
    const origin = (globalThis as { __apiOrigin?: string }).__apiOrigin ?? window.location.origin;
    return nodeFetch(new URL(input, origin), init);
  }
  return nodeFetch(input, init);
}) as typeof fetch;

// The steps wait on a real API server (PGlite) that shares two cores with the other suites; the default
// 1 s for findBy/waitFor is a guess about a quiet machine, not a property of the app.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  window.scrollTo(0, 0);
});
