import { subscribe } from 'valtio/vanilla';
import { clearCachedPolicies, clearPersonalData } from '../offline/personal-data';
import { session } from './session';

/**
 * Issue 10: once a session ends (logout, a password change, a failed code: anything that signs the client
 * out, in this tab or another), nothing personal stays on the device. Started once at app start; returns
 * the unsubscribe.
 */
export function clearDeviceOnSignOut(): () => void {
  let signedIn = session.is_authenticated;
  // A device that starts signed out (the session ended while the app was closed) has no policies to keep.
  // The wizard's draft stays: it may be an anonymous visitor's own purchase in progress.
  if (!signedIn) void clearCachedPolicies().catch(() => undefined);
  return subscribe(session, () => {
    const now = session.is_authenticated;
    if (signedIn && !now) void clearPersonalData().catch(() => undefined);
    signedIn = now;
  });
}
