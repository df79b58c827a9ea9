import type { SessionState } from './session-state';

// Point 9: persisted storage keys carry the prefix 'persist:' and the session's root key is 'root'.
export const sessionStorageKey = 'persist:root';

function isSessionShape(value: unknown): value is SessionState {
  if (!value || typeof value !== 'object') return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.is_authenticated === 'boolean' &&
    typeof record.auth_token === 'string' &&
    (record.msisdn === null || typeof record.msisdn === 'string') &&
    (record.userDetails === null || typeof record.userDetails === 'object')
  );
}

/** The stored session, or nothing when absent, unreadable or tampered into another shape. */
export function readPersistedSession(
  storage: Storage | undefined = globalThis.localStorage,
): Partial<SessionState> {
  try {
    const raw = storage?.getItem(sessionStorageKey);
    if (!raw) return {};
    const parsed: unknown = JSON.parse(raw);
    if (!isSessionShape(parsed)) return {};
    // A token without a user (or the reverse) is not a session: signed in means both are stored (point 6).
    const complete = parsed.auth_token !== '' && parsed.userDetails !== null;
    return { ...parsed, is_authenticated: parsed.is_authenticated && complete };
  } catch {
    return {};
  }
}

export function writePersistedSession(
  state: SessionState,
  storage: Storage | undefined = globalThis.localStorage,
): void {
  try {
    storage?.setItem(sessionStorageKey, JSON.stringify(state));
  } catch {
    // Storage full or blocked (private mode): the session still works for this visit.
  }
}
