// The requests the visitor is waiting on with money or a claim at stake: a quote, a purchase, a payment
// (its prompt and the status polling), a claim. While one is on its way the service worker's offline
// download stands aside (pwa/offline-download.ts), and so do the page's own downloads that can wait
// (whenNoUrgentRequests), so on a slow line the request has the bandwidth.
import type { EndpointName } from '../../domain/contract/endpoints';

const urgentEndpoints: ReadonlySet<EndpointName> = new Set<EndpointName>([
  'requestQuotation',
  'saveQuotation',
  'quoteRenewal',
  'renewCover',
  'buyCover',
  'resendPrompt',
  'paymentStatus',
  'paybillDetails',
  'makeClaim',
  'uploadClaimFile',
]);

/**
 * Where the count is published: on the root element (data-urgent-requests) and as an event on window, so
 * the pieces that stand aside (pwa/offline-download.ts, ui/when-line-is-free.ts) need no more of the API
 * client than this small module.
 */
export const urgentRequestsEvent = 'urgentrequestschange';

let inFlight = 0;

function changed(by: number): void {
  inFlight += by;
  document.documentElement.dataset.urgentRequests = String(inFlight);
  window.dispatchEvent(new Event(urgentRequestsEvent));
}

/**
 * Counts `work` as in flight until it settles: a request, or what a tap sets going before its request can
 * leave (the quote's own script, on a first visit).
 */
export function trackUrgentWork<T>(work: Promise<T>): Promise<T> {
  changed(1);
  return work.finally(() => changed(-1));
}

/** Counts `request` as in flight until it settles, when `name` is one the download must wait for. */
export function trackUrgentRequest<T>(name: EndpointName, request: Promise<T>): Promise<T> {
  return urgentEndpoints.has(name) ? trackUrgentWork(request) : request;
}

/** Whether a quote, purchase, payment or claim request (or what a tap set going for one) is on its way. */
export const urgentRequestInFlight = () => Number(document.documentElement.dataset.urgentRequests ?? 0) > 0;

/**
 * Resolves once no urgent request is on its way; at once when none is. For downloads that can wait (the
 * draft's store, the catalogue's), so that on a slow line they do not share it with the visitor's request.
 */
export function whenNoUrgentRequests(): Promise<void> {
  if (!urgentRequestInFlight()) return Promise.resolve();
  return new Promise((resolve) => {
    const check = () => {
      if (urgentRequestInFlight()) return;
      window.removeEventListener(urgentRequestsEvent, check);
      resolve();
    };
    window.addEventListener(urgentRequestsEvent, check);
  });
}
