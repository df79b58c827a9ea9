// Nobody takes a buyer's policy and KYC by claiming their phone first. A phone joins
// an account only when its holder proves it, and that proof belongs to the person who gave it. Each story
// runs end to end over HTTP: the squatter sets up credentials on the victim's phone V (by signup, or by a
// profile edit), the victim buys a cover anonymously and pays from V, then the victim signs in with a code
// and sees the cover while the squatter sees nothing of it.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { PoliciesResponseSchema, StkPushResponseSchema } from '../../../../src/domain/api';
import { createPasswordHashing } from '../../../../src/server/services/auth/password-hash';
import { startSession } from '../../../../src/server/services/auth/session-service';
import { createSessionsRepository } from '../../../../src/server/services/auth/sessions-repository';
import { createUsersRepository } from '../../../../src/server/services/users/users-repository';
import { nextAddress } from '../../../helpers/client-addresses';
import { setupTestApp, testConfig } from '../../../helpers/server-app';
import { freshLimitsForEachTest, testClock } from '../../../helpers/server-clock';
import { setupTestMpesa } from '../../../helpers/server-mpesa';
import { buyBody, countRows, quoteFor, TEST_CALLBACK_TOKEN, waitFor } from '../../../helpers/server-payments';
import { signIn } from '../../../helpers/server-sign-in';
import { signupBody, testPassword } from '../../../helpers/server-signup';
import { captureSms } from '../../../helpers/server-sms';
import { createTestUser, uniqueMsisdn } from '../../../helpers/server-users';

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
  // Listening, so the simulator's callbacks (with the payer's number) reach the app as Daraja's do.
  await context.app.listen({ host: '127.0.0.1', port: 0 });
  quotation = await quoteFor(context.app);
});
freshLimitsForEachTest(clock);

const victimKyc = { email: 'victim.kyc@mail.com', kra_pin: 'A009998887V', id_number: '29876543' };

