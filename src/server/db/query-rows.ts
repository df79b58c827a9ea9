import type { SQL } from 'drizzle-orm';
import type { Database } from './open-database';

/**
 * Runs raw SQL and returns its rows. Both drivers' results carry `rows`, but the shared `Database` base
 * type cannot know which result shape it has, so this is the one place that says so.
 */
export async function queryRows<Row>(db: Database, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as { rows: Row[] };
  return result.rows;
}
