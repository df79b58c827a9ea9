// Part of a prerendered page below its first screen. Its HTML is on screen from the first paint, links and
// all; its script only makes it move (a fade, a counter), so a phone fetches that script when the reader
// starts to scroll rather than on arrival, beside everything the first screen needs. Until then React keeps
// the prerendered HTML as it is (a Suspense boundary that has not hydrated yet).
import { type ComponentType, lazy, memo, Suspense, useEffect } from 'react';
import { lineIsFree } from './when-line-is-free';

/**
 * Calls `start` once the reader begins to scroll, or once the anchor is on screen without a scroll (a tall
 * window): the script then arrives while the part is still below, or just coming into view.
 */
function whenNear(anchorId: string, start: () => void): void {
  const anchor = document.getElementById(anchorId);
  // Not prerendered here (the page was reached from another inside the app), or no observer: load at once.
  if (!anchor || !('IntersectionObserver' in window)) {
    start();
    return;
  }
  const begin = () => {
    observer.disconnect();
    window.removeEventListener('scroll', begin);
    // A scroll on another page (the visitor has moved on): the part is not wanted now. Coming back, the app
    // renders the page afresh and its fallback starts the load.
    if (anchor.isConnected) start();
  };
  const observer = new IntersectionObserver((entries) => {
    if (entries.some((entry) => entry.isIntersecting)) begin();
  });
  observer.observe(anchor);
  window.addEventListener('scroll', begin, { passive: true });
}

export interface HydrationOptions {
  /**
   * The part is at the foot of every page (the footer): its script waits for the line to be free
   * (ui/when-line-is-free.ts), even when the part is on screen or the page scrolls. On the way to a first
   * quote, the wizard's step loads with the footer in view under it, and a phone scrolls the field being
   * typed in above its keyboard; the footer's script and stylesheet (3.3 KB gz) came then, among the
   * step's own (the slow 3G journey, npm run audit). Its HTML and links are there without it.
   */
  afterFirstScreen?: boolean;
}

/**
 * A script that cannot arrive (offline before the offline download had it) leaves the HTML as it is, and is
 * asked for again when the connection returns: a rejected load would throw the page away for an error.
 */
function loadWhenPossible<T>(load: () => Promise<T>): Promise<T> {
  return load().catch(
    () =>
      new Promise<T>((resolve) => {
        window.addEventListener('online', () => resolve(loadWhenPossible(load)), { once: true });
      }),
  );
}

/**
 * The component `load` gives, hydrated once the reader scrolls or the element `anchorId` (the part's first
 * element, in the prerendered HTML) is on screen. Rendered by the app rather than adopted (a visit that came from
 * another page), it loads at once. It takes no props: a dehydrated boundary that receives an update is
 * rendered afresh, which would blank the prerendered HTML until the script arrived.
 */
export function hydrateNearView(
  anchorId: string,
  load: () => Promise<{ default: ComponentType }>,
  { afterFirstScreen = false }: HydrationOptions = {},
) {
  let start: () => void = () => {};
  const started = new Promise<void>((resolve) => {
    start = resolve;
  });
  const Part = lazy(() => started.then(() => loadWhenPossible(load)));
  // The build's prerender renders the whole page at once.
  if (typeof document === 'undefined') start();
  else if (afterFirstScreen) void lineIsFree().then(start);
  else whenNear(anchorId, start);

  // Shown only when the app renders the page itself: there is no prerendered HTML to wait under.
  function LoadNow() {
    useEffect(() => {
      if (afterFirstScreen) void lineIsFree().then(start);
      else start();
    }, []);
    return null;
  }

  return memo(function NearView() {
    return (
      <Suspense fallback={<LoadNow />}>
        <Part />
      </Suspense>
    );
  });
}
