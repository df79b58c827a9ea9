import { proxy, snapshot, subscribe } from 'valtio/vanilla';
import type { SessionState, SessionUser } from './session-state';
import { readPersistedSession, writePersistedSession } from './session-storage';
import { useStoreSnapshot } from './use-store-snapshot';

export const signedOutSession: SessionState = {
  is_authenticated: false,
  auth_token: '',
  userDetails: null,
  msisdn: null,
};

export const session = proxy<SessionState>({ ...signedOutSession, ...readPersistedSession() });

// Persisted on every change: an installed app is reopened from the home screen, and a session kept only
// in memory or sessionStorage would sign the client out each time.
subscribe(session, () => writePersistedSession(snapshot(session)));

export function signIn(credentials: { token: string; user: SessionUser; msisdn?: string | null }): void {
  session.is_authenticated = true;
  session.auth_token = credentials.token;
  session.userDetails = credentials.user;
  // Point 3: an existing msisdn is kept when sign-in gives none.
  if (credentials.msisdn) session.msisdn = credentials.msisdn;
}

export function setMsisdn(msisdn: string | null): void {
  session.msisdn = msisdn;
}

export function setUserProfile(user: SessionUser | null): void {
  session.userDetails = user;
}

export function clearSession(): void {
  Object.assign(session, signedOutSession);
}

/** Applies a session written by another tab, so signing out in one tab signs out all of them. */
export function adoptSession(next: SessionState): void {
  Object.assign(session, next);
}

export function useSession(): Readonly<SessionState> {
  return useStoreSnapshot(session);
}
