// A raw SQL statement run as a named prepared statement: node-postgres parses and plans it once per
// connection, and Drizzle builds its text once. For the few statements on a hot path that the query
// builder cannot express (a data-modifying WITH); anything that varies is a sql.placeholder.
import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from './open-database';

const dialect = new PgDialect();

export interface PreparedSql<Row> {
  execute(values: Record<string, unknown>): Promise<Row[]>;
}

export function prepareSql<Row>(db: Database, name: string, statement: SQL): PreparedSql<Row> {
  const prepared = db._.session.prepareQuery(dialect.sqlToQuery(statement), undefined, name, false);
  return {
    async execute(values) {
      // Without fields to map, both drivers hand back their own result, which carries `rows`.
      const result = (await prepared.execute(values)) as { rows: Row[] };
      return result.rows;
    },
  };
}

/** A placeholder with its Postgres type, so a prepared statement's parameters need no inference. */
export const typedPlaceholder = (name: string, type: string): SQL =>
  sql`${sql.placeholder(name)}::${sql.raw(type)}`;
