// The signed-in client's profile on the device, so /profile reads offline. Storage keeps what it is given;
// the reader checks what it reads back, since an older build may have written it.
import { policiesCachedFlag } from './device-flag';
import { kingaDb } from './kinga-db';

export async function saveCachedProfile(userId: string, profile: unknown): Promise<void> {
  // The same flag as the policies: a device that starts signed out then clears both (personal-data.ts).
  policiesCachedFlag.set();
  await kingaDb().profiles.put({ userId, profile, savedAt: Date.now() });
}

/** The saved profile, or null when there is none or the device's storage cannot be read. */
export async function readCachedProfile(userId: string): Promise<unknown> {
  const record = await kingaDb()
    .profiles.get(userId)
    .catch(() => undefined);
  return record?.profile ?? null;
}
