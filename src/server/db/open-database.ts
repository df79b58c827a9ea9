// Opens the database the configuration points at. Both drivers speak the same Drizzle schema and
// migrations, so the rest of the server sees one `Database` type and never asks which driver it has.
import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { DatabaseTarget } from './database-target';
import { acquirePgliteLock } from './pglite-lock';
import { withReleasingTransactions } from './postgres-transactions';
import * as schema from './schema';

export type Schema = typeof schema;
/** The Drizzle database every repository takes: the common base of the PGlite and node-postgres drivers. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

interface HandleBase {
  db: Database;
  close(): Promise<void>;
}
export type DatabaseHandle =
  | (HandleBase & { driver: 'pglite'; client: PGlite })
  | (HandleBase & { driver: 'postgres'; client: pg.Pool });

export interface OpenDatabaseOptions {
  /** Told about errors on idle pooled connections (postgres only), e.g. the server restarting. */
  onIdleError?: (error: Error) => void;
}

export async function openDatabase(
  target: DatabaseTarget,
  options: OpenDatabaseOptions = {},
): Promise<DatabaseHandle> {
  if (target.driver === 'postgres') return openPostgres(target.url, options.onIdleError ?? (() => {}));
  if (target.storage === 'memory') {
    return wrapPglite(await PGlite.create(target.loadDataDir ? { loadDataDir: target.loadDataDir } : {}));
  }
  // Before opening: a second process on the same files is refused with what to do (pglite-lock.ts).
  const lock = await acquirePgliteLock(target.dir);
  try {
    await mkdir(target.dir, { recursive: true });
    return wrapPglite(await PGlite.create(target.dir), lock.release);
  } catch (error) {
    await lock.release();
    throw error;
  }
}

function wrapPglite(client: PGlite, afterClose: () => Promise<void> = async () => {}): DatabaseHandle {
  return {
    driver: 'pglite',
    client,
    db: drizzlePglite({ client, schema }),
    // Closing flushes PGlite's files; skipping it can leave the on-disk cluster needing recovery.
    close: async () => {
      await client.close();
      await afterClose();
    },
  };
}

/**
 * How long a request waits for a new connection before it is told the database is unavailable (a 503).
 * node-postgres waits forever by default: with PostgreSQL's host gone silent (a partition), every request
 * hung on the pool. A healthy connect, TLS included, takes well under a second.
 */
export const CONNECT_TIMEOUT_MS = 2_000;
/**
 * How long a query may go unanswered before it fails (and its connection is dropped from the pool). On a
 * partition the pool's open connections get no reset, and a query sent on one waited for TCP to give up
 * (about 15 min). Every query a request or a background pass makes touches a few rows by index, far
 * below this; migrations, which may rightly take longer or wait for another instance's, run without it.
 */
export const QUERY_TIMEOUT_MS = 5_000;

async function openPostgres(url: string, onIdleError: (error: Error) => void): Promise<DatabaseHandle> {
  const client = new pg.Pool({
    connectionString: url,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    query_timeout: QUERY_TIMEOUT_MS,
  });
  // An idle pooled connection can die with the server; without a listener that error crashes Node.
  // The pool replaces the connection by itself, so reporting it is enough.
  client.on('error', onIdleError);
  // Fail at start-up, with the driver's reason, rather than on the first request.
  const probe = await client.connect().catch(async (error: unknown) => {
    await client.end();
    throw error;
  });
  probe.release();
  const db = withReleasingTransactions(drizzlePostgres({ client, schema }), client, schema);
  return { driver: 'postgres', client, db, close: () => client.end() };
}
