import { adoptSession, signedOutSession } from './session';
import { readPersistedSession, sessionStorageKey } from './session-storage';

/** Keeps tabs and installed-app windows in step: a sign-out anywhere signs out everywhere. */
export function followSessionAcrossTabs(): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== sessionStorageKey) return;
    adoptSession({ ...signedOutSession, ...readPersistedSession() });
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
