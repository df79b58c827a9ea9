// A fresh PGlite spends ~2 s in initdb; loading a dump of an already migrated one takes ~0.6 s. The dump
// is made once per machine and reused by every test file and worker, keyed by the migrations and the
// PGlite version so a new migration or upgrade makes a new one.
import { randomBytes } from 'node:crypto';
import { readFile, rename, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrate } from '../../src/server/db/migrate';
import { openDatabase } from '../../src/server/db/open-database';
import { migrationsKey } from './migrations-key';

async function templateKey(): Promise<string> {
  const pglite = await readFile(
    new URL('../../node_modules/@electric-sql/pglite/package.json', import.meta.url),
  );
  return migrationsKey(JSON.parse(pglite.toString()).version);
}

async function createTemplate(path: string): Promise<void> {
  const database = await openDatabase({ driver: 'pglite', storage: 'memory' });
  try {
    await migrate(database);
    if (database.driver !== 'pglite') throw new Error('expected PGlite');
    const dump = await database.client.dumpDataDir('none');
    // Written under a private name and renamed, so a worker never reads another's half-written file.
    const partial = `${path}.${process.pid}-${randomBytes(4).toString('hex')}`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, path);
  } finally {
    await database.close();
  }
}

let template: Promise<string> | undefined;

/** The path of a dump of a freshly migrated PGlite, creating it on first use. */
export function migratedPgliteTemplate(): Promise<string> {
  template ??= (async () => {
    const path = join(tmpdir(), `kinga-pglite-migrated-${await templateKey()}.tar`);
    const exists = await stat(path).then(
      () => true,
      () => false,
    );
    if (!exists) await createTemplate(path);
    return path;
  })();
  return template;
}

export async function loadMigratedPgliteTemplate(): Promise<Blob> {
  return new Blob([await readFile(await migratedPgliteTemplate())]);
}
