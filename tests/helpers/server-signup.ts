// Signup bodies for tests: valid by default, with a phone, e-mail and ID number no other test uses; and
// signing up over HTTP the way a person does: the form, then the code the SMS brought.
import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { OtpVerifyResponseSchema, type SignupResponse, SignupResponseSchema } from '../../src/domain/api';
import { normaliseMsisdn } from '../../src/domain/phone';
import type { DatabaseHandle } from '../../src/server/db/open-database';
import type { User } from '../../src/server/db/schema';
import { createPasswordHashing } from '../../src/server/services/auth/password-hash';
import type { SmsCapture } from './server-sms';
import { createTestUser, uniqueMsisdn } from './server-users';

export const testPassword = 'Kinga#2026';

export function signupBody(overrides: Record<string, unknown> = {}) {
  const msisdn = uniqueMsisdn();
  return {
    name: 'Achieng Otieno',
    id_number: String(randomInt(10_000_000, 100_000_000)),
    msisdn: `0${msisdn.slice(3)}`,
    email: `achieng.${msisdn}@mail.com`,
    password: testPassword,
    confirm_password: testPassword,
    account_type: 'tenant',
    is_owner: '',
    accept_terms: true,
    ...overrides,
  };
}

/** Both steps of signup; throws with the answer's body when either is refused. */
export async function signUpOverHttp(
  app: FastifyInstance,
  sms: SmsCapture,
  body: Record<string, unknown>,
  remoteAddress = '127.0.0.1',
): Promise<SignupResponse['data']> {
  const post = (payload: object) =>
    app.inject({ method: 'POST', url: '/api/home-insurance/users/signup', payload, remoteAddress });
  const first = await post(body);
  if (first.statusCode !== 202) throw new Error(`signup's first step: ${first.statusCode} ${first.body}`);
  const msisdn = normaliseMsisdn(String(body.msisdn)) ?? String(body.msisdn);
  const second = await post({ ...body, otp: Number(sms.lastSignupCodeTo(msisdn)) });
  if (second.statusCode !== 200) throw new Error(`signup with its code: ${second.statusCode} ${second.body}`);
  return SignupResponseSchema.parse(second.json()).data;
}

/**
 * A client account with a password, signed in with phone and password, as the portal's 'Use password
 * instead' does: its phone and bearer token. `phoneProven: false` makes one set up before signup took a
 * code (a password on a phone nobody proved).
 */
export async function passwordClient(
  app: FastifyInstance,
  database: DatabaseHandle,
  options: { phoneProven?: boolean } = {},
): Promise<{ msisdn: string; token: string; user: User }> {
  const proven = options.phoneProven ?? true;
  const user = await createTestUser(database, {
    passwordHash: await createPasswordHashing(10).hash(testPassword),
    ...(proven ? {} : { phoneVerifiedAt: null, detailsProvenAt: null }),
  });
  const login = await app.inject({
    method: 'POST',
    url: '/api/home-insurance/users/login',
    payload: { msisdn: user.msisdn, password: testPassword },
  });
  if (login.statusCode !== 200) throw new Error(`password sign-in: ${login.statusCode} ${login.body}`);
  return { msisdn: user.msisdn, token: OtpVerifyResponseSchema.parse(login.json()).user_token, user };
}
