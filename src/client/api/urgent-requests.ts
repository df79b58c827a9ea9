// The requests the visitor is waiting on with money or a claim at stake: a quote, a purchase, a payment
// (its prompt and the status polling), a claim. While one is on its way the service worker's offline
// download stands aside (pwa/offline-download.ts), so on a slow line the request has the bandwidth.
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

let inFlight = 0;
const listeners = new Set<() => void>();

function changed(by: number): void {
  inFlight += by;
  for (const listener of listeners) listener();
}

/** Counts `request` as in flight until it settles, when `name` is one the download must wait for. */
export function trackUrgentRequest<T>(name: EndpointName, request: Promise<T>): Promise<T> {
  if (!urgentEndpoints.has(name)) return request;
  changed(1);
  return request.finally(() => changed(-1));
}

export function urgentRequestsInFlight(): number {
  return inFlight;
}

/** Calls `listener` whenever an urgent request starts or ends; returns the unsubscribe. */
export function onUrgentRequestsChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
