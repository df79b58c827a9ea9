// 'Download my data' and 'Delete my account' (Data Protection Act 2019, s.26): GET
// /api/home-insurance/users/:id/data and DELETE /api/home-insurance/users/:id, each for the signed-in
// client's own account only. Another account's id answers the profile's 404 with nothing of it.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ApiErrorSchema,
  MyDataExportSchema,
  OtpVerifyResponseSchema,
  PoliciesResponseSchema,
  StkPushResponseSchema,
} from '../../../../src/domain/api';
import { profileMessages } from '../../../../src/domain/profile-messages';
import { currentTermsVersion, termsVersionAt } from '../../../../src/domain/terms-version';
import { queryRows } from '../../../../src/server/db/query-rows';
import { createPasswordHashing } from '../../../../src/server/services/auth/password-hash';
import type { FileStorage } from '../../../../src/server/storage/file-storage';
import { createLocalFileStorage } from '../../../../src/server/storage/local-file-storage';
import { nextAddress } from '../../../helpers/client-addresses';
import { setupTestApp, testConfig } from '../../../helpers/server-app';
import { freshLimitsForEachTest, testClock } from '../../../helpers/server-clock';
import { setupTestMpesa } from '../../../helpers/server-mpesa';
import {
  buyBody,
  callbackUrl,
  paidCallbackBody,
  payerEndingIn,
  quoteFor,
  TEST_CALLBACK_TOKEN,
} from '../../../helpers/server-payments';
import { signIn } from '../../../helpers/server-sign-in';
import { signUpOverHttp, signupBody, testPassword } from '../../../helpers/server-signup';
import { captureSms } from '../../../helpers/server-sms';
import { createTestUser, uniqueMsisdn } from '../../../helpers/server-users';
import { ussdGateway } from '../../../helpers/ussd-gateway';

const clock = testClock();
const sms = captureSms();
const mpesa = setupTestMpesa();
const storage: FileStorage = createLocalFileStorage(mkdtempSync(join(tmpdir(), 'kinga-my-data-')));
const context = setupTestApp({
  config: testConfig({ MPESA_CALLBACK_TOKEN: TEST_CALLBACK_TOKEN }),
  clock,
  sms: sms.sender,
  mpesa,
  storage,
});

let quotation: Awaited<ReturnType<typeof quoteFor>>;
beforeAll(async () => {
  quotation = await quoteFor(context.app);
});
// Fresh sign-in and payment limits for every test.
freshLimitsForEachTest(clock);

const dataUrl = (id: string) => `/api/home-insurance/users/${id}/data`;
const accountUrl = (id: string) => `/api/home-insurance/users/${id}`;
const YEAR_AND_A_DAY_MS = 367 * 24 * 60 * 60 * 1000;

/** A cover bought in the wizard for `holder`'s phone and paid, with the receipt M-Pesa sent. */
async function buyAndPay(holder: string, receipt: string) {
  const body = buyBody(quotation, payerEndingIn('1037'));
  body.user.msisdn = holder;
  body.user.email = `wanjiru.${holder}@mail.com`;
  const response = await context.app.inject({
    method: 'POST',
    url: '/api/home-insurance/quotations/buy-product',
    payload: body,
    remoteAddress: nextAddress(),
  });
  expect(response.statusCode, response.body).toBe(200);
  const bought = StkPushResponseSchema.parse(response.json());
  const paid = await context.app.inject({
    method: 'POST',
    url: callbackUrl(),
    payload: paidCallbackBody(bought.checkout_request_id, bought.data.amount, { receipt }),
  });
  expect(paid.statusCode).toBe(200);
  // The payment's e-mail (with its cover note, rendered as it goes) is sent in the background: let it
  // finish, so a test's two exports never straddle it.
  await context.app.notifications.drain();
  return bought;
}

async function signedIn(msisdn: string) {
  const token = await signIn(context.app, sms, msisdn, nextAddress());
  return { token, headers: { authorization: `Bearer ${token}` } };
}

async function exportOf(id: string, headers: Record<string, string>) {
  const response = await context.app.inject({ method: 'GET', url: dataUrl(id), headers });
  expect(response.statusCode, response.body).toBe(200);
  return { response, data: MyDataExportSchema.parse(response.json()) };
}

const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(context.database.db, query);

