import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';

/** The newest modification time among the given files and everything under the given folders. */
export async function newestMtime(paths: readonly string[]): Promise<number | null> {
  let newest: number | null = null;
  for (const path of paths) {
    const mtime = await newestUnder(path);
    if (mtime !== null && (newest === null || mtime > newest)) newest = mtime;
  }
  return newest;
}

async function newestUnder(path: string): Promise<number | null> {
  const info = await stat(path).catch(() => null);
  if (!info) return null;
  if (!info.isDirectory()) return info.mtimeMs;
  const entries = await readdir(path);
  return newestMtime(entries.filter((name) => name !== 'node_modules').map((name) => join(path, name)));
}
