// autocannon ships no types (and @types/autocannon describes version 7); this declares the little of
// version 9 the throughput bench uses.
declare module 'autocannon' {
  interface AutocannonRequest {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    /** Called before each request is sent; returns the request to send (new headers, a new body). */
    setupRequest?: (request: AutocannonRequest) => AutocannonRequest;
  }

  interface AutocannonOptions {
    url: string;
    connections?: number;
    duration?: number;
    /** Requests a second across all connections; unset: as fast as the server answers. */
    timeout?: number;
    requests?: AutocannonRequest[];
  }

  interface Histogram {
    average: number;
    p50: number;
    p99: number;
  }

  interface AutocannonResult {
    requests: Histogram & { total: number };
    latency: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
  }

  export default function autocannon(options: AutocannonOptions): Promise<AutocannonResult>;
}
