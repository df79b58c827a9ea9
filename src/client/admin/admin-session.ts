// The operator's session: apart from the client's (state/session.ts) so a client signed in on the same
// browser never lends the back office a token, and in sessionStorage so it dies with the tab, as a
// back-office session should (the server also ends it after 30 min idle and 12 h).
import { useSyncExternalStore } from 'react';
import type { OperatorRecord } from '../../domain/api/admin-operators';

export interface AdminSession {
  token: string;
  operator: OperatorRecord;
}

const KEY = 'kinga.admin-session';
const listeners = new Set<() => void>();

function read(): AdminSession | null {
  try {
    const stored = sessionStorage.getItem(KEY);
    return stored ? (JSON.parse(stored) as AdminSession) : null;
  } catch {
    return null;
  }
}

let current = read();

function set(next: AdminSession | null) {
  current = next;
  try {
    if (next) sessionStorage.setItem(KEY, JSON.stringify(next));
    else sessionStorage.removeItem(KEY);
  } catch {
    // Storage refused (private mode): the session still lasts while the page is open.
  }
  for (const listener of listeners) listener();
}

export const adminToken = () => current?.token ?? '';
export const startAdminSession = (session: AdminSession) => set(session);
export const endAdminSession = () => set(null);

export function useAdminSession(): AdminSession | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
  );
}
