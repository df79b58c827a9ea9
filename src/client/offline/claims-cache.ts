// A user's claims and claim forms on the device. Storage keeps what it is given; the claims room
// checks what it reads back, since an older build may have written it.
import { kingaDb } from './kinga-db';

export interface CachedClaimsValue {
  value: unknown;
  savedAt: number;
}

export async function saveClaimsCache(userId: string, key: string, value: unknown): Promise<void> {
  await kingaDb().claims.put({ userId, key, value, savedAt: Date.now() });
}

/** What was last saved under `key` for this user, or null (none, or storage that cannot be read). */
export async function readClaimsCache(userId: string, key: string): Promise<CachedClaimsValue | null> {
  const record = await kingaDb()
    .claims.get([userId, key])
    .catch(() => undefined);
  return record ? { value: record.value, savedAt: record.savedAt } : null;
}
