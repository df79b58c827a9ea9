// Watches every page and service worker of a debuggable Chromium through its own DevTools sessions:
// throttles each to slow 3G as asked, and counts the bytes each kind of target brings over the wire
// (Network.loadingFinished's encodedDataLength: headers and the compressed body as the network carried them).
import { type CdpEvent, connectToBrowser } from './cdp-connection';

/** Slow 3G as the journeys' goals state it: 400 kbps each way, 400 ms round trip. */
const slow3g = { offline: false, latency: 400, downloadThroughput: 50_000, uploadThroughput: 50_000 };
const unthrottled = { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 };

type Kind = 'page' | 'worker';
export interface Throttling {
  page: boolean;
  worker: boolean;
}

export interface Transfer {
  kind: Kind;
  path: string;
  bytes: number;
}

export interface JourneyTraffic {
  /** Bytes transferred since the last reset, by the pages and by the service worker. */
  bytes: () => Record<Kind, number>;
  /** Each transfer since the last reset, so a budget missed says what filled it. */
  transfers: () => Transfer[];
  reset: () => void;
  throttle: (throttling: Throttling) => Promise<void>;
  /** Resolves once no request has been in flight for `quietMs`. */
  idle: (quietMs: number) => Promise<void>;
  stop: () => void;
}

export async function watchTraffic(port: number, initial: Throttling): Promise<JourneyTraffic> {
  const connection = await connectToBrowser(port);
  let throttling = initial;
  const sessions = new Map<string, Kind>();
  const inFlight = new Set<string>();
  const servedByWorker = new Set<string>();
  const paths = new Map<string, string>();
  let transfers: Transfer[] = [];
  let lastActivity = Date.now();
  let bytes: Record<Kind, number> = { page: 0, worker: 0 };

  const conditions = (kind: Kind) => (throttling[kind] ? slow3g : unthrottled);

  async function adopt(sessionId: string, type: string): Promise<void> {
    const kind: Kind | null = type === 'page' ? 'page' : type === 'service_worker' ? 'worker' : null;
    if (kind) {
      sessions.set(sessionId, kind);
      // Before the target runs its first line, so not one request escapes the count or the throttle.
      await connection.send('Network.enable', {}, sessionId);
      await connection.send('Network.emulateNetworkConditions', conditions(kind), sessionId);
    }
    await connection.send('Runtime.runIfWaitingForDebugger', {}, sessionId).catch(() => undefined);
  }

  connection.onEvent((event: CdpEvent) => {
    const { method, params, sessionId } = event;
    if (method === 'Target.attachedToTarget') {
      const info = params.targetInfo as { type: string };
      void adopt(params.sessionId as string, info.type).catch(() => undefined);
      return;
    }
    if (method === 'Target.detachedFromTarget') {
      // A closed page's requests will never finish: they must not keep the browser from looking idle.
      const gone = params.sessionId as string;
      sessions.delete(gone);
      for (const request of inFlight) if (request.startsWith(`${gone}:`)) inFlight.delete(request);
      return;
    }
    const kind = sessionId ? sessions.get(sessionId) : undefined;
    if (!kind) return;
    const request = `${sessionId}:${params.requestId as string}`;
    if (method === 'Network.requestWillBeSent') {
      inFlight.add(request);
      paths.set(request, new URL((params.request as { url: string }).url).pathname);
    } else if (method === 'Network.responseReceived') {
      // The page's copy of a response the worker answered: the worker's own session counts what it fetched.
      if ((params.response as { fromServiceWorker?: boolean }).fromServiceWorker) servedByWorker.add(request);
    } else if (method === 'Network.loadingFinished') {
      inFlight.delete(request);
      if (!servedByWorker.has(request)) {
        bytes[kind] += params.encodedDataLength as number;
        transfers.push({ kind, path: paths.get(request) ?? '?', bytes: params.encodedDataLength as number });
      }
    } else if (method === 'Network.loadingFailed') inFlight.delete(request);
    else return;
    lastActivity = Date.now();
  });
  await connection.send('Target.setAutoAttach', {
    autoAttach: true,
    waitForDebuggerOnStart: true,
    flatten: true,
  });

  return {
    bytes: () => ({ ...bytes }),
    transfers: () => [...transfers],
    reset: () => {
      bytes = { page: 0, worker: 0 };
      transfers = [];
    },
    throttle: async (next) => {
      throttling = next;
      for (const [sessionId, kind] of sessions)
        await connection
          .send('Network.emulateNetworkConditions', conditions(kind), sessionId)
          .catch(() => undefined);
    },
    idle: async (quietMs) => {
      while (inFlight.size > 0 || Date.now() - lastActivity < quietMs)
        await new Promise((resolve) => setTimeout(resolve, 250));
    },
    stop: () => connection.close(),
  };
}
