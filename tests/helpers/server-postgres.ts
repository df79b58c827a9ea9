// A scratch database on the PostgreSQL at TEST_DATABASE_URL, one per test file: files run side by side
// and never see each other's rows, and the migrations run unchanged (they name the public schema).
// A migrated one is a copy of a template migrated once per cluster (CREATE DATABASE … TEMPLATE copies
// files, in a few tens of milliseconds, where running the 25 migrations takes about a second).
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { migrate } from '../../src/server/db/migrate';
import { openDatabase } from '../../src/server/db/open-database';
import { migrationsKey } from './migrations-key';

export interface ScratchDatabase {
  url: string;
  drop(): Promise<void>;
}

export function requireTestDatabaseUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url)
    throw new Error('TEST_DB_DRIVER=postgres needs TEST_DATABASE_URL (see scripts/start-test-postgres.sh)');
  return url;
}

async function withAdminClient<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: requireTestDatabaseUrl() });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

function urlOf(name: string): string {
  const url = new URL(requireTestDatabaseUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

async function createDatabase(template?: string): Promise<ScratchDatabase> {
  const name = `kinga_test_${randomBytes(6).toString('hex')}`;
  await withAdminClient((client) =>
    client.query(`create database ${name}${template ? ` template ${template}` : ''}`),
  );
  return {
    url: urlOf(name),
    // FORCE ends connections a failed test left open, so the drop never hangs.
    drop: async () => {
      await withAdminClient((client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
}

/** An empty database, for tests of the migrations themselves and of start-up. */
export function createScratchDatabase(): Promise<ScratchDatabase> {
  return createDatabase();
}

// Any fixed number: workers making the template take turns, so it is migrated once.
const TEMPLATE_LOCK_KEY = 4_542_170_302;

let template: Promise<string> | undefined;

/**
 * The name of a database holding every migration, made on first use and kept in the cluster (its name
 * carries the migrations' hash, so a new migration makes a new one). It is built under another name and
 * renamed when done, so no copy is ever taken of a half-migrated one.
 */
function migratedTemplate(): Promise<string> {
  template ??= (async () => {
    const name = `kinga_template_${await migrationsKey()}`;
    await withAdminClient(async (client) => {
      await client.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK_KEY]);
      const found = await client.query('select 1 from pg_database where datname = $1', [name]);
      if (found.rowCount) return;
      const partial = `${name}_partial`;
      await client.query(`drop database if exists ${partial} with (force)`);
      await client.query(`create database ${partial}`);
      const database = await openDatabase({ driver: 'postgres', url: urlOf(partial) });
      try {
        await migrate(database);
      } finally {
        await database.close();
      }
      await client.query(`alter database ${partial} rename to ${name}`);
      // The lock is the session's: it goes with the connection withAdminClient ends.
    });
    return name;
  })();
  return template;
}

/** A database with every migration applied, as `npm start` leaves an empty one before the catalogue. */
export async function createMigratedScratchDatabase(): Promise<ScratchDatabase> {
  return createDatabase(await migratedTemplate());
}
