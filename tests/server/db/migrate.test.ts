import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../../src/server/db/migrate';
import { type DatabaseHandle, openDatabase } from '../../../src/server/db/open-database';
import { queryRows } from '../../../src/server/db/query-rows';
import { sessions, users } from '../../../src/server/db/schema';
import { readSchemaVersion } from '../../../src/server/db/schema-version';
import { openTestDatabase, testDriver } from '../../helpers/server-app';
import { migrationCount, newestMigrationTag } from '../../helpers/server-migrations';
import { createScratchDatabase } from '../../helpers/server-postgres';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const newUser = { name: 'Wanjiru Kamau', msisdn: '254712345678', accountType: 'tenant' as const };

describe(`migrations (${testDriver})`, () => {
  it('reports the newest applied migration by its tag', async () => {
    expect(await readSchemaVersion(database.db)).toBe(newestMigrationTag);
  });

  it('can run again on every start without changing anything', async () => {
    await migrate(database);
    await migrate(database);
    const [applied] = await queryRows<{ count: number | string }>(
      database.db,
      sql`select count(*) as count from drizzle.__drizzle_migrations`,
    );
    expect(Number(applied?.count)).toBe(migrationCount);
    expect(await readSchemaVersion(database.db)).toBe(newestMigrationTag);
  });

  it('creates users and sessions that the repositories can use', async () => {
    const [user] = await database.db.insert(users).values(newUser).returning();
    expect(user?.id).toMatch(/^[0-9a-f-]{36}$/);
    const [session] = await database.db
      .insert(sessions)
      .values({ userId: user?.id ?? '', tokenHash: 'hash-1', expiresAt: new Date(Date.now() + 60_000) })
      .returning();
    expect(session?.revokedAt).toBeNull();
  });

  it('refuses a phone number that is not in 254 form', async () => {
    await expect(database.db.insert(users).values({ ...newUser, msisdn: '0712345670' })).rejects.toThrow();
  });

  it('refuses a second account with the same phone number', async () => {
    await database.db.insert(users).values({ ...newUser, msisdn: '254711111111' });
    await expect(database.db.insert(users).values({ ...newUser, msisdn: '254711111111' })).rejects.toThrow();
  });

  it('refuses an e-mail address that was not lower-cased', async () => {
    await expect(
      database.db.insert(users).values({ ...newUser, msisdn: '254722222222', email: 'Wanjiru@Example.com' }),
    ).rejects.toThrow();
  });
});

describe('migrations on a shared PostgreSQL', () => {
  // Instances behind a load balancer start together and all migrate the one database.
  it.skipIf(testDriver !== 'postgres')('let several instances start at the same moment', async () => {
    const scratch = await createScratchDatabase();
    const instances = await Promise.all(
      [1, 2, 3].map(() => openDatabase({ driver: 'postgres', url: scratch.url })),
    );
    try {
      await Promise.all(instances.map((instance) => migrate(instance)));
      const [first] = instances;
      if (!first) throw new Error('no instance');
      const [applied] = await queryRows<{ count: string }>(
        first.db,
        sql`select count(*) as count from drizzle.__drizzle_migrations`,
      );
      expect(Number(applied?.count)).toBe(migrationCount);
    } finally {
      await Promise.all(instances.map((instance) => instance.close()));
      await scratch.drop();
    }
  });
});
