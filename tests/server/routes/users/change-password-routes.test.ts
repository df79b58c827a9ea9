// POST /api/home-insurance/users/change-password: one's own account only, the old password checked, and
// every session of the user ended by the change.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { OtpVerifyResponseSchema } from '../../../../src/domain/api';
import { setupTestApp } from '../../../helpers/server-app';
import { freshLimitsForEachTest, testClock } from '../../../helpers/server-clock';
import { signIn } from '../../../helpers/server-sign-in';
import { signUpOverHttp, signupBody, testPassword } from '../../../helpers/server-signup';
import { captureSms } from '../../../helpers/server-sms';
import { createTestUser } from '../../../helpers/server-users';

const clock = testClock();
const sms = captureSms();
const context = setupTestApp({ clock, sms: sms.sender });

freshLimitsForEachTest(clock);

const newPassword = 'Mpya#2026';

async function signUp(): Promise<{ id: string; msisdn: string; token: string }> {
  const data = await signUpOverHttp(context.app, sms, signupBody());
  // A signup's code and a sign-in code to the same phone are 30 s apart at least.
  clock.advance(60 * 1000);
  return { id: data.user.id, msisdn: data.user.msisdn, token: data.token };
}

function logIn(msisdn: string, password: string) {
  return context.app.inject({
    method: 'POST',
    url: '/api/home-insurance/users/login',
    payload: { msisdn, password },
  });
}

function changePassword(token: string | undefined, body: Record<string, unknown>) {
  return context.app.inject({
    method: 'POST',
    url: '/api/home-insurance/users/change-password',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    payload: body,
  });
}

const logout = (token: string) =>
  context.app.inject({
    method: 'POST',
    url: '/api/home-insurance/users/logout',
    headers: { authorization: `Bearer ${token}` },
  });

describe('POST /api/home-insurance/users/change-password', () => {
  it('changes the password and signs out every session of the user', async () => {
    const account = await signUp();
    const laptop = OtpVerifyResponseSchema.parse(
      (await logIn(account.msisdn, testPassword)).json(),
    ).user_token;

    const response = await changePassword(account.token, {
      userId: account.id,
      old_password: testPassword,
      new_password: newPassword,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ status: true, message: 'Password changed. Please sign in again.' });

    for (const token of [account.token, laptop]) {
      const refused = await logout(token);
      expect(refused.statusCode).toBe(401);
      expect(refused.json().message).toBe('Please sign in again.');
    }
    expect((await logIn(account.msisdn, testPassword)).statusCode).toBe(400);
    expect((await logIn(account.msisdn, newPassword)).statusCode).toBe(200);
  });

  it('refuses a wrong or missing old password and keeps the sessions', async () => {
    const account = await signUp();
    const wrong = await changePassword(account.token, {
      userId: account.id,
      old_password: 'Kinga#2027',
      new_password: newPassword,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('The current password is incorrect.');
    const missing = await changePassword(account.token, { userId: account.id, new_password: newPassword });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Current password is required.');
    expect((await logIn(account.msisdn, testPassword)).statusCode).toBe(200);
    expect((await logout(account.token)).statusCode).toBe(200);
  });

  it('answers 404 for anyone else’s id, existing or not, and changes nothing of theirs', async () => {
    const victim = await signUp();
    const caller = await signUp();
    for (const userId of [victim.id, randomUUID()]) {
      const response = await changePassword(caller.token, {
        userId,
        old_password: testPassword,
        new_password: newPassword,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        status: false,
        message: 'Account not found.',
        code: 'account_not_found',
      });
    }
    expect((await logIn(victim.msisdn, testPassword)).statusCode).toBe(200);
    expect((await logout(victim.token)).statusCode).toBe(200);
  });

  it('refuses a caller who is not signed in', async () => {
    const response = await changePassword(undefined, {
      userId: randomUUID(),
      old_password: testPassword,
      new_password: newPassword,
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Please sign in again.');
  });

  it('applies point 5’s change-password rules', async () => {
    const account = await signUp();
    const short = await changePassword(account.token, {
      userId: account.id,
      old_password: testPassword,
      new_password: 'Ab#1x',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('New password must be at least 6 characters long.');
    const noId = await changePassword(account.token, {
      userId: '',
      old_password: testPassword,
      new_password: newPassword,
    });
    expect(noId.statusCode).toBe(400);
    expect(noId.json().message).toBe('User ID not found. Please log in again.');
  });

  it('lets an account a purchase made set its first password after signing in by code', async () => {
    const bought = await createTestUser(context.database, { passwordHash: null });
    const token = await signIn(context.app, sms, bought.msisdn);
    expect((await logIn(bought.msisdn, newPassword)).statusCode).toBe(400);

    const response = await changePassword(token, { userId: bought.id, new_password: newPassword });
    expect(response.statusCode, response.body).toBe(200);
    expect((await logout(token)).statusCode).toBe(401);
    expect((await logIn(bought.msisdn, newPassword)).statusCode).toBe(200);
  });
});
