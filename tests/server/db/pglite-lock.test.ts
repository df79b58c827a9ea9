// PGlite is one process's. A second process opening the same folder (`npm run operator` beside
// `npm start`) wrote rows the server never saw, and risked the files; now it is refused with what to do.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { acquirePgliteLock, DatabaseInUseError } from '../../../src/server/db/pglite-lock';

const tmpDirs: string[] = [];
afterAll(async () => {
  await Promise.all(tmpDirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

async function pgliteDir() {
  const dataDir = await mkdtemp(join(tmpdir(), 'kinga-lock-'));
  tmpDirs.push(dataDir);
  return join(dataDir, 'pglite');
}

describe('the PGlite folder lock', () => {
  it('refuses a second holder while the first is alive, naming its process and what to do', async () => {
    const dir = await pgliteDir();
    // Another live process: this test's parent holds it.
    await writeFile(`${dir}.lock`, `${process.ppid}\n`);
    const refused = await acquirePgliteLock(dir).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DatabaseInUseError);
    expect((refused as Error).message).toBe(
      `The database in ${dir} is in use by another Kinga process (pid ${process.ppid}), most likely \`npm start\`: PGlite lets one process open it. Stop the server, then run this again (or set DATABASE_URL to use PostgreSQL, which many processes share). If no Kinga process is running, delete ${dir}.lock.`,
    );
  });

  it('is free again once released, and takes over the lock of a process that died', async () => {
    const dir = await pgliteDir();
    const lock = await acquirePgliteLock(dir);
    await lock.release();
    const again = await acquirePgliteLock(dir);
    await again.release();
    // A pid no process has (the kernel's limit is far below it): a crash left the file behind.
    await writeFile(`${dir}.lock`, '2147483646\n');
    const takenOver = await acquirePgliteLock(dir);
    await takenOver.release();
  });
});
