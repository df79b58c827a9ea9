import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearSession,
  session,
  setMsisdn,
  setUserProfile,
  signedOutSession,
  signIn,
} from '../../../src/client/state/session';
import { readPersistedSession, sessionStorageKey } from '../../../src/client/state/session-storage';
import { followSessionAcrossTabs } from '../../../src/client/state/session-sync';
import { sessionUser } from '../../fixtures/session-user';

// valtio notifies subscribers in a microtask; the persisted copy is written then.
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const stored = () => JSON.parse(localStorage.getItem(sessionStorageKey) ?? 'null');

const user = sessionUser();

beforeEach(async () => {
  clearSession();
  await settle();
});

describe('the session store', () => {
  it('starts signed out with the spec defaults', () => {
    expect({ ...session }).toEqual({
      is_authenticated: false,
      auth_token: '',
      userDetails: null,
      msisdn: null,
    });
  });

  it('signing in stores token, user and msisdn in persisted storage', async () => {
    signIn({ token: 'tok-1', user, msisdn: '254712345678' });
    await settle();
    expect(stored()).toEqual({
      is_authenticated: true,
      auth_token: 'tok-1',
      userDetails: user,
      msisdn: '254712345678',
    });
  });

  it('is still signed in after an app restart, with the same token, user and msisdn', async () => {
    signIn({ token: 'tok-restart', user, msisdn: '254712345678' });
    await settle();
    // A restart: the module graph is thrown away and session.ts runs again, with only storage kept.
    vi.resetModules();
    const restarted = await import('../../../src/client/state/session');
    expect(restarted.session).not.toBe(session);
    expect({ ...restarted.session }).toEqual({
      is_authenticated: true,
      auth_token: 'tok-restart',
      userDetails: user,
      msisdn: '254712345678',
    });
  });

  it('keeps an existing msisdn when sign-in gives none', () => {
    setMsisdn('254700000001');
    signIn({ token: 'tok-2', user });
    expect(session.msisdn).toBe('254700000001');
  });

  it('sets only the msisdn, or only the profile, when asked', () => {
    setMsisdn('254711111111');
    expect(session.is_authenticated).toBe(false);
    setUserProfile({ ...user, name: 'Jane W.' });
    expect(session.userDetails?.name).toBe('Jane W.');
    expect(session.auth_token).toBe('');
  });

  it('clearing resets all four fields, in memory and in storage', async () => {
    signIn({ token: 'tok-3', user, msisdn: '254712345678' });
    clearSession();
    await settle();
    expect({ ...session }).toEqual(signedOutSession);
    expect(stored()).toEqual(signedOutSession);
  });

  it('does not treat a stored token without a user as signed in', () => {
    localStorage.setItem(
      sessionStorageKey,
      JSON.stringify({ is_authenticated: true, auth_token: 'tok', userDetails: null, msisdn: null }),
    );
    expect(readPersistedSession().is_authenticated).toBe(false);
  });

  it('ignores a stored value that is not a session', () => {
    localStorage.setItem(sessionStorageKey, '{"is_authenticated":"yes"}');
    expect(readPersistedSession()).toEqual({});
    localStorage.setItem(sessionStorageKey, 'not json');
    expect(readPersistedSession()).toEqual({});
  });

  it('signs out here when another tab signs out', () => {
    const stop = followSessionAcrossTabs();
    signIn({ token: 'tok-4', user });
    const signedOut = JSON.stringify(signedOutSession);
    localStorage.setItem(sessionStorageKey, signedOut);
    window.dispatchEvent(new StorageEvent('storage', { key: sessionStorageKey, newValue: signedOut }));
    expect(session.is_authenticated).toBe(false);
    expect(session.auth_token).toBe('');
    stop();
  });
});
