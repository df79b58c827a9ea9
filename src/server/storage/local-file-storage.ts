// The default driver: files in a folder under DATA_DIR, written to a temporary name and renamed so a
// reader never sees half a PDF. A process killed mid-write leaves that temporary file (`<key>.<uuid>.tmp`),
// which no row names: removeUnfinishedWrites, run at start-up, takes it away.
import { randomUUID } from 'node:crypto';
import { mkdir, open, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { FileStorage } from './file-storage';
import { assertStorageKey } from './storage-key';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';
const UNFINISHED = /\.[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.tmp$/;

export function createLocalFileStorage(root: string): FileStorage {
  const pathOf = (key: string) => join(root, ...assertStorageKey(key).split('/'));
  return {
    async put(key, body) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const temporary = `${path}.${randomUUID()}.tmp`;
      await writeFile(temporary, body);
      await rename(temporary, path);
    },
    async get(key) {
      try {
        return new Uint8Array(await readFile(pathOf(key)));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async read(key) {
      // Opened first, so a missing file is a null here rather than an error in the middle of a reply.
      const handle = await open(pathOf(key), 'r').catch((error: unknown) => {
        if (isMissing(error)) return null;
        throw error;
      });
      if (!handle) return null;
      try {
        const stats = await handle.stat();
        if (stats.isFile()) return { body: handle.createReadStream(), sizeBytes: stats.size };
      } catch (error) {
        await handle.close();
        throw error;
      }
      await handle.close();
      return null;
    },
    async exists(key) {
      try {
        return (await stat(pathOf(key))).isFile();
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    async deleteFolder(folder) {
      await rm(pathOf(folder), { recursive: true, force: true });
    },
    async removeUnfinishedWrites(startedBefore) {
      const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(
        (error: unknown) => {
          if (isMissing(error)) return [];
          throw error;
        },
      );
      let removed = 0;
      for (const entry of entries) {
        if (!entry.isFile() || !UNFINISHED.test(entry.name)) continue;
        const path = join(entry.parentPath, entry.name);
        const modified = await stat(path).then(
          (stats) => stats.mtime,
          () => null,
        );
        if (!modified || modified.getTime() >= startedBefore.getTime()) continue;
        await rm(path, { force: true });
        removed += 1;
      }
      return removed;
    },
  };
}
