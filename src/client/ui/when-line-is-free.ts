// Work that must not share a slow line with what the visitor is waiting for. The service worker's install
// downloads the pages and the files they link: on a first visit over slow 3G it came in the middle of the
// first quote (about 12 KB of it before the quotes showed) and put them 0.2 s later than with no worker at
// all. It now starts once no file has finished loading for a second, no quote, purchase, payment or claim
// is on its way, and the page is idle: a visitor who stops to read or type gets it then, one racing to a
// price gets it after.
import { urgentRequestInFlight, urgentRequestsEvent } from '../api/urgent-requests';
import { whenPageIdle } from './when-page-idle';

const quietMs = 1000;

/** Runs `work` once, when the page's line has been quiet for a second and the page is idle. */
export function whenLineIsFree(work: () => void): void {
  let lastLoaded = performance.now();
  const loads = new PerformanceObserver(() => {
    lastLoaded = performance.now();
  });
  loads.observe({ type: 'resource' });
  const check = () => {
    const quietFor = performance.now() - lastLoaded;
    if (quietFor < quietMs) {
      setTimeout(check, quietMs - quietFor);
    } else if (urgentRequestInFlight()) {
      // Its answer is a load too: the quiet second is counted again from there.
      window.addEventListener(urgentRequestsEvent, check, { once: true });
    } else {
      loads.disconnect();
      whenPageIdle(work);
    }
  };
  setTimeout(check, quietMs);
}

let free: Promise<void> | undefined;

/** Resolves the first time the line is free (whenLineIsFree), one wait shared by every caller on the page. */
export function lineIsFree(): Promise<void> {
  free ??= new Promise((resolve) => whenLineIsFree(resolve));
  return free;
}
