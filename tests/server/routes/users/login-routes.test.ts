// POST /api/home-insurance/users/login: phone and password, answered as OTP verify is; one sentence for
// every failure; limits per address and per phone.
import { beforeEach, describe, expect, it } from 'vitest';
import { OtpVerifyResponseSchema, SignupResponseSchema } from '../../../../src/domain/api';
import { setupTestApp } from '../../../helpers/server-app';
import { testClock } from '../../../helpers/server-clock';
import { signupBody, testPassword } from '../../../helpers/server-signup';
import { createTestUser, uniqueMsisdn } from '../../../helpers/server-users';

const clock = testClock();
const context = setupTestApp({ clock });

beforeEach(() => clock.advance(2 * 60 * 60 * 1000));

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
  const response = await context.app.inject({
    method: 'POST',
    url: '/api/home-insurance/users/signup',
    payload: signupBody(),
  });
  if (response.statusCode !== 200) throw new Error(`signup failed: ${response.body}`);
  return SignupResponseSchema.parse(response.json()).data.user.msisdn;
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

  it('stops guessing at a phone after 10 tries an hour, from any address, even with the right password', async () => {
    const msisdn = await signedUpAccount();
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const wrong = await logIn({ msisdn, password: `Wrong#${attempt}x` }, `10.1.0.${attempt}`);
      expect(wrong.statusCode).toBe(400);
    }
    const refused = await logIn({ msisdn, password: testPassword }, '10.1.1.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe('Too many sign-in attempts. Please wait and try again.');
    clock.advance(7 * 60 * 1000);
    expect((await logIn({ msisdn, password: testPassword }, '10.1.1.1')).statusCode).toBe(200);
  });

  it('takes at most 30 attempts an hour from one address, counted before the body is read', async () => {
    for (let attempt = 0; attempt < 30; attempt += 1) {
      expect((await logIn({}, '10.2.2.2')).statusCode).toBe(400);
    }
    expect((await logIn({}, '10.2.2.2')).statusCode).toBe(429);
  });
});
