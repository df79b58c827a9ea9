// Covers bought before purchase references existed get one too: distinct, from the same
// alphabet as new ones, and from then on every cover must have one.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { afterAll, expect, it } from 'vitest';
import { normalisePurchaseReference } from '../../../src/domain/purchase-reference';
import { migrationsFolder } from '../../../src/server/db/migrations-folder';
import { type DatabaseHandle, openDatabase, type Schema } from '../../../src/server/db/open-database';
import { queryRows } from '../../../src/server/db/query-rows';

const backfill = 'cover_reference';
const before = mkdtempSync(join(tmpdir(), 'kinga-migrations-before-'));
let database: DatabaseHandle | undefined;
afterAll(async () => {
  await database?.close();
  rmSync(before, { recursive: true, force: true });
});

it('gives every old cover a distinct reference of the new kind, and then requires one', async () => {
  cpSync(migrationsFolder, before, { recursive: true });
  const journalPath = join(before, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const upTo = journal.entries.findIndex((entry) => entry.tag.endsWith(backfill));
  expect(upTo).toBeGreaterThan(0);
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, upTo) }));

  database = await openDatabase({ driver: 'pglite', storage: 'memory' });
  const db = database.db as PgliteDatabase<Schema>;
  await migratePglite(db, { migrationsFolder: before });
  await db.execute(
    sql`insert into underwriters (id, name, tagline, logo, link) values ('u', 'U', 't', 'l', 'k')`,
  );
  await db.execute(sql`insert into products (id, underwriter_id, name, description, building_rate_bp,
    contents_rate_bp, all_risks_rate_bp, minimum_premium, benefits, cover_types)
    values ('p', 'u', 'P', 'd', 10, 10, 10, 1, '[]', array['Building'])`);
  const [user] = await queryRows<{ id: string }>(
    db,
    sql`insert into users (name, msisdn, account_type) values ('Wanjiru Kamau', '254712345678', 'owner')
      returning id`,
  );
  const oldCovers = 300;
  await db.execute(sql`insert into covers (user_id, product_id, is_owner, location, country_or_town,
      type_of_residence, construction, house_number, plot_number, value_of_property,
      value_of_house_hold_items, value_of_portable_items, premium, quotation)
    select ${user?.id}, 'p', true, 'Karen', '', '', '', '', '', 1000000, 0, 0, 1000, 1100
    from generate_series(1, ${oldCovers})`);

  await migratePglite(db, { migrationsFolder });
  const rows = await queryRows<{ reference: string | null }>(db, sql`select reference from covers`);
  expect(rows).toHaveLength(oldCovers);
  const references = rows.map((row) => row.reference ?? '');
  // Each is already in the form a typed account number normalises to.
  for (const reference of references) expect(normalisePurchaseReference(reference)).toBe(reference);
  expect(new Set(references).size).toBe(oldCovers);

  await expect(
    db.execute(sql`update covers set reference = ${references[0]} where reference = ${references[1]}`),
  ).rejects.toThrow();
  await expect(
    db.execute(sql`update covers set reference = null where reference = ${references[0]}`),
  ).rejects.toThrow();
});
