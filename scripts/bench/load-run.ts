// One autocannon measurement, reduced to the row the throughput table prints.
import autocannon, { type AutocannonRequest } from 'autocannon';

export interface LoadTarget {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  /** A fresh body and headers for each request (a new address, key or phone), when the target needs them. */
  perRequest?: () => { headers?: Record<string, string>; body?: string };
}

export interface LoadResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Non-2xx answers, connection errors and timeouts together: any of them is a failed request. */
  errors: number;
}

export interface LoadSettings {
  connections: number;
  durationSeconds: number;
}

export async function measure(base: string, target: LoadTarget, settings: LoadSettings): Promise<LoadResult> {
  const request: AutocannonRequest = {
    method: target.method,
    path: target.path,
    headers: { ...target.headers },
  };
  const { perRequest } = target;
  if (perRequest) {
    request.setupRequest = (current) => {
      const fresh = perRequest();
      return {
        ...current,
        headers: { ...current.headers, ...fresh.headers },
        ...(fresh.body === undefined ? {} : { body: fresh.body }),
      };
    };
  }
  const result = await autocannon({
    url: base,
    connections: settings.connections,
    duration: settings.durationSeconds,
    timeout: 10,
    requests: [request],
  });
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.non2xx + result.errors + result.timeouts,
  };
}
