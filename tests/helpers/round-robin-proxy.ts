// A load balancer small enough to read: each request goes to the next upstream in turn (per request, not
// per connection, so one keep-alive client still reaches every instance), with the client's address
// appended to X-Forwarded-For as nginx or a cloud balancer does. Its log says which upstream served each
// request, which is how a test proves a callback landed on the instance that did not send the push.
import {
  createServer,
  request as httpRequest,
  type IncomingHttpHeaders,
  type IncomingMessage,
} from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ProxiedRequest {
  method: string;
  path: string;
  /** The request's body as text (a Daraja query names its CheckoutRequestID there). */
  body: string;
  /** Index into the upstreams; null when the proxy refused the request itself. */
  upstream: number | null;
  /** The answer's status; null until it is answered. */
  status: number | null;
}

export interface RoundRobinProxy {
  url: string;
  /** Every request so far, in the order they arrived (which is the order upstreams took turns). */
  log(): readonly ProxiedRequest[];
  /** Where requests go from now on (a deployment names its proxy before the instances exist). */
  route(upstreams: readonly string[]): void;
  /**
   * Answers 503 itself, forwarding nothing, to requests whose path matches (null: forward everything):
   * a callback lost between Daraja and us.
   */
  refuse(match: ((path: string) => boolean) | null): void;
  close(): Promise<void>;
}

// Headers about one connection, not the message (RFC 9110, 7.6.1): a proxy never passes them on.
const hopByHop = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

function endToEnd(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !hopByHop.has(name)));
}

/** The address chain a load balancer sends on: what the client already claimed, then the client itself. */
function forwardedFor(request: IncomingMessage): string {
  const client = request.socket.remoteAddress ?? '';
  const claimed = request.headers['x-forwarded-for'];
  const earlier = Array.isArray(claimed) ? claimed.join(', ') : claimed;
  return earlier ? `${earlier}, ${client}` : client;
}

export async function startRoundRobinProxy(initial: readonly string[] = []): Promise<RoundRobinProxy> {
  let upstreams = initial;
  const entries: ProxiedRequest[] = [];
  let refused: ((path: string) => boolean) | null = null;
  let turn = 0;

  const server = createServer((incoming, outgoing) => {
    const method = incoming.method ?? 'GET';
    const path = incoming.url ?? '/';
    const refusing = refused?.(path) === true || upstreams.length === 0;
    const upstream = refusing ? null : turn % upstreams.length;
    if (upstream !== null) turn += 1;
    const entry: ProxiedRequest = { method, path, body: '', upstream, status: null };
    entries.push(entry);
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      entry.body = Buffer.concat(chunks).toString();
    });
    if (upstream === null) {
      // Read to the end first, so the log holds what was refused.
      incoming.on('end', () => {
        outgoing.writeHead(503, { 'content-type': 'text/plain' }).end('refused by the test proxy');
        entry.status = 503;
      });
      return;
    }
    const target = new URL(path, upstreams[upstream]);
    const forwarded = httpRequest(
      target,
      {
        method,
        // A connection per request: no idle upstream socket can be reused just as the server closes it.
        agent: false,
        headers: {
          ...endToEnd(incoming.headers),
          host: target.host,
          'x-forwarded-for': forwardedFor(incoming),
          'x-forwarded-proto': 'http',
        },
      },
      (answer) => {
        const status = answer.statusCode ?? 502;
        outgoing.writeHead(status, endToEnd(answer.headers));
        answer.pipe(outgoing);
        answer.on('end', () => {
          entry.status = status;
        });
      },
    );
    forwarded.on('error', () => {
      if (!outgoing.headersSent) outgoing.writeHead(502, { 'content-type': 'text/plain' });
      outgoing.end('upstream unreachable');
      entry.status = 502;
    });
    incoming.pipe(forwarded);
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    log: () => entries,
    route: (next) => {
      upstreams = next;
    },
    refuse: (match) => {
      refused = match;
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
