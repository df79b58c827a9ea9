// Where generated documents (policy schedules, payment receipts) are kept: one small interface so the
// server runs on a plain folder by default and on an S3-compatible bucket in production, and the
// documents code never knows which.
export interface FileStorage {
  put(key: string, body: Uint8Array, contentType: string): Promise<void>;
  /** The stored bytes, or null when nothing is stored under the key. */
  get(key: string): Promise<Uint8Array | null>;
  exists(key: string): Promise<boolean>;
  /** Removing a key that holds nothing is not an error. */
  delete(key: string): Promise<void>;
}