const post = (path: string, payload: object, token?: string) =>
  context.app.inject({
    method: 'POST',
    url: `/api/home-insurance/${path}`,
    payload,
    remoteAddress: nextAddress(),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

const get = (path: string, token: string) =>
  context.app.inject({
    method: 'GET',
    url: `/api/home-insurance/${path}`,
    headers: { authorization: `Bearer ${token}` },
  });

/** The victim buys anonymously in the wizard, with their KYC, and pays from their own phone. */
async function victimBuysAndPays(victim: string): Promise<string> {
  const body = buyBody(quotation, victim);
  body.user = { ...body.user, ...victimKyc, email: `${victim}.${victimKyc.email}` };
  const response = await post('quotations/buy-product', body);
  expect(response.statusCode, response.body).toBe(200);
  const coverId = StkPushResponseSchema.parse(response.json()).data?.cover_id;
  if (!coverId) throw new Error(`no cover id in ${response.body}`);
  await waitFor(
    async () =>
      (await countRows(
        context.database,
        sql`select count(*) as count from stk_requests where cover_id = ${coverId} and status = 'success'`,
      )) === 1,
  );
  await context.app.notifications.drain();
  return coverId;
}

const coverIdsSeenBy = async (token: string) => {
  const response = await get('covers/', token);
  if (response.statusCode === 401) return 'signed out';
  expect(response.statusCode, response.body).toBe(200);
  return PoliciesResponseSchema.parse(response.json()).data.map((policy) => policy.id);
};

/** The victim signs in the way a phone's holder can: with the code sent to it. */
async function victimSeesTheirCover(victim: string, coverId: string) {
  // Past the 30 s between two codes to one phone: the squatter's signup or profile edit sent V one.
  clock.advance(60_000);
  const token = await signIn(context.app, sms, victim, nextAddress());
  expect(await coverIdsSeenBy(token)).toEqual([coverId]);
  return token;
}

/** Everything the squatter can reach with their credentials holds none of the victim's cover or KYC. */
async function squatterSeesNothing(squatterToken: string | null, victim: string, password?: string) {
  if (squatterToken) {
    const seen = await coverIdsSeenBy(squatterToken);
    if (seen !== 'signed out') expect(seen).toEqual([]);
  }
  if (password) {
    const login = await post('users/login', { msisdn: victim, password });
    expect(login.statusCode, login.body).toBe(400);
    expect(login.json().code).toBe('login_incorrect');
  }
}

async function downloadedData(token: string, userId: string): Promise<string> {
  const response = await get(`users/${userId}/data`, token);
  return response.statusCode === 200 ? response.body : '';
}

describe('taking over a buyer’s policy by signing up on their phone first', () => {
  it('signup proves the phone with a code first, so the squatter gets no account and no cover', async () => {
    const victim = uniqueMsisdn();
    const squat = await post(
      'users/signup',
      signupBody({ msisdn: victim, email: `squatter.${victim}@mail.com` }),
    );
    // The code went to the victim's phone; the squatter holds no session and no account.
    expect(squat.statusCode, squat.body).toBe(202);
    expect(squat.json().data?.token).toBeUndefined();

    const coverId = await victimBuysAndPays(victim);
    await squatterSeesNothing(null, victim, testPassword);
    await victimSeesTheirCover(victim, coverId);
  });

  it('an account set up on the phone before the rule (a password, the phone never proven) loses it to the payer', async () => {
    const victim = uniqueMsisdn();
    const squatter = await createTestUser(context.database, {
      msisdn: victim,
      name: 'Squatter',
      email: `squatter.${victim}@mail.com`,
      passwordHash: await createPasswordHashing(10).hash(testPassword),
      detailsProvenAt: null,
      phoneVerifiedAt: null,
    });
    const login = await post('users/login', { msisdn: victim, password: testPassword });
    expect(login.statusCode, login.body).toBe(200);
    const squatterToken = login.json().user_token as string;

    const coverId = await victimBuysAndPays(victim);
    await squatterSeesNothing(squatterToken, victim, testPassword);
    expect(await downloadedData(squatterToken, squatter.id)).not.toContain(victimKyc.kra_pin);

    const token = await victimSeesTheirCover(victim, coverId);
    const mine = await downloadedData(token, squatter.id);
    expect(mine).toContain(victimKyc.kra_pin);
    expect(mine).not.toContain(`squatter.${victim}@mail.com`);
  });

  it('a code proving the phone ends the password and the sessions someone set up without proving it', async () => {
    const victim = uniqueMsisdn();
    await createTestUser(context.database, {
      msisdn: victim,
      passwordHash: await createPasswordHashing(10).hash(testPassword),
      detailsProvenAt: null,
      phoneVerifiedAt: null,
    });
    const squatterToken = (await post('users/login', { msisdn: victim, password: testPassword })).json()
      .user_token as string;
    await signIn(context.app, sms, victim, nextAddress());
    expect(await coverIdsSeenBy(squatterToken)).toBe('signed out');
    await squatterSeesNothing(null, victim, testPassword);
  });
});

describe('taking over a buyer’s policy by putting their phone in one’s profile', () => {
  it('a new phone waits unused until its own code is entered, so the victim’s purchase is not the squatter’s', async () => {
    const victim = uniqueMsisdn();
    const squatter = await createTestUser(context.database, { phoneVerifiedAt: new Date() });
    const squatterToken = await signIn(context.app, sms, squatter.msisdn, nextAddress());
    const edit = await context.app.inject({
      method: 'PUT',
      url: `/api/home-insurance/users/${squatter.id}`,
      headers: { authorization: `Bearer ${squatterToken}` },
      payload: {
        name: squatter.name,
        msisdn: victim,
        email: squatter.email,
        id_number: squatter.idNumber,
      },
      remoteAddress: nextAddress(),
    });
    expect(edit.statusCode, edit.body).toBe(200);
    // The account keeps its proven phone; the new one only waits for its code.
    expect(edit.json().data.msisdn).toBe(squatter.msisdn);

    const coverId = await victimBuysAndPays(victim);
    await squatterSeesNothing(squatterToken, victim);
    const data = await downloadedData(squatterToken, squatter.id);
    expect(data).not.toContain(victimKyc.kra_pin);
    expect(data).not.toContain(victimKyc.email);
    await victimSeesTheirCover(victim, coverId);
  });

  it('an account moved to the phone before the rule (sessions, the phone never proven) loses it to the payer', async () => {
    const victim = uniqueMsisdn();
    const squatter = await createTestUser(context.database, { msisdn: victim, phoneVerifiedAt: null });
    const squatterToken = await startSession(
      {
        sessions: createSessionsRepository(context.database.db),
        users: createUsersRepository(context.database.db),
      },
      squatter.id,
      clock.now(),
    );
    const coverId = await victimBuysAndPays(victim);
    expect(await coverIdsSeenBy(squatterToken)).toBe('signed out');
    await victimSeesTheirCover(victim, coverId);
  });
});
