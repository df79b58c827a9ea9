// The one OTP sign-in the wizard and the portal share, against the real API.
import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useOtpSignIn } from '../../../src/client/auth/use-otp-sign-in';
import { clearSession, session, signIn } from '../../../src/client/state/session';
import { sessionUser } from '../../fixtures/session-user';
import { serveApiForClientTests } from '../../helpers/client-api-server';
import { captureSms } from '../../helpers/server-sms';
import { createTestUser, uniqueMsisdn } from '../../helpers/server-users';

const sms = captureSms();
const api = serveApiForClientTests({ sms: sms.sender });

beforeEach(() => clearSession());

describe('useOtpSignIn', () => {
  it('sends a code to the account’s phone, and the right code signs the client in', async () => {
    const client = await createTestUser(api.database, { msisdn: uniqueMsisdn(), name: 'Amina Otieno' });
    const { result } = renderHook(() => useOtpSignIn(client.msisdn));
    expect(result.current.stage).toBe('offer');

    await act(() => result.current.sendCode());
    expect(result.current.stage).toBe('code');
    expect(result.current.message?.tone).toBe('info');

    let signedIn = false;
    await act(async () => {
      signedIn = await result.current.verifyCode(sms.lastCodeTo(client.msisdn));
    });
    expect(signedIn).toBe(true);
    expect(session.is_authenticated).toBe(true);
    expect(session.userDetails?.id).toBe(client.id);
  });

  it('a wrong code says so and signs out whoever was signed in on this device', async () => {
    const client = await createTestUser(api.database, { msisdn: uniqueMsisdn() });
    signIn({ token: 'someone-else', user: sessionUser({ id: 'someone-else' }) });
    const { result } = renderHook(() => useOtpSignIn(client.msisdn));
    await act(() => result.current.sendCode());
    const code = sms.lastCodeTo(client.msisdn);

    let signedIn = true;
    await act(async () => {
      signedIn = await result.current.verifyCode(String((Number(code) + 1) % 10_000).padStart(4, '0'));
    });
    expect(signedIn).toBe(false);
    expect(result.current.message).toEqual({ tone: 'error', text: 'The code is incorrect.' });
    expect(session.is_authenticated).toBe(false);
  });
});
