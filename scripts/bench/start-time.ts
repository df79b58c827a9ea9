// `npm run bench`: how long `npm start`'s entry takes to print its ready line, cold (no client build, new
// data folder: build + migrations) and warm (second start on the same data). Prints seconds.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runServer, waitUntilReady } from '../../tests/helpers/server-process';

const dataDir = mkdtempSync(join(tmpdir(), 'kinga-bench-data-'));

async function timeStart(label: string): Promise<void> {
  const startedAt = performance.now();
  const server = runServer({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
  await waitUntilReady(server, 120_000);
  const seconds = (performance.now() - startedAt) / 1000;
  server.child.kill('SIGTERM');
  await server.exited;
  console.log(`${label.padEnd(44)}${seconds.toFixed(2).padStart(7)} s`);
}

try {
  // Cold: what a fresh clone's first `npm start` does.
  rmSync(new URL('../../dist', import.meta.url), { recursive: true, force: true });
  await timeStart('cold start (client build, new database)');
  await timeStart('warm start (same build, same database)');
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