describe('GET /api/home-insurance/users/:id/data', () => {
  it('gives A, as a JSON file, their account, consent, covers with payments and notifications, and nothing of B', async () => {
    const a = await createTestUser(context.database, {
      passwordHash: 'scrypt$not-a-real-hash$a1b2c3',
      termsAcceptedAt: new Date('2026-02-01T08:30:00.000Z'),
      physicalAddress: 'Kilimani, Argwings Kodhek Rd',
    });
    const b = await createTestUser(context.database);
    const aCover = await buyAndPay(a.msisdn, 'RCPTMYDATA1');
    const bCover = await buyAndPay(b.msisdn, 'RCPTOTHERS1');
    const { token, headers } = await signedIn(a.msisdn);

    const { response, data } = await exportOf(a.id, headers);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="kinga-my-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(data.exported_at).toBe(clock.now().toISOString());
    expect(data.account).toMatchObject({
      id: a.id,
      name: a.name,
      msisdn: a.msisdn,
      email: a.email,
      id_number: a.idNumber,
      kra_pin: a.kraPin,
      physical_address: 'Kilimani, Argwings Kodhek Rd',
      has_password: true,
    });
    expect(data.consents).toEqual([
      {
        what: 'terms_and_privacy_notice',
        terms_version: termsVersionAt(new Date('2026-02-01T08:30:00.000Z')),
        accepted_at: '2026-02-01T08:30:00.000Z',
      },
    ]);
    expect(data.covers.map((cover) => cover.id)).toEqual([aCover.data.cover_id]);
    expect(data.covers[0]).toMatchObject({
      status: 'active',
      house_hold_items: [{ name: 'Sofa set', value: 300_000 }],
      property: { location: 'Kilimani', country_or_town: 'Nairobi' },
      contact: { name: 'Wanjiru Kamau', msisdn: a.msisdn },
    });
    // Where the agency's review stands, and the policy number and schedule once approved.
    expect(data.covers[0]?.review).toEqual({
      status: 'pending',
      note: null,
      policy_number: null,
      schedule_issued_at: null,
    });
    expect(data.payments).toEqual([
      expect.objectContaining({
        cover_id: aCover.data.cover_id,
        checkout_request_id: aCover.checkout_request_id,
        amount: aCover.data.amount,
        status: 'success',
        mpesa_receipt_number: 'RCPTMYDATA1',
      }),
    ]);
    expect(data.notifications.map((sent) => [sent.cover_id, sent.channel])).toEqual(
      expect.arrayContaining([[aCover.data.cover_id, 'sms']]),
    );

    // Nothing of B's, and no secret: the password hash, the session token or its hash, code hashes.
    for (const other of [b.id, b.msisdn, b.email ?? '', bCover.data.cover_id, bCover.checkout_request_id]) {
      expect(response.body).not.toContain(other);
    }
    const secrets = [
      'scrypt$not-a-real-hash$a1b2c3',
      token,
      ...(
        await rows<{ token_hash: string }>(sql`select token_hash from sessions where user_id = ${a.id}`)
      ).map((row) => row.token_hash),
      ...(
        await rows<{ code_hash: string }>(sql`select code_hash from otp_challenges where user_id = ${a.id}`)
      ).map((row) => row.code_hash),
      ...(
        await rows<{ payment_token_hash: string }>(
          sql`select payment_token_hash from covers where user_id = ${a.id}`,
        )
      ).map((row) => row.payment_token_hash),
    ];
    expect(secrets.length).toBeGreaterThan(3);
    for (const secret of secrets) expect(response.body).not.toContain(secret);
    expect(response.body).not.toMatch(/password_hash|token_hash|code_hash/);
  });

  it("answers B's id with the profile's 404 and nothing of B's; without a session, 401", async () => {
    const a = await createTestUser(context.database);
    const b = await createTestUser(context.database);
    await buyAndPay(b.msisdn, 'RCPTOTHERS2');
    const { headers } = await signedIn(a.msisdn);
    const forB = await context.app.inject({ method: 'GET', url: dataUrl(b.id), headers });
    expect(forB.statusCode).toBe(404);
    expect(forB.json()).toEqual({
      status: false,
      message: profileMessages.notFound,
      code: 'account_not_found',
    });
    for (const other of [b.msisdn, b.email ?? '', b.name, 'RCPTOTHERS2'])
      expect(forB.body).not.toContain(other);
    expect(forB.headers['content-disposition']).toBeUndefined();

    const anonymous = await context.app.inject({ method: 'GET', url: dataUrl(a.id) });
    expect(anonymous.statusCode).toBe(401);
    expect(ApiErrorSchema.parse(anonymous.json()).message).toBe('Please sign in again.');
  });
});

