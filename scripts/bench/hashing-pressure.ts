// How long the home page (index.html, read from disk on libuv's thread pool) takes while 8 wrong-password
// sign-ins run at once, each hashing at the production cost (scrypt N = 2^15, 32 MB) on the same pool.
// Prints the page's median, 95th percentile and worst time alone and under that
// pressure. In-process through Fastify's inject, so the figures are the server's own time, not a network's.
// `npx tsx scripts/bench/hashing-pressure.ts`
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { seedCatalogue } from '../../src/server/db/catalogue/seed-catalogue';
import { migrate } from '../../src/server/db/migrate';
import { openDatabase } from '../../src/server/db/open-database';
import { createLocalFileStorage } from '../../src/server/storage/local-file-storage';

const SIGN_INS_AT_ONCE = 8;
const PAGE_REQUESTS = 20;

const percentile = (sorted: number[], fraction: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? Number.NaN;
const summary = (timings: number[]) => {
  const sorted = [...timings].sort((a, b) => a - b);
  return `median ${percentile(sorted, 0.5).toFixed(1)} ms   p95 ${percentile(sorted, 0.95).toFixed(1)} ms   worst ${(sorted.at(-1) ?? Number.NaN).toFixed(1)} ms`;
};

const folder = mkdtempSync(join(tmpdir(), 'kinga-bench-hashing-'));
const clientDir = join(folder, 'client');
mkdirSync(clientDir);
// A stand-in for the build's page, as large as the real one; the hosting serves it from disk.
writeFileSync(join(clientDir, 'index.html'), `<!doctype html><title>Kinga</title>${'<p>x</p>'.repeat(700)}`);

const database = await openDatabase({ driver: 'pglite', storage: 'memory' });
await migrate(database);
await seedCatalogue(database.db);
const app = await buildApp({
  config: loadConfig({ LOG_LEVEL: 'silent', CLIENT_BUILD: 'skip', DATA_DIR: folder }),
  database,
  clientDir,
  storage: createLocalFileStorage(join(folder, 'documents')),
});

let addresses = 0;
const nextAddress = () => {
  addresses += 1;
  return `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`;
};

async function pageTime(): Promise<number> {
  const startedAt = performance.now();
  const response = await app.inject({ method: 'GET', url: '/index.html', remoteAddress: nextAddress() });
  if (response.statusCode !== 200) throw new Error(`index.html answered ${response.statusCode}`);
  return performance.now() - startedAt;
}

/** A wrong password for a phone with no account: the decoy hash costs what a real one does. */
async function wrongSignIn(): Promise<void> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/home-insurance/users/login',
    remoteAddress: nextAddress(),
    payload: { msisdn: `07${String(addresses % 100_000_000).padStart(8, '0')}`, password: randomUUID() },
  });
  if (response.statusCode !== 400) throw new Error(`sign-in answered ${response.statusCode}`);
}

try {
  for (let warmUp = 0; warmUp < 10; warmUp += 1) await pageTime();
  await wrongSignIn();
  const alone: number[] = [];
  for (let request = 0; request < PAGE_REQUESTS; request += 1) alone.push(await pageTime());

  let pressing = true;
  let signIns = 0;
  const signInLoops = Array.from({ length: SIGN_INS_AT_ONCE }, async () => {
    while (pressing) {
      await wrongSignIn();
      signIns += 1;
    }
  });
  const startedAt = performance.now();
  const underPressure: number[] = [];
  for (let request = 0; request < PAGE_REQUESTS; request += 1) underPressure.push(await pageTime());
  const seconds = (performance.now() - startedAt) / 1000;
  pressing = false;
  await Promise.all(signInLoops);

  console.log(`GET /index.html, ${PAGE_REQUESTS} sequential requests (server time, in-process)`);
  console.log(`  alone:                                  ${summary(alone)}`);
  console.log(`  beside ${SIGN_INS_AT_ONCE} wrong-password sign-ins at once:  ${summary(underPressure)}`);
  console.log(`  sign-ins meanwhile: ${(signIns / seconds).toFixed(1)} a second`);
} finally {
  await app.close();
  await database.close();
  rmSync(folder, { recursive: true, force: true });
}
