// The same contract for both storage drivers: the folder under DATA_DIR and the S3-compatible bucket
// (against s3rver, a local S3-compatible server started here on a free port).
import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileStorage } from '../../../src/server/storage/file-storage';
import { createLocalFileStorage } from '../../../src/server/storage/local-file-storage';
import { createS3FileStorage } from '../../../src/server/storage/s3-file-storage';

const folders: string[] = [];
const temporaryFolder = async () => {
  const folder = await mkdtemp(join(tmpdir(), 'kinga-storage-'));
  folders.push(folder);
  return folder;
};

let s3: S3rver | undefined;
afterAll(async () => {
  await s3?.close();
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
});

const drivers: Record<string, () => Promise<FileStorage>> = {
  'local folder': async () => createLocalFileStorage(await temporaryFolder()),
  'S3-compatible bucket': async () => {
    s3 = new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory: await temporaryFolder(),
      configureBuckets: [{ name: 'kinga-documents', configs: [] }],
    });
    const address = await s3.run();
    return createS3FileStorage({
      bucket: 'kinga-documents',
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${address.port}`,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    });
  },
};

describe.each(Object.keys(drivers))('file storage: %s', (name) => {
  let storage: FileStorage;
  beforeAll(async () => {
    storage = await (drivers[name] as () => Promise<FileStorage>)();
  });

  const pdf = new TextEncoder().encode('%PDF-1.4 a schedule');

  it('gives back exactly what was put under a key', async () => {
    await storage.put('documents/cover-1/schedule.pdf', pdf, 'application/pdf');
    expect(await storage.exists('documents/cover-1/schedule.pdf')).toBe(true);
    expect(Buffer.from((await storage.get('documents/cover-1/schedule.pdf')) ?? [])).toEqual(
      Buffer.from(pdf),
    );
  });

  it('replaces what a key held when it is put again', async () => {
    await storage.put('documents/cover-2/receipt.pdf', pdf, 'application/pdf');
    const second = new TextEncoder().encode('%PDF-1.4 the second receipt');
    await storage.put('documents/cover-2/receipt.pdf', second, 'application/pdf');
    expect(Buffer.from((await storage.get('documents/cover-2/receipt.pdf')) ?? [])).toEqual(
      Buffer.from(second),
    );
  });

  it('answers null and false for a key that holds nothing', async () => {
    expect(await storage.get('documents/nothing-here.pdf')).toBeNull();
    expect(await storage.exists('documents/nothing-here.pdf')).toBe(false);
  });

  it('forgets a deleted key, and deleting it again is no error', async () => {
    await storage.put('documents/cover-3/receipt.pdf', pdf, 'application/pdf');
    await storage.delete('documents/cover-3/receipt.pdf');
    expect(await storage.exists('documents/cover-3/receipt.pdf')).toBe(false);
    expect(await storage.get('documents/cover-3/receipt.pdf')).toBeNull();
    await storage.delete('documents/cover-3/receipt.pdf');
  });

  it('streams what was put under a key, with its size, and null for a key that holds nothing', async () => {
    await storage.put('documents/cover-4/schedule.pdf', pdf, 'application/pdf');
    const stored = await storage.read('documents/cover-4/schedule.pdf');
    expect(stored?.sizeBytes).toBe(pdf.length);
    const chunks: Buffer[] = [];
    for await (const chunk of stored?.body ?? []) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks)).toEqual(Buffer.from(pdf));
    expect(await storage.read('documents/nothing-here.pdf')).toBeNull();
  });

  it('deletes everything under a folder and nothing beside it', async () => {
    const claim = `claims/${randomUUID()}`;
    const neighbour = `claims/${randomUUID()}/photo`;
    await storage.put(`${claim}/photo`, pdf, 'image/jpeg');
    await storage.put(`${claim}/${randomUUID()}.${randomUUID()}.tmp`, pdf, 'image/jpeg');
    await storage.put(neighbour, pdf, 'image/jpeg');
    await storage.deleteFolder(claim);
    expect(await storage.exists(`${claim}/photo`)).toBe(false);
    expect(await storage.exists(neighbour)).toBe(true);
    await storage.deleteFolder(claim);
    await expect(storage.deleteFolder('claims/../etc')).rejects.toThrow('Invalid storage key');
  });

  it('refuses keys that could climb out of its folder or name a file two ways', async () => {
    for (const key of ['../etc/passwd', 'documents/../../x', '/absolute.pdf', 'a//b', 'A.PDF', 'a\\b', '']) {
      await expect(storage.put(key, pdf, 'application/pdf'), key).rejects.toThrow('Invalid storage key');
      await expect(storage.get(key), key).rejects.toThrow('Invalid storage key');
    }
  });
});

describe('the local folder after a crash', () => {
  it('removes the partial writes a killed server left, once they are a few minutes old', async () => {
    const root = await temporaryFolder();
    const storage = createLocalFileStorage(root);
    const claimId = randomUUID();
    const claim = join(root, 'claims', claimId);
    await mkdir(claim, { recursive: true });
    const photo = randomUUID();
    await storage.put(`claims/${claimId}/${photo}`, new Uint8Array([1, 2, 3]), 'image/jpeg');
    // What `kill -9` during an upload leaves: `<key>.<uuid>.tmp`, named by no row.
    const crashed = [`${randomUUID()}.${randomUUID()}.tmp`, `${randomUUID()}.${randomUUID()}.tmp`];
    const writing = `${randomUUID()}.${randomUUID()}.tmp`;
    for (const name of [...crashed, writing]) await writeFile(join(claim, name), 'half a photo');
    const tenMinutesAgo = new Date(Date.now() - 10 * 60 * 1000);
    for (const name of crashed) await utimes(join(claim, name), tenMinutesAgo, tenMinutesAgo);

    const fiveMinutesAgo = new Date(Date.now() - 5 * 60 * 1000);
    expect(await storage.removeUnfinishedWrites(fiveMinutesAgo)).toBe(2);
    // A write still under way (on another instance sharing the folder) is left to finish.
    expect((await readdir(claim)).sort()).toEqual([photo, writing].sort());
  });
});
