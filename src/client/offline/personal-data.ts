import { policiesCachedFlag } from './device-flag';
import { clearDraftFallbacks } from './draft-fallback';
import { kingaDb } from './kinga-db';

/**
 * Everything personal the device holds: every user's cached policies and every saved form draft (the
 * wizard's carries a name, ID number, phone and KRA PIN) with its page-hide copy in web storage. The store's
 * part goes in one transaction, so a reload midway leaves neither half.
 */
export async function clearPersonalData(): Promise<void> {
  // Web storage first and synchronously: it must go even when IndexedDB cannot be opened.
  clearDraftFallbacks();
  const db = kingaDb();
  await db.transaction('rw', db.policies, db.drafts, async () => {
    await db.policies.clear();
    await db.drafts.clear();
  });
  policiesCachedFlag.clear();
}

/** Cached policies belong to a session: a device without one keeps none. */
export async function clearCachedPolicies(): Promise<void> {
  await kingaDb().policies.clear();
  policiesCachedFlag.clear();
}
