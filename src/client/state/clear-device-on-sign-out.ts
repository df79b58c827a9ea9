import { subscribe } from 'valtio/vanilla';
import { policiesCachedFlag } from '../offline/device-flag';
import { session } from './session';

const personalData = () => import('../offline/personal-data');

/**
 * Once a session ends (logout, a password change, a failed code: anything that signs the client
 * out, in this tab or another), nothing personal stays on the device. Started once at app start; returns
 * the unsubscribe.
 */
export function clearDeviceOnSignOut(): () => void {
  let signedIn = session.is_authenticated;
  // A device that starts signed out (the session ended while the app was closed) has no portal data to keep.
  // The wizard's draft stays: it may be an anonymous visitor's own purchase in progress.
  // Dexie loads only when there is something to clear: the home page stays free of it.
  if (!signedIn && policiesCachedFlag.isSet()) {
    void personalData()
      .then(({ clearCachedPortalData }) => clearCachedPortalData())
      .catch(() => undefined);
  }
  return subscribe(session, () => {
    const now = session.is_authenticated;
    if (signedIn && !now) {
      void personalData()
        .then(({ clearPersonalData }) => clearPersonalData())
        .catch(() => undefined);
    }
    signedIn = now;
  });
}
