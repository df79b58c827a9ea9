// POST users/forgot-password and users/reset-password: a reset code by SMS, then a new password under the
// change-password rules; the same answer whether or not the phone has an account; every session ends.
import { describe, expect, it } from 'vitest';
import { nextAddress } from '../../../helpers/client-addresses';
import { setupTestApp } from '../../../helpers/server-app';
import { freshLimitsForEachTest, testClock } from '../../../helpers/server-clock';
import { signIn } from '../../../helpers/server-sign-in';
import { signUpOverHttp, signupBody, testPassword } from '../../../helpers/server-signup';
import { captureSms } from '../../../helpers/server-sms';
import { uniqueMsisdn } from '../../../helpers/server-users';

const clock = testClock();
const sms = captureSms();
const context = setupTestApp({ clock, sms: sms.sender });

freshLimitsForEachTest(clock);

const newPassword = 'Mpya#2026';
const sent = { status: true, message: 'Reset instructions sent via SMS.' };

const post = (path: string, payload: Record<string, unknown>, remoteAddress = nextAddress()) =>
  context.app.inject({ method: 'POST', url: `/api/home-insurance/users/${path}`, payload, remoteAddress });

const forgot = (Identifier: unknown, remoteAddress?: string) =>
  post('forgot-password', { Identifier }, remoteAddress);

const reset = (msisdn: string, otp: number | string, overrides: Record<string, unknown> = {}) =>
  post('reset-password', {
    Identifier: msisdn,
    otp,
    new_password: newPassword,
    confirm_password: newPassword,
    ...overrides,
  });

const logIn = (msisdn: string, password: string) => post('login', { msisdn, password });

const isLive = async (token: string) =>
  (
    await context.app.inject({
      method: 'POST',
      url: '/api/home-insurance/users/logout',
      headers: { authorization: `Bearer ${token}` },
    })
  ).statusCode === 200;

async function signUp(): Promise<{ msisdn: string; token: string }> {
  const data = await signUpOverHttp(context.app, sms, signupBody(), nextAddress());
  // A signup's code and the next code to the same phone are 30 s apart at least.
  clock.advance(60 * 1000);
  return { msisdn: data.user.msisdn, token: data.token };
}

describe('POST /api/home-insurance/users/forgot-password and reset-password', () => {
  it('resets the password with the code from the SMS and signs out every session', async () => {
    const account = await signUp();
    const phone = await signIn(context.app, sms, account.msisdn);
    // Reset codes and sign-in codes share a phone's limits: one code every 30 seconds.
    clock.advance(60 * 1000);
    const forgotten = await forgot(`0${account.msisdn.slice(3)}`);
    expect(forgotten.statusCode, forgotten.body).toBe(200);
    expect(forgotten.json()).toEqual(sent);

    const code = sms.lastResetCodeTo(account.msisdn);
    const done = await reset(account.msisdn, Number(code));
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({
      status: true,
      message: 'Your password has been reset. Please sign in with your new password.',
    });

    expect(await isLive(phone)).toBe(false);
    expect((await logIn(account.msisdn, testPassword)).statusCode).toBe(400);
    expect((await logIn(account.msisdn, newPassword)).statusCode).toBe(200);
  });

  it('answers a phone without an account in the same words, and sends nothing', async () => {
    const stranger = uniqueMsisdn();
    const response = await forgot(stranger);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(sent);
    expect(sms.messages().filter((message) => message.to === stranger)).toEqual([]);
    // A well-formed number that is not Kenyan cannot have an account: the same answer.
    expect((await forgot('+4915123456789')).json()).toEqual(sent);
  });

  it('refuses a missing or malformed phone with the spec’s messages', async () => {
    expect((await forgot('')).json().message).toBe('Phone Number is required to reset password');
    for (const bad of ['0712', '07123456789012345', '+2547-1234-5678', 'jane@mail.com']) {
      const response = await forgot(bad);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Phone Number must be 10-15 digits, optionally starting with +');
    }
  });

  it('takes a reset code once only', async () => {
    const account = await signUp();
    await forgot(account.msisdn);
    const code = Number(sms.lastResetCodeTo(account.msisdn));
    expect((await reset(account.msisdn, code)).statusCode).toBe(200);
    const again = await reset(account.msisdn, code, {
      new_password: 'Tena#2026',
      confirm_password: 'Tena#2026',
    });
    expect(again.statusCode).toBe(400);
    expect((await logIn(account.msisdn, 'Tena#2026')).statusCode).toBe(400);
  });

  it('refuses an expired reset code as the sign-in code is refused', async () => {
    const account = await signUp();
    await forgot(account.msisdn);
    clock.advance(5 * 60 * 1000 + 1);
    const late = await reset(account.msisdn, Number(sms.lastResetCodeTo(account.msisdn)));
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({ code: 'otp_expired' });
    expect((await logIn(account.msisdn, newPassword)).statusCode).toBe(400);
  });

  it('never lets a sign-in code reset a password, nor a reset code sign in', async () => {
    const account = await signUp();
    await post('otp/request', { Identifier: account.msisdn });
    const signInCode = Number(sms.lastCodeTo(account.msisdn));
    expect((await reset(account.msisdn, signInCode)).statusCode).toBe(400);
    expect((await logIn(account.msisdn, newPassword)).statusCode).toBe(400);

    clock.advance(60 * 1000);
    await forgot(account.msisdn);
    const resetCode = Number(sms.lastResetCodeTo(account.msisdn));
    const verify = await post('otp/verify', { Identifier: account.msisdn, otp: resetCode });
    expect(verify.statusCode).toBe(400);
  });

  it('applies the change-password rules to the new password', async () => {
    const account = await signUp();
    const short = await reset(account.msisdn, 1234, { new_password: 'abc', confirm_password: 'abc' });
    expect(short.json().message).toBe('New password must be at least 6 characters long.');
    const mismatch = await reset(account.msisdn, 1234, { confirm_password: 'Other#2026' });
    expect(mismatch.json().message).toBe('New password and confirm password do not match.');
  });

  it('limits reset codes per phone as sign-in codes are: one every 30 seconds', async () => {
    const account = await signUp();
    expect((await forgot(account.msisdn)).statusCode).toBe(200);
    const soon = await forgot(account.msisdn);
    expect(soon.statusCode).toBe(429);
    expect(soon.headers['retry-after']).toBeDefined();
  });

  it('counts requests per address before the body is read, malformed ones too', async () => {
    for (let attempt = 0; attempt < 20; attempt += 1) {
      expect((await post('forgot-password', {}, '10.31.0.1')).statusCode).toBe(400);
    }
    expect((await post('forgot-password', {}, '10.31.0.1')).statusCode).toBe(429);
    for (let attempt = 0; attempt < 30; attempt += 1) {
      expect((await post('reset-password', {}, '10.31.0.2')).statusCode).toBe(400);
    }
    expect((await post('reset-password', {}, '10.31.0.2')).statusCode).toBe(429);
  });
});
