// Which migration the database is at, by its drizzle-kit tag (e.g. '0000_initial'), for /api/health and
// for operators comparing a database with a build.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { migrationsFolder } from './migrations-folder';
import type { Database } from './open-database';
import { queryRows } from './query-rows';

const JournalSchema = z.object({ entries: z.array(z.object({ when: z.number(), tag: z.string() })) });

/**
 * The tag of the newest applied migration, or null when none is applied. Drizzle records each migration
 * by its journal timestamp (`created_at` = the journal's `when`), which maps back to the tag. A database
 * migrated by a newer build than this one reports `unknown (<timestamp>)` rather than a wrong tag.
 */
export async function readSchemaVersion(db: Database): Promise<string | null> {
  const [table] = await queryRows<{ found: string | null }>(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations')::text as found`,
  );
  if (!table?.found) return null;
  // bigint arrives as a string from node-postgres and as a number from PGlite.
  const [row] = await queryRows<{ created_at: string | number }>(
    db,
    sql`select created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
  );
  if (!row) return null;
  const appliedAt = Number(row.created_at);
  const journal = await readJournal();
  return journal.entries.find((entry) => entry.when === appliedAt)?.tag ?? `unknown (${appliedAt})`;
}

// The journal ships with the build and never changes while the process runs.
let journalRead: Promise<z.infer<typeof JournalSchema>> | undefined;
function readJournal() {
  journalRead ??= readFile(join(migrationsFolder, 'meta', '_journal.json'), 'utf8').then((text) =>
    JournalSchema.parse(JSON.parse(text)),
  );
  return journalRead;
}
