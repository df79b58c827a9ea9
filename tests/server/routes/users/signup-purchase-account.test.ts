// Signing up on the phone of an account an anonymous purchase made: the first step sends a code to the
// phone (202), then the same body with that code proves the phone, and the account (with its covers)
// becomes theirs.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  PoliciesResponseSchema,
  SignupResponseSchema,
  StkPushResponseSchema,
} from '../../../../src/domain/api';
import { users } from '../../../../src/server/db/schema';
import { nextAddress } from '../../../helpers/client-addresses';
import { setupTestApp, testConfig } from '../../../helpers/server-app';
import { freshLimitsForEachTest, testClock } from '../../../helpers/server-clock';
import { setupTestMpesa } from '../../../helpers/server-mpesa';
import { buyBody, payerEndingIn, quoteFor, TEST_CALLBACK_TOKEN } from '../../../helpers/server-payments';
import { signupBody, testPassword } from '../../../helpers/server-signup';
import { captureSms } from '../../../helpers/server-sms';
import { uniqueMsisdn } from '../../../helpers/server-users';

const clock = testClock();
const sms = captureSms();
const mpesa = setupTestMpesa();
const context = setupTestApp({
  config: testConfig({ MPESA_CALLBACK_TOKEN: TEST_CALLBACK_TOKEN }),
  clock,
  sms: sms.sender,
  mpesa,
});

let quotation: Awaited<ReturnType<typeof quoteFor>>;
beforeAll(async () => {
  quotation = await quoteFor(context.app);
});
freshLimitsForEachTest(clock);

const post = (path: string, payload: object) =>
  context.app.inject({
    method: 'POST',
    url: `/api/home-insurance/${path}`,
    payload,
    remoteAddress: nextAddress(),
  });

/** A cover bought anonymously in the wizard for `holder`'s phone; its id. */
async function buyAnonymously(holder: string): Promise<string> {
  const body = buyBody(quotation, payerEndingIn('1037'));
  body.user.msisdn = holder;
  const response = await post('quotations/buy-product', body);
  expect(response.statusCode, response.body).toBe(200);
  const coverId = StkPushResponseSchema.parse(response.json()).data?.cover_id;
  if (!coverId) throw new Error(`no cover id in ${response.body}`);
  return coverId;
}

const accountOf = async (msisdn: string) =>
  (await context.database.db.select().from(users).where(eq(users.msisdn, msisdn)))[0];

describe('signup on the phone of an account a purchase made', () => {
  it('asks for the code first, then keeps the account and its covers for the new password', async () => {
    const msisdn = uniqueMsisdn();
    const coverId = await buyAnonymously(msisdn);
    const bought = await accountOf(msisdn);
    const body = signupBody({ msisdn: `0${msisdn.slice(3)}` });

    const first = await post('users/signup', body);
    expect(first.statusCode, first.body).toBe(202);
    expect(await accountOf(msisdn)).toEqual(bought);

    const second = await post('users/signup', { ...body, otp: Number(sms.lastSignupCodeTo(msisdn)) });
    expect(second.statusCode, second.body).toBe(200);
    const { data } = SignupResponseSchema.parse(second.json());
    expect(data.user).toMatchObject({
      id: bought?.id,
      name: body.name,
      msisdn,
      email: body.email,
      id_number: body.id_number,
    });

    const after = await accountOf(msisdn);
    expect(after?.passwordHash).toMatch(/^scrypt\$/);
    expect(after?.phoneVerifiedAt).toEqual(clock.now());
    expect(after?.termsAcceptedAt).toEqual(clock.now());

    const covers = await context.app.inject({
      method: 'GET',
      url: '/api/home-insurance/covers/',
      headers: { authorization: `Bearer ${data.token}` },
    });
    expect(covers.statusCode, covers.body).toBe(200);
    expect(PoliciesResponseSchema.parse(covers.json()).data.map((policy) => policy.id)).toEqual([coverId]);

    expect((await post('users/login', { msisdn, password: testPassword })).statusCode).toBe(200);
  });

  it('refuses a wrong code with the code’s own message, counts it, and changes nothing', async () => {
    const msisdn = uniqueMsisdn();
    await buyAnonymously(msisdn);
    const bought = await accountOf(msisdn);
    const body = signupBody({ msisdn });
    await post('users/signup', body);
    const right = Number(sms.lastSignupCodeTo(msisdn));
    const wrong = (right + 1) % 10_000;
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const refused = await post('users/signup', { ...body, otp: wrong });
      if (attempt < 5) {
        expect(refused.statusCode).toBe(400);
        expect(refused.json()).toMatchObject({ code: 'otp_incorrect', message: 'The code is incorrect.' });
      } else {
        // The fifth wrong try kills the code, as on otp/verify: the signup counts against the same code.
        expect(refused.statusCode).toBe(429);
      }
    }
    expect((await post('users/signup', { ...body, otp: right })).statusCode).toBe(429);
    expect(await accountOf(msisdn)).toEqual(bought);
  });

  it('takes no code but the one its first step sent: a sign-in code is answered as expired', async () => {
    const msisdn = uniqueMsisdn();
    await buyAnonymously(msisdn);
    await post('users/otp/request', { Identifier: msisdn });
    const refused = await post('users/signup', {
      ...signupBody({ msisdn }),
      otp: Number(sms.lastCodeTo(msisdn)),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('otp_expired');
  });
});
