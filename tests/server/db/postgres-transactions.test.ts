// A transaction whose BEGIN never gets an answer (the pool's connection went quiet: a partition) must give
// its connection back, as broken, so the pool does not fill with dead connections and a later reset of
// that socket does not crash the process. Drizzle's own transaction kept such a connection forever.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase, QUERY_TIMEOUT_MS } from '../../../src/server/db/open-database';
import { queryRows } from '../../../src/server/db/query-rows';
import { type CuttableProxy, startCuttableProxy, throughProxy } from '../../helpers/cuttable-tcp-proxy';
import { testDriver } from '../../helpers/server-app';
import { requireTestDatabaseUrl } from '../../helpers/server-postgres';

const onPostgres = testDriver === 'postgres';
let proxy: CuttableProxy;
let database: DatabaseHandle;

beforeAll(async () => {
  if (!onPostgres) return;
  const url = requireTestDatabaseUrl();
  const { hostname, port } = new URL(url);
  proxy = await startCuttableProxy({ host: hostname, port: Number(port || 5432) });
  database = await openDatabase({ driver: 'postgres', url: throughProxy(url, proxy) });
});
afterAll(async () => {
  await database?.close();
  await proxy?.close();
});

describe.skipIf(!onPostgres)('a postgres transaction on a stalled connection', () => {
  it(
    'fails within the query timeout and gives its connection back; the pool serves again after',
    async () => {
      if (database.driver !== 'postgres') throw new Error('postgres only');
      await database.db.execute(sql`select 1`);
      expect(database.client.totalCount).toBe(1);
      proxy.cut('stall');
      const startedAt = Date.now();
      const failed = await database.db
        .transaction(async (tx) => tx.execute(sql`select 1`))
        .then(
          () => null,
          (error: unknown) => error,
        );
      expect(failed).toBeInstanceOf(Error);
      expect(Date.now() - startedAt).toBeLessThan(QUERY_TIMEOUT_MS + 1_000);
      // Released as broken: the pool let go of it, rather than keeping it checked out for ever.
      expect(database.client.totalCount).toBe(0);
      proxy.restore();
      const answer = await database.db.transaction((tx) =>
        queryRows<{ two: number }>(tx, sql`select 2 as two`),
      );
      expect(answer).toEqual([{ two: 2 }]);
      expect(database.client.idleCount).toBe(database.client.totalCount);
    },
    QUERY_TIMEOUT_MS + 10_000,
  );
});
