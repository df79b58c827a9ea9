// How long POST /api/home-insurance/quotations/quote takes through the real `npm start` entry: 200
// sequential requests over HTTP on one keep-alive connection, after a short warm-up. Prints the median and
// the 95th percentile in milliseconds. Uses PGlite in a fresh data folder, or DATABASE_URL when set.
// Anonymous quotes are limited to 120 a minute per address, so each request comes from its own address
// (X-Forwarded-For, believed from loopback as from a load balancer): many phones, not one hammering.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runServer, waitUntilReady } from '../../tests/helpers/server-process';
import { quoteRequest } from './bench-requests';

const REQUESTS = 200;
const WARM_UP = 20;

const body = JSON.stringify(quoteRequest);

const percentile = (sorted: number[], fraction: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? Number.NaN;

let requestsSent = 0;

async function quoteOnce(url: string): Promise<number> {
  requestsSent += 1;
  const clientAddress = `10.0.${Math.floor(requestsSent / 250)}.${requestsSent % 250}`;
  const startedAt = performance.now();
  const response = await fetch(`${url}/api/home-insurance/quotations/quote`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': clientAddress },
    body,
  });
  await response.arrayBuffer();
  const elapsed = performance.now() - startedAt;
  if (response.status !== 200) throw new Error(`quote answered ${response.status}`);
  return elapsed;
}

const dataDir = mkdtempSync(join(tmpdir(), 'kinga-bench-quote-'));
const server = runServer({
  PORT: '0',
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  CLIENT_BUILD: 'skip',
  LOG_LEVEL: 'warn',
  TRUST_PROXY: '127.0.0.1',
  ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
});
try {
  const url = await waitUntilReady(server, 60_000);
  for (let request = 0; request < WARM_UP; request += 1) await quoteOnce(url);
  const timings: number[] = [];
  for (let request = 0; request < REQUESTS; request += 1) timings.push(await quoteOnce(url));
  timings.sort((a, b) => a - b);
  const driver = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  console.log(`POST /api/home-insurance/quotations/quote, ${REQUESTS} sequential requests (${driver})`);
  console.log(
    `  median ${percentile(timings, 0.5).toFixed(2)} ms   p95 ${percentile(timings, 0.95).toFixed(2)} ms`,
  );
} finally {
  server.child.kill('SIGTERM');
  await server.exited;
  rmSync(dataDir, { recursive: true, force: true });
}
