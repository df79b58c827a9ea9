// Applies the drizzle-kit migrations at start-up, so `npm start` is the only setup step.
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsFolder } from './migrations-folder';
import type { DatabaseHandle, Schema } from './open-database';

// Any fixed number works; it only has to be the same in every instance of this app.
const MIGRATION_LOCK_KEY = 4_542_170_301;

/** Applies every migration not yet applied. Safe to call on every start and from several instances. */
export async function migrate(handle: DatabaseHandle): Promise<void> {
  if (handle.driver === 'pglite') {
    // PGlite has one connection and one process, so nothing can race it.
    await migratePglite(handle.db as PgliteDatabase<Schema>, { migrationsFolder });
    return;
  }
  // Instances behind a load balancer start together. Drizzle's migrator reads the last applied migration
  // before its transaction, so two of them could both apply the same one; a session advisory lock held
  // on one dedicated connection makes them take turns (the second then finds nothing to do). That
  // connection is the pool's settings without its query timeout: a migration may take long, and so may
  // the wait for another instance's.
  const connection = new pg.Client({ ...handle.client.options, query_timeout: undefined });
  // A lost connection rejects the query under way; without a listener the event would crash the process.
  connection.on('error', () => {});
  await connection.connect();
  try {
    await connection.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migrateNodePostgres(drizzle({ client: connection }), { migrationsFolder });
    } finally {
      await connection.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    await connection.end();
  }
}
