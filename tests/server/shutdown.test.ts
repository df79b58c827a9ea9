import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/query-rows';
import { closeServer } from '../../src/server/shutdown';
import { buildTestApp, noClientBuildDir, openTestDatabase } from '../helpers/server-app';

describe('stopping the server', () => {
  it('lets a request in flight finish, database work included, then closes without waiting on keep-alive', async () => {
    const database = await openTestDatabase();
    const app = await buildTestApp({ database, clientDir: noClientBuildDir });
    let requestArrived: () => void = () => {};
    const arrived = new Promise<void>((resolve) => {
      requestArrived = resolve;
    });
    // A request that is still working when the stop begins, and needs the database after it began.
    app.get('/api/test/slow', async () => {
      requestArrived();
      await new Promise((resolve) => setTimeout(resolve, 300));
      const [row] = await queryRows<{ answer: number }>(database.db, sql`select 42 as answer`);
      return { answer: row?.answer };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;

    const response = fetch(`http://127.0.0.1:${port}/api/test/slow`);
    await arrived;
    const closed = closeServer(app, database);

    const answered = await response;
    expect(answered.status).toBe(200);
    expect(await answered.json()).toEqual({ answer: 42 });
    await closed;
    // Closed for good: new connections are refused.
    await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
  });
});
