import { useSyncExternalStore } from 'react';

const query = '(prefers-reduced-motion: reduce)';
// Every browser has matchMedia; jsdom (the client tests) does not, and there nothing moves anyway.
const mediaQuery = () => (typeof window.matchMedia === 'function' ? window.matchMedia(query) : null);

function subscribe(onChange: () => void): () => void {
  const list = mediaQuery();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/** Whether the visitor asked the system for less motion; follows the setting live. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => mediaQuery()?.matches ?? false,
    () => false,
  );
}
