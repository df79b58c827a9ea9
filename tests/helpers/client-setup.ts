// jsdom has no IndexedDB; fake-indexeddb is a complete in-memory implementation, so Dexie code runs for real.
import 'fake-indexeddb/auto';
import { cleanup } from '@testing-library/react';
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

afterEach(() => {
  cleanup();
  localStorage.clear();
  window.scrollTo(0, 0);
});
