// One driver's half of the throughput table: start the production server on it, seed, then load each
// endpoint in turn. Buy-product goes last: its M-Pesa callbacks arrive after it and must not land in
// another endpoint's measurement.

import { seed } from './bench-seed';
import { buyTarget, coversTarget, healthTarget, homePageTarget, quoteTarget } from './bench-targets';
import { visitorSequence } from './bench-visitors';
import { type LoadSettings, type LoadTarget, measure } from './load-run';
import { measurePaced } from './paced-run';
import { startProductionServer } from './production-server';
import type { DriverRun, Row } from './throughput-table';

export interface DriverOptions {
  driver: 'PGlite' | 'PostgreSQL';
  databaseUrl?: string;
  settings: LoadSettings;
  /** Seconds of unrecorded load before each measurement, so V8 has compiled the path being measured. */
  warmUpSeconds: number;
  profileDir?: string;
  log: (line: string) => void;
}

export async function measureDriver(options: DriverOptions): Promise<DriverRun> {
  const { driver, settings, log } = options;
  const server = await startProductionServer({
    ...(options.databaseUrl ? { databaseUrl: options.databaseUrl } : {}),
    ...(options.profileDir ? { profileDir: options.profileDir } : {}),
  });
  try {
    const seeded = await seed(server.url, visitorSequence(12), server.stderr);
    const run = async (target: LoadTarget, endpoint = target.name): Promise<Row> => {
      if (options.warmUpSeconds > 0) {
        await measure(server.url, target, { ...settings, durationSeconds: options.warmUpSeconds });
      }
      const result = await measure(server.url, target, settings);
      log(`  ${driver}: ${endpoint}: ${result.requestsPerSecond.toFixed(0)} req/s`);
      return { driver, endpoint, ...result };
    };
    const baseline = await run(healthTarget, 'GET /api/health (baseline)');
    const quotes = quoteTarget(visitorSequence(10));
    const quote = await run(quotes);
    const halfPeak = Math.max(1, Math.round(quote.requestsPerSecond / 2));
    const quoteAtHalfPeak: Row = {
      driver,
      endpoint: `get quotation at ${halfPeak}/s (half peak, paced)`,
      ...(await measurePaced(server.url, quotes, {
        rate: halfPeak,
        durationSeconds: settings.durationSeconds,
        connections: settings.connections,
      })),
    };
    log(`  ${driver}: ${quoteAtHalfPeak.endpoint}: p99 ${quoteAtHalfPeak.p99Ms.toFixed(1)} ms`);
    const covers = await run(coversTarget(seeded));
    const home = await run(homePageTarget);
    const buy = await run(buyTarget(seeded, visitorSequence(11)));
    return {
      driver,
      baseline,
      quote,
      quoteAtHalfPeak,
      rows: [baseline, quote, quoteAtHalfPeak, buy, covers, home],
    };
  } finally {
    await server.stop();
  }
}
