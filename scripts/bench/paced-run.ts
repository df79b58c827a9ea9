// A measurement at a fixed rate, spaced evenly: one request every 1000/rate ms, whether or not earlier
// ones have answered (an open loop, as independent phones arrive). autocannon's overallRate sends each
// second's share back to back and then waits, so its "half peak" was full load for half of every second
// and its p99 that of full load. Latency counts from when a request was due, not when a free connection
// took it, so a server falling behind shows in p99 instead of quietly slowing the senders.
import { Agent, request } from 'node:http';
import type { LoadResult, LoadTarget } from './load-run';

export interface PacedSettings {
  rate: number;
  durationSeconds: number;
  /** Most requests in flight at once (sockets kept alive); a due request beyond it waits for one. */
  connections: number;
}

function send(agent: Agent, base: URL, target: LoadTarget): Promise<number> {
  const fresh = target.perRequest?.() ?? {};
  return new Promise((resolve) => {
    const outgoing = request(
      {
        agent,
        host: base.hostname,
        port: base.port,
        method: target.method,
        path: target.path,
        headers: { ...target.headers, ...fresh.headers },
        timeout: 10_000,
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error('timeout')));
    outgoing.on('error', () => resolve(0));
    outgoing.end(fresh.body);
  });
}

const percentile = (sorted: number[], fraction: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))] ?? Number.NaN;

export async function measurePaced(
  base: string,
  target: LoadTarget,
  settings: PacedSettings,
): Promise<LoadResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: settings.connections });
  const url = new URL(base);
  const total = Math.round(settings.rate * settings.durationSeconds);
  const spacingMs = 1000 / settings.rate;
  const latencies: number[] = [];
  let errors = 0;
  const startedAt = performance.now();
  const inFlight: Promise<void>[] = [];
  for (let index = 0; index < total; index += 1) {
    const dueAt = startedAt + index * spacingMs;
    const wait = dueAt - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    inFlight.push(
      send(agent, url, target).then((status) => {
        latencies.push(performance.now() - dueAt);
        if (status < 200 || status >= 300) errors += 1;
      }),
    );
  }
  await Promise.all(inFlight);
  const elapsedSeconds = (performance.now() - startedAt) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    requestsPerSecond: total / elapsedSeconds,
    p50Ms: percentile(latencies, 0.5),
    p99Ms: percentile(latencies, 0.99),
    errors,
  };
}
