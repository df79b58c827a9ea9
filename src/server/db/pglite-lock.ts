// PGlite runs PostgreSQL inside one process, with no postmaster to share its files: a second process that
// opens the same folder (`npm run operator` beside `npm start`) keeps its own buffers, so the server never
// sees its rows (the operator's set-up link was "invalid") and the two overwrite each other's pages on
// close. A lock file beside the folder, holding the owner's pid, turns that into a clear refusal.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { StartupFailure } from '../start-up-failure';

/** A StartupFailure, so `npm start` prints it as its one line too (a second server on the same folder). */
export class DatabaseInUseError extends StartupFailure {
  readonly code = 'DATABASE_IN_USE';
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but is another user's.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

async function holderOf(lockFile: string): Promise<number | null> {
  const pid = Number.parseInt(await readFile(lockFile, 'utf8').catch(() => ''), 10);
  return Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid) ? pid : null;
}

/** Takes the folder for this process; refuses while another live process holds it, takes over a dead one's. */
export async function acquirePgliteLock(dir: string): Promise<{ release(): Promise<void> }> {
  const lockFile = `${dir}.lock`;
  await mkdir(dirname(lockFile), { recursive: true });
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      await writeFile(lockFile, `${process.pid}\n`, { flag: 'wx' });
      return { release: () => rm(lockFile, { force: true }) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = await holderOf(lockFile);
    if (holder !== null) {
      throw new DatabaseInUseError(
        `The database in ${dir} is in use by another Kinga process (pid ${holder}), most likely \`npm start\`: PGlite lets one process open it. Stop the server, then run this again (or set DATABASE_URL to use PostgreSQL, which many processes share). If no Kinga process is running, delete ${dir}.lock.`,
      );
    }
    // Left by a process that died (or by this one): remove it and try again.
    await rm(lockFile, { force: true });
  }
  throw new DatabaseInUseError(`Could not take the lock ${lockFile}; another process keeps taking it.`);
}
