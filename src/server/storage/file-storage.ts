// Where generated documents (policy schedules, payment receipts) and claims' files are kept: one small
// interface so the server runs on a plain folder by default and on an S3-compatible bucket in
// production, and the code that stores never knows which.
import type { Readable } from 'node:stream';

export interface StoredFile {
  body: Readable;
  sizeBytes: number;
}

export interface FileStorage {
  put(key: string, body: Uint8Array, contentType: string): Promise<void>;
  /** The stored bytes, or null when nothing is stored under the key. */
  get(key: string): Promise<Uint8Array | null>;
  /**
   * The stored bytes as a stream, for sending them on without holding a whole file in memory (or a
   * thread of libuv's pool for the whole read); null when nothing is stored under the key.
   */
  read(key: string): Promise<StoredFile | null>;
  exists(key: string): Promise<boolean>;
  /** Removing a key that holds nothing is not an error. */
  delete(key: string): Promise<void>;
  /** Everything stored under `folder/`, whatever wrote it; an empty folder is not an error. */
  deleteFolder(folder: string): Promise<void>;
  /**
   * Removes what writes cut short by a crash left behind, if they started before `startedBefore`;
   * resolves with how many. A write still under way (on another instance) is younger and stays.
   */
  removeUnfinishedWrites(startedBefore: Date): Promise<number>;
}
