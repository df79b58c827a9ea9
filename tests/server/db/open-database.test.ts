import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { migrate } from '../../../src/server/db/migrate';
import { openDatabase } from '../../../src/server/db/open-database';
import { users } from '../../../src/server/db/schema';
import { readSchemaVersion } from '../../../src/server/db/schema-version';
import { testDriver } from '../../helpers/server-app';
import { newestMigrationTag } from '../../helpers/server-migrations';

const tmpDirs: string[] = [];
afterAll(async () => {
  await Promise.all(tmpDirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('opening the database', () => {
  // The embedded default; it does not depend on the driver under test, so the postgres run skips it.
  it.skipIf(testDriver === 'postgres')('keeps PGlite data on disk from one start to the next', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'kinga-pglite-'));
    tmpDirs.push(dataDir);
    const dir = join(dataDir, 'pglite');

    const first = await openDatabase({ driver: 'pglite', storage: 'disk', dir });
    expect(first.driver).toBe('pglite');
    expect(await readSchemaVersion(first.db)).toBeNull();
    await migrate(first);
    await first.db
      .insert(users)
      .values({ name: 'Otieno Odhiambo', msisdn: '254798765432', accountType: 'owner' });
    await first.close();

    const second = await openDatabase({ driver: 'pglite', storage: 'disk', dir });
    try {
      expect(await readSchemaVersion(second.db)).toBe(newestMigrationTag);
      await migrate(second);
      const found = await second.db.select().from(users).where(eq(users.msisdn, '254798765432'));
      expect(found.map((user) => user.name)).toEqual(['Otieno Odhiambo']);
    } finally {
      await second.close();
    }
  });

  it('fails at once, with the reason, when PostgreSQL cannot be reached', async () => {
    await expect(
      openDatabase({ driver: 'postgres', url: 'postgres://nobody@127.0.0.1:1/kinga' }),
    ).rejects.toThrow(/ECONNREFUSED/);
  });
});
