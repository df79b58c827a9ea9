// GET /api/home-insurance/covers/:id/receipt.pdf and /:id/schedule.pdf: the payment
// receipt once the cover's payment has landed, the policy schedule once the agency has approved the
// application; only to the cover's holder (anyone else: the same 404 as for no cover at all).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiErrorSchema, StkPushResponseSchema } from '../../../../src/domain/api';
import { documentMessages } from '../../../../src/domain/documents/document-messages';
import { queryRows } from '../../../../src/server/db/query-rows';
import type { FileStorage } from '../../../../src/server/storage/file-storage';
import { createLocalFileStorage } from '../../../../src/server/storage/local-file-storage';
import { nextAddress } from '../../../helpers/client-addresses';
import { readPdf } from '../../../helpers/pdf-text';
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
import { captureSms } from '../../../helpers/server-sms';
import { uniqueMsisdn } from '../../../helpers/server-users';

const clock = testClock();
const sms = captureSms();
const mpesa = setupTestMpesa();
const storage: FileStorage = createLocalFileStorage(mkdtempSync(join(tmpdir(), 'kinga-documents-')));
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
freshLimitsForEachTest(clock);

let receiptCount = 0;
/** A cover bought for `holder`'s phone; paid (its M-Pesa receipt returned) unless `paid` is false. */
async function coverFor(holder: string, { paid = true } = {}) {
  const body = buyBody(quotation, payerEndingIn('1037'));
  body.user.msisdn = holder;
  const bought = await context.app.inject({
    method: 'POST',
    url: '/api/home-insurance/quotations/buy-product',
    payload: body,
    remoteAddress: nextAddress(),
  });
  expect(bought.statusCode, bought.body).toBe(200);
  const { checkout_request_id, data } = StkPushResponseSchema.parse(bought.json());
  const paymentToken = data.payment_token ?? '';
  if (!paid) return { coverId: data.cover_id, receipt: null, amount: data.amount, paymentToken };
  receiptCount += 1;
  const receipt = `RCPTDOC${String(receiptCount).padStart(3, '0')}`;
  const callback = await context.app.inject({
    method: 'POST',
    url: callbackUrl(),
    payload: paidCallbackBody(checkout_request_id, data.amount, { receipt }),
  });
  expect(callback.json()).toEqual({ ResultCode: 0, ResultDesc: 'Accepted' });
  return { coverId: data.cover_id, receipt, amount: data.amount, paymentToken };
}

async function signedIn(msisdn: string) {
  return { authorization: `Bearer ${await signIn(context.app, sms, msisdn, nextAddress())}` };
}

const get = (url: string, headers: Record<string, string> = {}) =>
  context.app.inject({ method: 'GET', url, headers });

const approve = (coverId: string) =>
  context.database.db.execute(sql`update covers set review_status = 'approved' where id = ${coverId}`);

function expectPdfReply(response: Awaited<ReturnType<typeof get>>, fileName: RegExp) {
  expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  expect(response.headers['content-disposition']).toMatch(fileName);
  expect(response.headers['cache-control']).toMatch(/^private/);
  expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
}

describe('GET /api/home-insurance/covers/:id/receipt.pdf', () => {
  it('gives the holder the receipt of the payment that landed, with its code, amount and levies', async () => {
    const holder = uniqueMsisdn();
    const { coverId, receipt, amount } = await coverFor(holder);
    const response = await get(`/api/home-insurance/covers/${coverId}/receipt.pdf`, await signedIn(holder));
    expectPdfReply(response, new RegExp(`^attachment; filename="kinga-receipt-${receipt}\\.pdf"$`));
    const text = (await readPdf(response.rawPayload)).text.replace(/\s+/g, ' ');
    expect(text).toContain(receipt);
    expect(text).toContain(`Total paid KSh ${amount.toLocaleString('en-KE')}`);
    expect(text).toMatch(/PHCF \(0\.25%\) KSh \d/);
    expect(text).toMatch(/Training Levy \(0\.2%\) KSh \d/);
    expect(text).toContain('Stamp Duty KSh 40');
  });

  it('says the receipt comes once the payment lands, while it has not', async () => {
    const holder = uniqueMsisdn();
    const { coverId } = await coverFor(holder, { paid: false });
    const response = await get(`/api/home-insurance/covers/${coverId}/receipt.pdf`, await signedIn(holder));
    expect(response.statusCode).toBe(409);
    expect(ApiErrorSchema.parse(response.json()).message).toBe(documentMessages.receiptNotReady);
  });
});

