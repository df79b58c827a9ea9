// Transactions on node-postgres that always give their connection back. Drizzle's own (0.45) checks a
// connection out of the pool and sends BEGIN before its try/finally: when BEGIN fails (the connection
// died a moment ago, or a stalled one hit the query timeout) the connection is never released. Each such
// leak holds a pool slot forever, so after a few outages the pool is full of dead connections and service
// never resumes; and the leaked connection has no error listener, so its socket's eventual reset crashed
// the process. Here the connection is checked out by us, listened to while out, released whatever
// happens, and released as broken (so the pool drops it) when the database was unreachable.
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { isDatabaseUnavailable } from './database-unavailable';

type PostgresDb<Schema extends Record<string, unknown>> = NodePgDatabase<Schema> & { $client: pg.Pool };

export function withReleasingTransactions<Schema extends Record<string, unknown>>(
  db: PostgresDb<Schema>,
  pool: pg.Pool,
  schema: Schema,
): PostgresDb<Schema> {
  // One Drizzle instance per pooled connection: building one reads the whole schema.
  const onConnection = new WeakMap<pg.PoolClient, NodePgDatabase<Schema>>();
  const transaction: PostgresDb<Schema>['transaction'] = async (work, config) => {
    const connection = await pool.connect();
    let broken: Error | undefined;
    const onError = (error: Error) => {
      broken = error;
    };
    connection.on('error', onError);
    try {
      let bound = onConnection.get(connection);
      if (!bound) {
        // Given one connection rather than the pool, Drizzle runs BEGIN…COMMIT on it and releases nothing.
        bound = drizzle({ client: connection, schema });
        onConnection.set(connection, bound);
      }
      return await bound.transaction(work, config);
    } catch (error) {
      if (isDatabaseUnavailable(error)) broken ??= error as Error;
      throw error;
    } finally {
      connection.removeListener('error', onError);
      connection.release(broken);
    }
  };
  db.transaction = transaction;
  return db;
}
