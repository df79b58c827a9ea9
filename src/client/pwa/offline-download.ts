// The page's side of the offline download (the worker's side is sw/offline-download.ts): it starts the
// download only when the page is idle and no quote, purchase, payment or claim request is on its way,
// pauses it the moment one starts, and tells the worker about the connection (Save-Data, 2G) and the
// files this page has already loaded. The catalogue snapshot is warmed first, so a first quote asked
// offline later has its prices.
import { isConstrainedConnection, offlineDownloadMessage } from '../../domain/offline-download';
import { onUrgentRequestsChange, urgentRequestsInFlight } from '../api/urgent-requests';

interface NetworkInformation extends EventTarget {
  saveData?: boolean;
  effectiveType?: string;
}

const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;

/** Runs `work` when the browser has nothing else to do (Safari has no requestIdleCallback: a short wait). */
function whenPageIdle(work: () => void): void {
  if ('requestIdleCallback' in window) requestIdleCallback(work);
  else setTimeout(work, 1000);
}

/** The same-origin files this page has loaded so far, as site paths: they are in the HTTP cache. */
function loadedPaths(): string[] {
  return performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === location.origin)
    .map((url) => url.pathname);
}

export function startOfflineDownload(worker: ServiceWorker): void {
  let catalogueWarmed = false;
  let scheduled = false;

  const start = () => {
    scheduled = false;
    if (urgentRequestsInFlight() > 0) return;
    const hints = { saveData: connection?.saveData, effectiveType: connection?.effectiveType };
    // The prices come before the files: a first quote asked offline needs them and they are a few KB.
    // On Save-Data or 2G they wait like the rest (the wizard fetches them when it opens).
    if (!catalogueWarmed && !isConstrainedConnection(hints)) {
      catalogueWarmed = true;
      void import('../outbox/catalogue-refresh')
        .then(({ refreshCatalogueSnapshot }) => refreshCatalogueSnapshot())
        .catch(() => undefined)
        .finally(schedule);
      return;
    }
    worker.postMessage({ type: offlineDownloadMessage.start, usedPaths: loadedPaths(), connection: hints });
  };
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    whenPageIdle(start);
  };

  onUrgentRequestsChange(() => {
    if (urgentRequestsInFlight() > 0) worker.postMessage({ type: offlineDownloadMessage.pause });
    else schedule();
  });
  // A better connection lets the rest come; a worse one holds it back. A download cut off by a lost
  // connection starts again when it returns.
  connection?.addEventListener('change', schedule);
  window.addEventListener('online', schedule);
  schedule();
}
