// The schema's CHECK constraints build their lists of allowed values from the domain's constants. Two
// things must hold for that: the SQL they render is, to the letter, what the newest migration snapshot
// holds (drizzle-kit compares the text, so any other spelling would be a schema change needing a
// migration), and no schema file writes a list by hand again (which could drift from its constant).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { is } from 'drizzle-orm';
import { getTableConfig, PgDialect, PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from '../../../../src/server/db/schema';

const root = new URL('../../../../', import.meta.url).pathname;
const schemaFolder = join(root, 'src/server/db/schema');
const metaFolder = join(root, 'src/server/db/migrations/meta');

interface Snapshot {
  tables: Record<string, { name: string; checkConstraints: Record<string, { value: string }> }>;
}

function newestSnapshot(): Snapshot {
  const newest = readdirSync(metaFolder)
    .filter((name) => name.endsWith('_snapshot.json'))
    .sort()
    .at(-1);
  return JSON.parse(readFileSync(join(metaFolder, newest ?? ''), 'utf8')) as Snapshot;
}

// Rendered as drizzle-kit renders them: columns named with their table, values inline.
function renderedChecks(): Record<string, string> {
  const dialect = new PgDialect();
  const checks: Record<string, string> = {};
  for (const table of Object.values(schema).filter((value) => is(value, PgTable))) {
    for (const check of getTableConfig(table).checks) {
      checks[check.name] = dialect.sqlToQuery(check.value).sql;
    }
  }
  return checks;
}

describe("the schema's CHECK constraints", () => {
  it('render exactly as the newest migration snapshot holds them', () => {
    const snapshotChecks: Record<string, string> = {};
    for (const table of Object.values(newestSnapshot().tables)) {
      for (const [name, check] of Object.entries(table.checkConstraints)) snapshotChecks[name] = check.value;
    }
    const checks = renderedChecks();
    expect(Object.keys(checks).length).toBeGreaterThan(30);
    expect(checks).toEqual(snapshotChecks);
  });

  it('list allowed values from the domain constants, never by hand', () => {
    const handWritten = readdirSync(schemaFolder)
      .filter((name) => name.endsWith('.ts'))
      .flatMap((name) =>
        readFileSync(join(schemaFolder, name), 'utf8')
          .split('\n')
          .filter((line) => /\bin \('|array\['|enum: \[/.test(line))
          .map((line) => `${name}: ${line.trim()}`),
      );
    expect(handWritten).toEqual([]);
  });

  it("render a domain constant's values quoted and comma-separated", () => {
    expect(renderedChecks().users_account_type).toBe(`"users"."account_type" in ('tenant', 'owner')`);
    expect(renderedChecks().operators_role).toBe(`"operators"."role" in ('agent', 'admin')`);
  });
});
