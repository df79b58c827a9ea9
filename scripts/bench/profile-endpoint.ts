// A CPU profile under load: the production server under load on one endpoint with `--cpu-prof`, then the
// profile's self time by function and by file. Usage: tsx scripts/bench/profile-endpoint.ts
// [--endpoint=quotation|buy-product|covers] [--duration=20] [--driver=pglite|postgres]
// [--keep=DIR to keep the .cpuprofile for Chrome DevTools].
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { openBenchDatabase } from './bench-postgres';
import { seed } from './bench-seed';
import { buyTarget, coversTarget, quoteTarget } from './bench-targets';
import { visitorSequence } from './bench-visitors';
import { type LoadTarget, measure } from './load-run';
import { startProductionServer } from './production-server';
import { formatSelfTimes, summariseProfile } from './summarise-profile';

const { values } = parseArgs({
  options: {
    endpoint: { type: 'string', default: 'quotation' },
    duration: { type: 'string', default: '20' },
    driver: { type: 'string', default: 'postgres' },
    keep: { type: 'string' },
  },
});
const profileDir = values.keep ? resolve(values.keep) : mkdtempSync(join(tmpdir(), 'kinga-profile-'));
const database = values.driver === 'postgres' ? await openBenchDatabase() : null;
try {
  const server = await startProductionServer({
    profileDir,
    ...(database ? { databaseUrl: database.url } : {}),
  });
  try {
    const seeded = await seed(server.url, visitorSequence(12), server.stderr);
    const targets: Record<string, LoadTarget> = {
      quotation: quoteTarget(visitorSequence(10)),
      'buy-product': buyTarget(seeded, visitorSequence(11)),
      covers: coversTarget(seeded),
    };
    const target = targets[values.endpoint];
    if (!target) throw new Error(`--endpoint must be one of ${Object.keys(targets).join(', ')}`);
    const result = await measure(server.url, target, {
      connections: 10,
      durationSeconds: Number(values.duration),
    });
    console.log(
      `${target.name} on ${database ? 'PostgreSQL' : 'PGlite'}: ${result.requestsPerSecond.toFixed(0)} req/s, p99 ${result.p99Ms} ms, ${result.errors} errors`,
    );
  } finally {
    await server.stop();
  }
  // tsx's loader runs in a worker thread, which writes a small profile of its own: the server's is the largest.
  const file = readdirSync(profileDir)
    .filter((name) => name.endsWith('.cpuprofile'))
    .sort((a, b) => statSync(join(profileDir, b)).size - statSync(join(profileDir, a)).size)[0];
  if (!file) throw new Error(`the server wrote no .cpuprofile in ${profileDir}`);
  const summary = summariseProfile(join(profileDir, file));
  console.log(formatSelfTimes('Self time by file (whole run, start-up included):', summary.byFile));
  console.log(formatSelfTimes('Self time by function:', summary.byFunction));
  if (values.keep) console.log(`profile kept: ${join(profileDir, file)}`);
} finally {
  await database?.drop();
  if (!values.keep) rmSync(profileDir, { recursive: true, force: true });
}
