import { subscribe } from 'valtio/vanilla';
import { session } from '../state/session';
import { kingaDb } from './kinga-db';

/**
 * Everything personal the device holds: every user's cached policies and every saved form draft (the
 * wizard's carries a name, ID number, phone and KRA PIN). Removed in one transaction so a reload midway
 * leaves neither half.
 */
export async function clearPersonalData(): Promise<void> {
  const db = kingaDb();
  await db.transaction('rw', db.policies, db.drafts, async () => {
    await db.policies.clear();
    await db.drafts.clear();
  });
}

/**
 * Issue 10: once a session ends (logout, a password change, a failed code: anything that signs the client
 * out), nothing personal stays on the device. Started once at app start; returns the unsubscribe.
 */
export function clearPersonalDataOnSignOut(): () => void {
  let signedIn = session.is_authenticated;
  // Cached policies belong to a session: a device that starts signed out (a session ended while the app was
  // closed, or in another tab) has none to keep. The wizard's draft may be an anonymous visitor's own.
  if (!signedIn)
    void kingaDb()
      .policies.clear()
      .catch(() => undefined);
  return subscribe(session, () => {
    const now = session.is_authenticated;
    if (signedIn && !now) void clearPersonalData().catch(() => undefined);
    signedIn = now;
  });
}
