// The section columns renamed to one name each (household, portable) keep every stored value, and the
// products' rates stay refused below 0 under their new names.
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

const rename = 'section_names';
const before = mkdtempSync(join(tmpdir(), 'kinga-migrations-before-'));
let database: DatabaseHandle | undefined;
afterAll(async () => {
  await database?.close();
  rmSync(before, { recursive: true, force: true });
});

it('keeps the rates and the household total of a cover stored under the old column names', async () => {
  cpSync(migrationsFolder, before, { recursive: true });
  const journalPath = join(before, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const upTo = journal.entries.findIndex((entry) => entry.tag.endsWith(rename));
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
    values ('p', 'u', 'P', 'd', 15, 75, 300, 1, '[]', array['ContentsAndAllRisks'])`);
  const [user] = await queryRows<{ id: string }>(
    db,
    sql`insert into users (name, msisdn, account_type) values ('Wanjiru Kamau', '254712345678', 'tenant')
      returning id`,
  );
  await db.execute(sql`insert into covers (user_id, product_id, is_owner, location, country_or_town,
      type_of_residence, construction, house_number, plot_number, value_of_property,
      value_of_house_hold_items, value_of_portable_items, premium, quotation, reference)
    values (${user?.id}, 'p', false, '', '', '', '', '', '', 0, 250000, 80000, 4275, 4335, 'K7Q3M9XT')`);

  await migratePglite(db, { migrationsFolder });
  expect(
    await queryRows(db, sql`select household_rate_bp, portable_rate_bp from products where id = 'p'`),
  ).toEqual([{ household_rate_bp: 75, portable_rate_bp: 300 }]);
  const [cover] = await queryRows<{ household: unknown; portable: unknown }>(
    db,
    sql`select value_of_household_items as household, value_of_portable_items as portable from covers`,
  );
  expect([Number(cover?.household), Number(cover?.portable)]).toEqual([250_000, 80_000]);
  await expect(db.execute(sql`update products set household_rate_bp = -1 where id = 'p'`)).rejects.toThrow();
  await expect(db.execute(sql`update products set portable_rate_bp = -1 where id = 'p'`)).rejects.toThrow();
});
