// The migrations the build ships, read from drizzle-kit's journal, so tests that check "the newest
// migration is applied" do not change with every new migration.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { migrationsFolder } from '../../src/server/db/migrations-folder';

const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
  entries: { tag: string }[];
};

export const migrationCount = journal.entries.length;
export const newestMigrationTag = journal.entries.at(-1)?.tag ?? 'none';
