import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

/**
 * The year now, on this device. A page rendered at build time cannot know it (it is served for months), so
 * the prerendered HTML has none and the year appears once the app has taken the page over; hydration then
 * never meets a year that differs from the build's.
 */
export function useThisYear(): number | null {
  return useSyncExternalStore(
    neverChanges,
    () => new Date().getFullYear(),
    () => null,
  );
}
