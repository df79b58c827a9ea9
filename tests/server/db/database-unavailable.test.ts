// Which errors mean "the database cannot be reached" (a 503 to retry later) and which are a query's own
// fault (a 500): real errors from node-postgres through Drizzle, against a port nobody listens on and
// against one that accepts and never answers, and a real syntax error.
import { createServer, type Server, type Socket } from 'node:net';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../../../src/server/db/database-unavailable';
import { freePort } from '../../helpers/free-port';

const held: Socket[] = [];
let silent: Server;
let silentPort = 0;
beforeAll(async () => {
  silent = createServer((socket) => held.push(socket));
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  const address = silent.address();
  silentPort = typeof address === 'object' && address ? address.port : 0;
});
afterAll(async () => {
  for (const socket of held) socket.destroy();
  await new Promise((resolve) => silent.close(resolve));
});

async function errorOfQueryAt(port: number): Promise<unknown> {
  const pool = new pg.Pool({
    connectionString: `postgres://nobody@127.0.0.1:${port}/none`,
    connectionTimeoutMillis: 300,
  });
  try {
    await drizzlePostgres({ client: pool }).execute(sql`select 1`);
    return undefined;
  } catch (error) {
    return error;
  } finally {
    await pool.end();
  }
}

describe('telling an unreachable database from a failing query', () => {
  it('a refused connection is the database being unavailable', async () => {
    const error = await errorOfQueryAt(await freePort());
    expect(error).toBeInstanceOf(Error);
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('a connection nobody answers, given up after the connect timeout, is too', async () => {
    const error = await errorOfQueryAt(silentPort);
    expect(error).toBeInstanceOf(Error);
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('a query the database refuses (a syntax error) is not', async () => {
    const client = await PGlite.create();
    try {
      const error = await drizzlePglite({ client })
        .execute(sql`selec 1`)
        .then(
          () => undefined,
          (caught: unknown) => caught,
        );
      expect(error).toBeInstanceOf(Error);
      expect(isDatabaseUnavailable(error)).toBe(false);
    } finally {
      await client.close();
    }
  });

  it('an error with no database in it is not', () => {
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
  });
});
