// A short hash of everything a migrated test database is made of (the migrations, their journal, and
// whatever else the caller names), so a template made from them is rebuilt exactly when one changes.
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { migrationsFolder } from '../../src/server/db/migrations-folder';

export async function migrationsKey(...extra: (string | Buffer)[]): Promise<string> {
  const hash = createHash('sha256');
  for (const part of extra) hash.update(part);
  for (const folder of [migrationsFolder, join(migrationsFolder, 'meta')]) {
    for (const name of (await readdir(folder)).sort()) {
      if (name.endsWith('.sql') || name.endsWith('.json'))
        hash.update(name).update(await readFile(join(folder, name)));
    }
  }
  return hash.digest('hex').slice(0, 16);
}
