// POST /api/home-insurance/users/login: phone and password, answered as OTP verify is; one sentence for
// every failure; limits per address and per phone.
import { describe, expect, it } from 'vitest';
import { OtpVerifyResponseSchema } from '../../../../src/domain/api';
import { setupTestApp } from '../../../helpers/server-app';
import { freshLimitsForEachTest, testClock } from '../../../helpers/server-clock';
import { signUpOverHttp, signupBody, testPassword } from '../../../helpers/server-signup';
import { captureSms } from '../../../helpers/server-sms';
import { createTestUser, uniqueMsisdn } from '../../../helpers/server-users';

const clock = testClock();
const sms = captureSms();
const context = setupTestApp({ clock, sms: sms.sender });

freshLimitsForEachTest(clock);

const incorrect = {
  status: false,
  message: 'Incorrect phone number or password.',
  code: 'login_incorrect',
};

function logIn(body: Record<string, unknown>, remoteAddress = '127.0.0.1') {
  return context.app.inject({
    method: 'POST',
    url: '/api/home-insurance/users/login',
    payload: body,
    remoteAddress,
  });
}

/** A signed-up account's 254 phone. */
async function signedUpAccount(): Promise<string> {
  return (await signUpOverHttp(context.app, sms, signupBody())).user.msisdn;
}

describe('POST /api/home-insurance/users/login', () => {
  it('signs in with the phone in any form and the password, answering as OTP verify does', async () => {
    const msisdn = await signedUpAccount();
    const response = await logIn({ msisdn: `0${msisdn.slice(3)}`, password: testPassword });
    expect(response.statusCode, response.body).toBe(200);
    const body = OtpVerifyResponseSchema.parse(response.json());
    expect(body).toMatchObject({ status: 'success', message: 'Signed in successfully.', user: { msisdn } });
    const logout = await context.app.inject({
      method: 'POST',
      url: '/api/home-insurance/users/logout',
      headers: { authorization: `Bearer ${body.user_token}` },
    });
    expect(logout.statusCode).toBe(200);
  });

  it('takes the phone as Identifier too', async () => {
    const msisdn = await signedUpAccount();
    expect((await logIn({ Identifier: `+${msisdn}`, password: testPassword })).statusCode).toBe(200);
  });

  it('answers a wrong password, an unknown phone and an account without a password alike', async () => {
    const msisdn = await signedUpAccount();
    const bought = await createTestUser(context.database, { passwordHash: null });
    const answers = [
      await logIn({ msisdn, password: 'Kinga#2027' }),
      await logIn({ msisdn: uniqueMsisdn(), password: testPassword }),
      await logIn({ msisdn: bought.msisdn, password: testPassword }),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual(incorrect);
    }
  });

  it('refuses an empty phone or password with the form’s messages', async () => {
    expect((await logIn({ password: testPassword })).json().message).toBe('Phone number is required.');
    expect((await logIn({ msisdn: uniqueMsisdn(), password: '' })).json().message).toBe(
      'Password is required',
    );
  });

  it('locks a phone for 15 minutes after 5 wrong passwords, even against the right one, and says when to retry', async () => {
    const msisdn = await signedUpAccount();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const wrong = await logIn({ msisdn, password: `Wrong#${attempt}x` }, `10.1.0.${attempt}`);
      expect(wrong.statusCode).toBe(400);
    }
    const refused = await logIn({ msisdn, password: testPassword }, '10.1.1.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('900');
    expect(refused.json()).toEqual({
      status: false,
      code: 'login_locked',
      message:
        'Too many wrong passwords for this number. Please try again in 15 minutes, or sign in with a code sent to your phone.',
    });
    clock.advance(14 * 60 * 1000);
    expect((await logIn({ msisdn, password: testPassword }, '10.1.1.1')).statusCode).toBe(429);
    clock.advance(60 * 1000);
    expect((await logIn({ msisdn, password: testPassword }, '10.1.1.1')).statusCode).toBe(200);
  });

  it('locks twice as long after each further 5 wrong passwords', async () => {
    const msisdn = await signedUpAccount();
    const expected = [15, 30, 60].map((minutes) => minutes * 60);
    const seen: number[] = [];
    for (const [round] of expected.entries()) {
      const address = `10.1.2.${round}`;
      for (let attempt = 0; attempt < 5; attempt += 1) {
        expect((await logIn({ msisdn, password: 'Wrong#1x' }, address)).statusCode).toBe(400);
      }
      const refused = await logIn({ msisdn, password: testPassword }, address);
      expect(refused.statusCode).toBe(429);
      const seconds = Number(refused.headers['retry-after']);
      seen.push(seconds);
      clock.advance(seconds * 1000);
    }
    expect(seen).toEqual(expected);
  });

  it('locks a phone without an account alike', async () => {
    const stranger = uniqueMsisdn();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await logIn({ msisdn: stranger, password: 'Wrong#1x' }, '10.1.3.1')).json()).toEqual(incorrect);
    }
    const refused = await logIn({ msisdn: stranger, password: testPassword }, '10.1.3.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('900');
    expect(refused.json().code).toBe('login_locked');
  });

  it('forgets the wrong passwords once the right one signs in', async () => {
    const msisdn = await signedUpAccount();
    for (let round = 0; round < 2; round += 1) {
      for (let attempt = 0; attempt < 4; attempt += 1) {
        expect((await logIn({ msisdn, password: 'Wrong#1x' }, '10.1.4.1')).statusCode).toBe(400);
      }
      expect((await logIn({ msisdn, password: testPassword }, '10.1.4.1')).statusCode).toBe(200);
    }
  });

  it('takes at most 30 attempts an hour from one address, counted before the body is read', async () => {
    for (let attempt = 0; attempt < 30; attempt += 1) {
      expect((await logIn({}, '10.2.2.2')).statusCode).toBe(400);
    }
    expect((await logIn({}, '10.2.2.2')).statusCode).toBe(429);
  });
});