describe('GET /api/home-insurance/covers/:id/schedule.pdf', () => {
  it('says the schedule comes once the agency has approved the application, until it has', async () => {
    const holder = uniqueMsisdn();
    const { coverId } = await coverFor(holder);
    const response = await get(`/api/home-insurance/covers/${coverId}/schedule.pdf`, await signedIn(holder));
    expect(response.statusCode).toBe(409);
    expect(ApiErrorSchema.parse(response.json())).toMatchObject({
      status: false,
      message: documentMessages.scheduleNotReady,
    });
  });

  it('serves the issued schedule, with its policy number, once approved; issuing again keeps the number', async () => {
    const holder = uniqueMsisdn();
    const { coverId, receipt } = await coverFor(holder);
    await approve(coverId);
    const issued = await context.app.documents.issueSchedule(coverId);
    expect(issued.policyNumber).toMatch(/^KIA\/HOM\/\d{4}\/\d{6}$/);
    expect((await context.app.documents.issueSchedule(coverId)).policyNumber).toBe(issued.policyNumber);
    const [row] = await queryRows<{ policy_number: string; schedule_key: string }>(
      context.database.db,
      sql`select policy_number, schedule_key from covers where id = ${coverId}`,
    );
    expect(row?.policy_number).toBe(issued.policyNumber);
    expect(await storage.exists(row?.schedule_key ?? '')).toBe(true);

    const response = await get(`/api/home-insurance/covers/${coverId}/schedule.pdf`, await signedIn(holder));
    const fileName = `kinga-policy-schedule-${issued.policyNumber.replaceAll('/', '-')}.pdf`;
    expectPdfReply(response, new RegExp(`^attachment; filename="${fileName}"$`));
    const text = (await readPdf(response.rawPayload)).text.replace(/\s+/g, ' ');
    expect(text).toContain(issued.policyNumber);
    expect(text).toContain(receipt);
    expect(text).toContain('Contents KSh 300,000');
    expect(text).toContain('Stamp Duty KSh 40');
  });

  it('gives two covers two policy numbers', async () => {
    const first = await coverFor(uniqueMsisdn());
    const second = await coverFor(uniqueMsisdn());
    const numbers = [
      (await context.app.documents.issueSchedule(first.coverId)).policyNumber,
      (await context.app.documents.issueSchedule(second.coverId)).policyNumber,
    ];
    expect(new Set(numbers).size).toBe(2);
  });
});

describe('who may download a cover document', () => {
  it('answers 401 without a session', async () => {
    const { coverId } = await coverFor(uniqueMsisdn());
    for (const kind of ['receipt', 'schedule']) {
      const response = await get(`/api/home-insurance/covers/${coverId}/${kind}.pdf`);
      expect(response.statusCode).toBe(401);
      expect(ApiErrorSchema.parse(response.json()).message).toBe('Please sign in again.');
    }
  });

  it("answers another client 404, as for a cover that does not exist, and never sends the holder's PDF", async () => {
    const { coverId } = await coverFor(uniqueMsisdn());
    await approve(coverId);
    await context.app.documents.issueSchedule(coverId);
    // Another client, with a paid cover of their own.
    const strangersPhone = uniqueMsisdn();
    await coverFor(strangersPhone);
    const stranger = await signedIn(strangersPhone);
    const missing = await get(
      '/api/home-insurance/covers/00000000-0000-4000-8000-000000000000/receipt.pdf',
      stranger,
    );
    expect(missing.statusCode).toBe(404);
    for (const kind of ['receipt', 'schedule']) {
      const response = await get(`/api/home-insurance/covers/${coverId}/${kind}.pdf`, stranger);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(missing.json());
      expect(response.headers['content-type']).not.toContain('pdf');
    }
    const notAnId = await get('/api/home-insurance/covers/..%2F..%2Fetc/receipt.pdf', stranger);
    expect(notAnId.statusCode).toBe(404);
  });
});

describe('the buyer’s device right after paying: the receipt with the buy answer’s token', () => {
  const receiptOf = (coverId: string) => `/api/home-insurance/covers/${coverId}/receipt.pdf`;

  it('gives the receipt to the page holding the payment token, without a session, for half an hour', async () => {
    const { coverId, receipt, paymentToken } = await coverFor(uniqueMsisdn());
    const response = await get(receiptOf(coverId), { 'x-payment-token': paymentToken });
    expectPdfReply(response, new RegExp(`kinga-receipt-${receipt}\\.pdf`));
    expect((await readPdf(response.rawPayload)).text).toContain(receipt);

    clock.advance(31 * 60 * 1000);
    const late = await get(receiptOf(coverId), { 'x-payment-token': paymentToken });
    expect(late.statusCode).toBe(401);
    expect(ApiErrorSchema.parse(late.json()).message).toBe('Please sign in again.');
  });

  it('never gives anyone else the receipt: another buyer’s token, a made-up one, or the schedule', async () => {
    const { coverId } = await coverFor(uniqueMsisdn());
    await approve(coverId);
    const strangersPhone = uniqueMsisdn();
    const strangers = await coverFor(strangersPhone);
    for (const token of [strangers.paymentToken, 'not-a-token', `${strangers.paymentToken}x`]) {
      const response = await get(receiptOf(coverId), { 'x-payment-token': token });
      expect(response.statusCode).toBe(401);
      expect(response.headers['content-type']).not.toContain('pdf');
    }
    // Signed in as themselves and holding their own token: still the same 404 as for no cover at all.
    const stranger = { ...(await signedIn(strangersPhone)), 'x-payment-token': strangers.paymentToken };
    const response = await get(receiptOf(coverId), stranger);
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).not.toContain('pdf');
    // The token opens the receipt alone: the schedule wants the holder's session.
    const own = await coverFor(uniqueMsisdn());
    await approve(own.coverId);
    const schedule = await get(`/api/home-insurance/covers/${own.coverId}/schedule.pdf`, {
      'x-payment-token': own.paymentToken,
    });
    expect(schedule.statusCode).toBe(401);
  });
});