describe('DELETE /api/home-insurance/users/:id', () => {
  it('refuses while a cover is live, saying what is kept, until when and why, and erases nothing', async () => {
    const a = await createTestUser(context.database);
    await buyAndPay(a.msisdn, 'RCPTLIVE001');
    const { headers } = await signedIn(a.msisdn);
    const before = (await exportOf(a.id, headers)).data;

    const response = await context.app.inject({ method: 'DELETE', url: accountUrl(a.id), headers });
    expect(response.statusCode).toBe(409);
    const error = ApiErrorSchema.parse(response.json());
    expect(error.code).toBe('account_has_live_cover');
    const endsOn = new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Africa/Nairobi',
    }).format(new Date(before.covers[0]?.end_date ?? ''));
    expect(error.message).toContain(endsOn);
    expect(error.message).toMatch(/name, phone number, ID number and the insured property/);
    expect(error.message).toMatch(/payment records .* for 5 years/);

    const after = (await exportOf(a.id, headers)).data;
    expect({ ...after, exported_at: '' }).toEqual({ ...before, exported_at: '' });
  });

  it('after the cover ended: erases the person, keeps the paid policy and its receipt, ends every session, and the phone signs up anew', async () => {
    const a = await createTestUser(context.database, { passwordHash: 'scrypt$x$y' });
    const bought = await buyAndPay(a.msisdn, 'RCPTENDED01');
    const leadPhone = a.msisdn;
    clock.advance(YEAR_AND_A_DAY_MS);
    const first = await signedIn(a.msisdn);
    clock.advance(31_000); // a second code for one phone is sent 30 s after the first at the earliest
    const second = await signedIn(a.msisdn);

    const response = await context.app.inject({
      method: 'DELETE',
      url: accountUrl(a.id),
      headers: first.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      status: true,
      message: 'Your account and personal data have been deleted.',
    });

    // Every session ended: neither the token used nor the other device's works.
    for (const session of [first, second]) {
      const profile = await context.app.inject({
        method: 'GET',
        url: accountUrl(a.id),
        headers: session.headers,
      });
      expect(profile.statusCode).toBe(401);
    }
    // Nothing left that names the person.
    const [user] = await rows<Record<string, unknown>>(sql`select * from users where id = ${a.id}`);
    expect(user).toMatchObject({
      name: '',
      email: null,
      id_number: null,
      kra_pin: null,
      profession: null,
      address: null,
      physical_address: null,
      password_hash: null,
      terms_accepted_at: null,
    });
    expect(JSON.stringify(user)).not.toContain(leadPhone);
    expect(await rows(sql`select * from cover_contacts where cover_id = ${bought.data.cover_id}`)).toEqual(
      [],
    );
    expect(await rows(sql`select * from cover_items where cover_id = ${bought.data.cover_id}`)).toEqual([]);
    expect(await rows(sql`select * from otp_challenges where user_id = ${a.id}`)).toEqual([]);
    expect(await rows(sql`select * from otp_challenges where subject = ${leadPhone}`)).toEqual([]);
    expect(await rows(sql`select * from otp_phone_locks where subject = ${leadPhone}`)).toEqual([]);
    const [cover] = await rows<Record<string, unknown>>(
      sql`select * from covers where id = ${bought.data.cover_id}`,
    );
    expect(cover).toMatchObject({ location: '', country_or_town: '', house_number: '', plot_number: '' });
    // The sale and the money stay, for the tax records, without the payer's phone.
    // quotation is a bigint column, which node-postgres reads as text.
    expect({ ...cover, quotation: Number(cover?.quotation) }).toMatchObject({
      status: 'active',
      quotation: bought.data.amount,
    });
    const payments = await rows<Record<string, unknown>>(
      sql`select msisdn, amount, mpesa_receipt_number from stk_requests where cover_id = ${bought.data.cover_id}`,
    );
    expect(payments).toEqual([
      { msisdn: '', amount: bought.data.amount, mpesa_receipt_number: 'RCPTENDED01' },
    ]);

    // The phone is free: it signs up as a new account that sees none of the old covers.
    const body = signupBody({ msisdn: `0${leadPhone.slice(3)}` });
    const fresh = await signUpOverHttp(context.app, sms, body, nextAddress());
    expect(fresh.user.id).not.toBe(a.id);
    clock.advance(31_000);
    const again = await signedIn(leadPhone);
    const covers = await context.app.inject({
      method: 'GET',
      url: '/api/home-insurance/covers/',
      headers: again.headers,
    });
    expect(PoliciesResponseSchema.parse(covers.json()).data).toEqual([]);
  });

  it('deletes the stored schedule and receipts of the erased covers: they print the holder, the property and the items', async () => {
    const a = await createTestUser(context.database, {});
    const bought = await buyAndPay(a.msisdn, 'RCPTPDFS001');
    const coverId = bought.data.cover_id;
    const session = await signedIn(a.msisdn);
    const receipt = await context.app.inject({
      method: 'GET',
      url: `/api/home-insurance/covers/${coverId}/receipt.pdf`,
      headers: session.headers,
    });
    expect(receipt.statusCode, receipt.body).toBe(200);
    await context.app.documents.issueSchedule(coverId);
    const issuedReceipt = await context.app.inject({
      method: 'GET',
      url: `/api/home-insurance/covers/${coverId}/receipt.pdf`,
      headers: session.headers,
    });
    expect(issuedReceipt.statusCode).toBe(200);
    const stored = [
      `covers/${coverId}/schedule.pdf`,
      `covers/${coverId}/receipt.pdf`,
      `covers/${coverId}/receipt-issued.pdf`,
    ];
    for (const key of stored) expect(await storage.exists(key), key).toBe(true);

    const approved = await exportOf(a.id, session.headers);
    expect(approved.data.covers[0]?.review).toMatchObject({
      status: 'pending',
      policy_number: expect.stringMatching(/^KIA\/HOM\/\d{4}\/\d{6}$/),
      schedule_issued_at: clock.now().toISOString(),
    });
    clock.advance(YEAR_AND_A_DAY_MS);
    const later = await signedIn(a.msisdn);
    const response = await context.app.inject({
      method: 'DELETE',
      url: accountUrl(a.id),
      headers: later.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    for (const key of stored) expect(await storage.exists(key), key).toBe(false);
  });

  it('keeps the documents when the erasure is refused', async () => {
    const a = await createTestUser(context.database, {});
    const bought = await buyAndPay(a.msisdn, 'RCPTPDFS002');
    await context.app.documents.issueSchedule(bought.data.cover_id);
    const session = await signedIn(a.msisdn);
    const response = await context.app.inject({
      method: 'DELETE',
      url: accountUrl(a.id),
      headers: session.headers,
    });
    expect(response.statusCode).toBe(409);
    expect(await storage.exists(`covers/${bought.data.cover_id}/schedule.pdf`)).toBe(true);
  });

  it('waits while a payment prompt is still open, since M-Pesa may yet make the cover live', async () => {
    const holder = uniqueMsisdn();
    const body = buyBody(quotation, payerEndingIn('1037'));
    body.user.msisdn = holder;
    const bought = await context.app.inject({
      method: 'POST',
      url: '/api/home-insurance/quotations/buy-product',
      payload: body,
      remoteAddress: nextAddress(),
    });
    expect(bought.statusCode, bought.body).toBe(200);
    const { headers } = await signedIn(holder);
    const [account] = await rows<{ id: string }>(sql`select id from users where msisdn = ${holder}`);
    const response = await context.app.inject({
      method: 'DELETE',
      url: accountUrl(account?.id ?? ''),
      headers,
    });
    expect(response.statusCode).toBe(409);
    expect(ApiErrorSchema.parse(response.json())).toMatchObject({
      code: 'payment_in_progress',
      message:
        'A payment for one of your policies is still being confirmed by M-Pesa. Please try again in a few minutes.',
    });
    expect(
      await rows(
        sql`select name from cover_contacts c join covers v on v.id = c.cover_id where v.user_id = ${account?.id ?? ''}`,
      ),
    ).toEqual([{ name: 'Wanjiru Kamau' }]);
  });

  it('removes an account without covers entirely, and its old token no longer works', async () => {
    const a = await createTestUser(context.database);
    const { headers } = await signedIn(a.msisdn);
    // A wrong password leaves a count keyed by the phone (the login lock's): it goes with the account.
    const wrong = await context.app.inject({
      method: 'POST',
      url: '/api/home-insurance/users/login',
      payload: { msisdn: a.msisdn, password: 'not-the-password' },
      remoteAddress: nextAddress(),
    });
    expect(wrong.json()).toMatchObject({ code: 'login_incorrect' });
    const keyedByPhone = sql`select subject from otp_phone_locks where subject like ${`%${a.msisdn}`}`;
    expect(await rows(keyedByPhone)).not.toEqual([]);
    // The phone asked for a call by USSD: its session, its action and its request name it.
    const { phone } = ussdGateway(() => context.app);
    const caller = phone(a.msisdn);
    await caller.dial();
    await caller.answer('5');
    expect(await caller.answer('4')).toMatch(/^END /);
    const byUssd = sql`select msisdn from ussd_sessions where msisdn = ${a.msisdn}
      union all select msisdn from ussd_actions where msisdn = ${a.msisdn}
      union all select msisdn from leads where msisdn = ${a.msisdn}`;
    expect(await rows(byUssd)).toHaveLength(3);
    const response = await context.app.inject({ method: 'DELETE', url: accountUrl(a.id), headers });
    expect(response.statusCode, response.body).toBe(200);
    expect(await rows(sql`select id from users where id = ${a.id}`)).toEqual([]);
    expect(await rows(keyedByPhone)).toEqual([]);
    expect(await rows(byUssd)).toEqual([]);
    const stale = await context.app.inject({ method: 'GET', url: dataUrl(a.id), headers });
    expect(stale.statusCode).toBe(401);
  });

  it("answers B's id with the profile's 404 and erases nothing of B's", async () => {
    const a = await createTestUser(context.database);
    const b = await createTestUser(context.database);
    const { headers } = await signedIn(a.msisdn);
    const response = await context.app.inject({ method: 'DELETE', url: accountUrl(b.id), headers });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      status: false,
      message: profileMessages.notFound,
      code: 'account_not_found',
    });
    const [still] = await rows<{ name: string }>(sql`select name from users where id = ${b.id}`);
    expect(still?.name).toBe(b.name);
    const anonymous = await context.app.inject({ method: 'DELETE', url: accountUrl(a.id) });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('consent', () => {
  it('signup records consent to the terms and privacy notice, and the export shows what, which version and when', async () => {
    const { token, user } = await signUpOverHttp(context.app, sms, signupBody(), nextAddress());
    const { data } = await exportOf(user.id, { authorization: `Bearer ${token}` });
    expect(data.consents).toEqual([
      {
        what: 'terms_and_privacy_notice',
        terms_version: currentTermsVersion().version,
        accepted_at: clock.now().toISOString(),
      },
    ]);
  });

  it('an account a purchase made has given no consent yet, and its export says so', async () => {
    const holder = uniqueMsisdn();
    await buyAndPay(holder, 'RCPTNOCONS1');
    const { headers } = await signedIn(holder);
    const [account] = await rows<{ id: string }>(sql`select id from users where msisdn = ${holder}`);
    const { data } = await exportOf(account?.id ?? '', headers);
    expect(data.consents).toEqual([]);
    expect(data.covers).toHaveLength(1);
  });
});

describe('an account that never proved its phone (set up before signup took a code)', () => {
  it("erases only what its signer typed: the covers bought for that phone are its holder's and stay whole", async () => {
    const account = await createTestUser(context.database, {
      passwordHash: await createPasswordHashing(10).hash(testPassword),
      phoneVerifiedAt: null,
      detailsProvenAt: null,
    });
    const login = await context.app.inject({
      method: 'POST',
      url: '/api/home-insurance/users/login',
      payload: { msisdn: account.msisdn, password: testPassword },
      remoteAddress: nextAddress(),
    });
    expect(login.statusCode, login.body).toBe(200);
    const token = OtpVerifyResponseSchema.parse(login.json()).user_token;
    const user = { id: account.id, msisdn: account.msisdn };
    const bought = await buyAndPay(user.msisdn, 'RCPTHOLDER1');
    const headers = { authorization: `Bearer ${token}` };
    expect((await exportOf(user.id, headers)).data.covers).toEqual([]);

    const response = await context.app.inject({ method: 'DELETE', url: accountUrl(user.id), headers });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.body).not.toContain('RCPTHOLDER1');
    const [row] = await rows<Record<string, unknown>>(sql`select * from users where id = ${user.id}`);
    expect(row).toMatchObject({
      name: '',
      email: null,
      id_number: null,
      password_hash: null,
      msisdn: user.msisdn,
    });
    expect(await rows(sql`select name from cover_contacts where cover_id = ${bought.data.cover_id}`)).toEqual(
      [{ name: 'Wanjiru Kamau' }],
    );
    const stale = await context.app.inject({ method: 'GET', url: dataUrl(user.id), headers });
    expect(stale.statusCode).toBe(401);
  });
});
