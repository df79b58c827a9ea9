// The page's side of the offline download (the worker's side is sw/offline-download.ts): it starts the
// download only when the page is idle and no quote, purchase, payment or claim request is on its way,
// pauses it the moment one starts, and tells the worker about the connection (Save-Data, 2G). The
// catalogue snapshot is not warmed here: saving it needs the wizard's storage code (Dexie, the API's
// schemas: about 80 KB gz), which would double the home page's JS; the wizard saves it as it opens.
import { offlineDownloadMessage } from '../../domain/offline-download';
import { urgentRequestInFlight, urgentRequestsEvent } from '../api/urgent-requests';
import { whenPageIdle } from '../ui/when-page-idle';

interface NetworkInformation extends EventTarget {
  saveData?: boolean;
  effectiveType?: string;
}

export function startOfflineDownload(worker: ServiceWorker): void {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  let scheduled = false;

  const start = () => {
    scheduled = false;
    if (urgentRequestInFlight()) return;
    const hints = { saveData: connection?.saveData, effectiveType: connection?.effectiveType };
    worker.postMessage({ type: offlineDownloadMessage.start, connection: hints });
  };
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    whenPageIdle(start);
  };

  window.addEventListener(urgentRequestsEvent, () => {
    if (urgentRequestInFlight()) worker.postMessage({ type: offlineDownloadMessage.pause });
    else schedule();
  });
  // A better connection lets the rest come; a worse one holds it back. A download cut off by a lost
  // connection starts again when it returns.
  connection?.addEventListener('change', schedule);
  window.addEventListener('online', schedule);
  schedule();
}
