// POST /api/home-insurance/users/logout: a logged-out token signs nobody in, other devices stay signed in.
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../helpers/server-app';
import { freshLimitsForEachTest, testClock } from '../../../helpers/server-clock';
import { signIn } from '../../../helpers/server-sign-in';
import { captureSms } from '../../../helpers/server-sms';
import { createTestUser } from '../../../helpers/server-users';

const clock = testClock();
const sms = captureSms();
const context = setupTestApp({ clock, sms: sms.sender });

// Fresh hourly code limits for each test's sign-ins.
freshLimitsForEachTest(clock);

const logout = (token?: string) =>
  context.app.inject({
    method: 'POST',
    url: '/api/home-insurance/users/logout',
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

describe('POST /api/home-insurance/users/logout', () => {
  it('signs the caller out, and the token then gets 401 "Please sign in again."', async () => {
    const user = await createTestUser(context.database);
    const token = await signIn(context.app, sms, user.msisdn);

    const response = await logout(token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ status: true, message: 'Signed out.' });

    const again = await logout(token);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual({ status: false, message: 'Please sign in again.', code: 'unauthorized' });
  });

  it('leaves the user’s other devices signed in', async () => {
    const user = await createTestUser(context.database);
    const phone = await signIn(context.app, sms, user.msisdn);
    clock.advance(60 * 1000);
    const laptop = await signIn(context.app, sms, user.msisdn);

    expect((await logout(phone)).statusCode).toBe(200);
    expect((await logout(laptop)).statusCode).toBe(200);
  });

  it('refuses a caller who is not signed in', async () => {
    const response = await logout();
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Please sign in again.');
  });
});
