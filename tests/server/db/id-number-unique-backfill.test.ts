// ID numbers become unique: existing rows are tidied first. Blank ones become null, spaces go,
// and of accounts sharing a number the proven one keeps it (else the oldest); the others lose it.
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

const uniqueIndex = 'users_id_number_unique';
const before = mkdtempSync(join(tmpdir(), 'kinga-migrations-before-'));
let database: DatabaseHandle | undefined;
afterAll(async () => {
  await database?.close();
  rmSync(before, { recursive: true, force: true });
});

it('keeps each ID number on one account (the proven one, else the oldest) and refuses a second', async () => {
  cpSync(migrationsFolder, before, { recursive: true });
  const journalPath = join(before, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const upTo = journal.entries.findIndex((entry) => entry.tag.endsWith(uniqueIndex));
  expect(upTo).toBeGreaterThan(0);
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, upTo) }));

  database = await openDatabase({ driver: 'pglite', storage: 'memory' });
  const db = database.db as PgliteDatabase<Schema>;
  await migratePglite(db, { migrationsFolder: before });
  const rows: [string, string, string | null, string | null][] = [
    // name, msisdn, id_number, details_proven_at
    ['unproven older', '254700000001', '30123456', null],
    ['proven', '254700000002', '30123456', '2026-01-02T00:00:00Z'],
    ['spaced older', '254700000003', ' 30999999 ', null],
    ['spaced newer', '254700000004', '30999999', null],
    ['blank', '254700000005', '   ', null],
    ['blank too', '254700000006', '', null],
    ['alone', '254700000007', '27000000', null],
  ];
  for (const [index, [name, msisdn, idNumber, proven]] of rows.entries()) {
    await db.execute(sql`insert into users (name, msisdn, id_number, details_proven_at, account_type, created_at)
      values (${name}, ${msisdn}, ${idNumber}, ${proven}, 'tenant', ${`2026-01-01T00:00:0${index}Z`})`);
  }

  await migratePglite(db, { migrationsFolder });
  const after = await queryRows<{ name: string; id_number: string | null }>(
    db,
    sql`select name, id_number from users order by msisdn`,
  );
  expect(after).toEqual([
    { name: 'unproven older', id_number: null },
    { name: 'proven', id_number: '30123456' },
    { name: 'spaced older', id_number: '30999999' },
    { name: 'spaced newer', id_number: null },
    { name: 'blank', id_number: null },
    { name: 'blank too', id_number: null },
    { name: 'alone', id_number: '27000000' },
  ]);
  await expect(
    db.execute(sql`update users set id_number = '27000000' where msisdn = '254700000001'`),
  ).rejects.toThrow();
});
