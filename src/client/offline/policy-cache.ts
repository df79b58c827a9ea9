import { useLiveQuery } from 'dexie-react-hooks';
import { policiesCachedFlag } from './device-flag';
import { kingaDb } from './kinga-db';

/**
 * A user's policies on the device. Storage keeps what it is given; the reader checks what it reads back
 * (`read`), since an older build may have written it.
 */
export interface CachedPolicies<T> {
  policies: T[];
  savedAt: number;
}

export async function savePolicies(userId: string, policies: unknown[]): Promise<void> {
  policiesCachedFlag.set();
  await kingaDb().policies.put({ userId, policies, savedAt: Date.now() });
}

/**
 * A live view of the user's cached policies: undefined while first read, null when there are none (or the
 * device's storage cannot be read, or `read` rejects them); every later save shows at once.
 */
export function useCachedPolicies<T>(
  userId: string,
  read: (stored: unknown[]) => T[] | null,
): CachedPolicies<T> | null | undefined {
  return useLiveQuery(async () => {
    const record = await kingaDb()
      .policies.get(userId)
      .catch(() => undefined);
    const policies = record ? read(record.policies) : null;
    return record && policies ? { policies, savedAt: record.savedAt } : null;
  }, [userId]);
}
