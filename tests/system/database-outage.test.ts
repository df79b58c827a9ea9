// Fault: the database goes away for a while: refusing connections (PostgreSQL down on a host that
// answers), silent (a host gone: new connections are never answered), and stalled (a partition: the
// pool's open connections get no reset, they just go quiet). Requests must fail fast with a clear 503
// rather than hang on the pool, /api/health must say the database is unavailable, and once the database
// is back the same process serves again, with no restart.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseMessages } from '../../src/domain/database-messages';
import { QUERY_TIMEOUT_MS } from '../../src/server/db/open-database';
import {
  type CutMode,
  type CuttableProxy,
  startCuttableProxy,
  throughProxy,
} from '../helpers/cuttable-tcp-proxy';
import { tenantCover } from '../helpers/server-payments';
import { createScratchDatabase, type ScratchDatabase } from '../helpers/server-postgres';
import {
  type ProductionServer,
  type SimulatorProcess,
  startProductionServer,
  startSimulatorProcess,
} from '../helpers/system-processes';
import { eventually, postJson } from '../helpers/system-purchase';

/**
 * What "fast" means to a visitor and to a load balancer's health check: a new connection is given up
 * after 2 s; a query sent on a pooled connection that went quiet (a stall) after the query timeout.
 */
const answerWithinMs: Record<CutMode, number> = {
  refuse: 3_000,
  silent: 3_000,
  stall: QUERY_TIMEOUT_MS + 1_000,
};

let database: ScratchDatabase;
let proxy: CuttableProxy;
let simulator: SimulatorProcess;
let server: ProductionServer;

beforeAll(async () => {
  database = await createScratchDatabase();
  const { hostname, port } = new URL(database.url);
  proxy = await startCuttableProxy({ host: hostname, port: Number(port || 5432) });
  simulator = await startSimulatorProcess();
  server = await startProductionServer({
    databaseUrl: throughProxy(database.url, proxy),
    simulatorUrl: simulator.url,
  });
});
afterAll(async () => {
  await server?.stop();
  await simulator?.stop();
  await proxy?.close();
  await database?.drop();
});

async function health() {
  const startedAt = performance.now();
  const response = await fetch(`${server.url}/api/health`, { signal: AbortSignal.timeout(10_000) });
  return { status: response.status, body: await response.json(), tookMs: performance.now() - startedAt };
}
const quote = () => postJson(`${server.url}/api/home-insurance/quotations/quote`, tenantCover, {}, 10_000);

describe('the database unreachable for a while', () => {
  it.each<CutMode>(['refuse', 'silent', 'stall'])(
    'cut (%s): a fast, clear 503 and an honest health check, then service resumes by itself',
    async (mode) => {
      expect((await quote()).status).toBe(200);
      proxy.cut(mode);
      try {
        // Twice: the pool must not wedge after its first failed connection.
        for (let attempt = 0; attempt < 2; attempt += 1) {
          const refused = await quote();
          expect(refused.status, JSON.stringify(refused.body)).toBe(503);
          expect(refused.body).toMatchObject({ status: false, message: databaseMessages.unavailable });
          expect(refused.tookMs).toBeLessThan(answerWithinMs[mode]);
          const checked = await health();
          expect(checked.status).toBe(503);
          expect(checked.body).toMatchObject({ status: 'unavailable', database: { available: false } });
          expect(checked.tookMs).toBeLessThan(answerWithinMs[mode]);
        }
      } finally {
        proxy.restore();
      }
      await eventually('health to recover', async () => (await health()).status === 200, 10_000);
      expect((await quote()).status).toBe(200);
      expect(server.child.exitCode).toBeNull();
    },
  );
});
