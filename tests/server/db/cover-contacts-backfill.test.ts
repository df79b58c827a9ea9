// Covers bought before contact details were kept per cover get their account's details as their contacts,
// so their mail still has an address; the accounts themselves start unproven.
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

const backfill = '0012_proven_details_and_payment_tokens';
const before = mkdtempSync(join(tmpdir(), 'kinga-migrations-before-'));
let database: DatabaseHandle | undefined;
afterAll(async () => {
  await database?.close();
  rmSync(before, { recursive: true, force: true });
});

it('gives every existing cover its account’s details as contacts, and leaves every account unproven', async () => {
  // The migrations as they were just before the backfill.
  cpSync(migrationsFolder, before, { recursive: true });
  const journalPath = join(before, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const upTo = journal.entries.findIndex((entry) => entry.tag === backfill);
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
    sql`insert into users (name, msisdn, email, id_number, kra_pin, profession, address, account_type)
      values ('Wanjiru Kamau', '254712345678', 'wanjiru@mail.com', '30123456', 'A001234567Z', 'Engineer',
        'P.O. Box 1-00100', 'owner') returning id`,
  );
  const [cover] = await queryRows<{ id: string }>(
    db,
    sql`insert into covers (user_id, product_id, is_owner, location, country_or_town, type_of_residence,
      construction, house_number, plot_number, value_of_property, value_of_house_hold_items,
      value_of_portable_items, premium, quotation)
      values (${user?.id}, 'p', true, 'Karen', '', '', '', '', '', 1000000, 0, 0, 1000, 1100) returning id`,
  );

  await migratePglite(db, { migrationsFolder });
  const contacts = await queryRows<Record<string, unknown>>(
    db,
    sql`select * from cover_contacts where cover_id = ${cover?.id}`,
  );
  expect(contacts).toEqual([
    {
      cover_id: cover?.id,
      name: 'Wanjiru Kamau',
      msisdn: '254712345678',
      email: 'wanjiru@mail.com',
      id_number: '30123456',
      profession: 'Engineer',
      kra_pin: 'A001234567Z',
      address: 'P.O. Box 1-00100',
    },
  ]);
  const [account] = await queryRows<{ details_proven_at: Date | null }>(
    db,
    sql`select details_proven_at from users where id = ${user?.id}`,
  );
  expect(account?.details_proven_at).toBeNull();
});
