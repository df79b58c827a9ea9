// Claim items get their section: 0030 adds the column with 'household' for every row, and the
// hand-written 0031 sets the rows made before it right: the building's row (no cover item, 'the building')
// to 'building', a listed item's row to its item's kind. None of them was named by the client.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { afterAll, expect, it } from 'vitest';
import { migrationsFolder } from '../../../src/server/db/migrations-folder';
import { type DatabaseHandle, openDatabase, type Schema } from '../../../src/server/db/open-database';
import { queryRows } from '../../../src/server/db/query-rows';

const before = mkdtempSync(join(tmpdir(), 'kinga-migrations-before-'));
let database: DatabaseHandle | undefined;
afterAll(async () => {
  await database?.close();
  rmSync(before, { recursive: true, force: true });
});

const claimId = '00000000-0000-4000-8000-00000000c1a1';
const coverId = '00000000-0000-4000-8000-00000000c0fe';
const tv = '00000000-0000-4000-8000-0000000000a1';
const sofa = '00000000-0000-4000-8000-0000000000a2';

it('gives the claim items made before sections the building, or their listed item’s kind', async () => {
  cpSync(migrationsFolder, before, { recursive: true });
  const journalPath = join(before, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const upTo = journal.entries.findIndex((entry) => entry.tag.endsWith('claim_item_sections'));
  expect(upTo).toBeGreaterThan(0);
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, upTo) }));

  database = await openDatabase({ driver: 'pglite', storage: 'memory' });
  const db = database.db as PgliteDatabase<Schema>;
  await migratePglite(db, { migrationsFolder: before });
  // Only the rows the backfill reads: the claim and cover they point at do not matter to it, so the
  // foreign keys are not checked while they are written.
  await db.execute(sql`set session_replication_role = replica`);
  await db.execute(sql`insert into cover_items (id, cover_id, kind, name, value) values
    (${tv}, ${coverId}, 'portable', 'Television', 60000), (${sofa}, ${coverId}, 'household', 'Sofa set', 300000)`);
  await db.execute(sql`insert into claim_items (claim_id, cover_item_id, name, sum_insured, estimated_loss) values
    (${claimId}, null, 'the building', 4000000, 500000),
    (${claimId}, ${tv}, 'Television', 60000, 40000),
    (${claimId}, ${sofa}, 'Sofa set', 300000, 120000),
    (${claimId}, null, '', 80000, 1000)`);
  await db.execute(sql`set session_replication_role = origin`);

  await migratePglite(db, { migrationsFolder });
  expect(
    await queryRows<{ name: string; section: string; named: boolean }>(
      db,
      sql`select name, section, named from claim_items order by estimated_loss desc`,
    ),
  ).toEqual([
    { name: 'the building', section: 'building', named: false },
    { name: 'Sofa set', section: 'household', named: false },
    { name: 'Television', section: 'portable', named: false },
    // An erased account's item: its name and kind are gone; its claim is closed.
    { name: '', section: 'household', named: false },
  ]);
});
