// GET /api/home-insurance/covers/:id/cover-note.pdf: temporary evidence of cover from the moment the
// payment lands until the schedule is issued (then the schedule replaces it) or 30 days pass; withdrawn
// when the application is declined. The holder's only, or the buyer's page with its payment token for half
// an hour; and attached to the payment's confirmation e-mail.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiErrorSchema, StkPushResponseSchema } from '../../../../src/domain/api';
import { documentMessages } from '../../../../src/domain/documents/document-messages';
import { queryRows } from '../../../../src/server/db/query-rows';
import { createLocalFileStorage } from '../../../../src/server/storage/local-file-storage';
import { nextAddress } from '../../../helpers/client-addresses';
import { readPdf } from '../../../helpers/pdf-text';
import { setupTestApp, testConfig } from '../../../helpers/server-app';
import { freshLimitsForEachTest, testClock } from '../../../helpers/server-clock';
import { captureMail } from '../../../helpers/server-mail';
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
const mail = captureMail();
const context = setupTestApp({
  config: testConfig({ MPESA_CALLBACK_TOKEN: TEST_CALLBACK_TOKEN, SITE_ORIGIN: 'https://kinga.example/' }),
  clock,
  sms: sms.sender,
  mail: mail.sender,
  mpesa: setupTestMpesa(),
  storage: createLocalFileStorage(mkdtempSync(join(tmpdir(), 'kinga-cover-notes-'))),
});

let quotation: Awaited<ReturnType<typeof quoteFor>>;
beforeAll(async () => {
  quotation = await quoteFor(context.app);
});
freshLimitsForEachTest(clock);

let paidCount = 0;
/** A cover bought for `holder`'s phone (with `email`), paid unless `paid` is false. */
async function coverFor(holder: string, { paid = true, email = '' } = {}) {
  const body = buyBody(quotation, payerEndingIn('1037'));
  body.user.msisdn = holder;
  if (email) body.user.email = email;
  const bought = await context.app.inject({
    method: 'POST',
    url: '/api/home-insurance/quotations/buy-product',
    payload: body,
    remoteAddress: nextAddress(),
  });
  expect(bought.statusCode, bought.body).toBe(200);
  const { checkout_request_id, data, reference } = StkPushResponseSchema.parse(bought.json());
  const paymentToken = data.payment_token ?? '';
  if (paid) {
    paidCount += 1;
    const callback = await context.app.inject({
      method: 'POST',
      url: callbackUrl(),
      payload: paidCallbackBody(checkout_request_id, data.amount, {
        receipt: `RCPTNOTE${String(paidCount).padStart(2, '0')}`,
      }),
    });
    expect(callback.json()).toEqual({ ResultCode: 0, ResultDesc: 'Accepted' });
  }
  return { coverId: data.cover_id, reference, amount: data.amount, paymentToken };
}

const signedIn = async (msisdn: string) => ({
  authorization: `Bearer ${await signIn(context.app, sms, msisdn, nextAddress())}`,
});
const get = (url: string, headers: Record<string, string> = {}) =>
  context.app.inject({ method: 'GET', url, headers });
const noteOf = (coverId: string) => `/api/home-insurance/covers/${coverId}/cover-note.pdf`;
const setReview = (coverId: string, status: 'approved' | 'declined') =>
  context.database.db.execute(sql`update covers set review_status = ${status} where id = ${coverId}`);
const codeOf = async (coverId: string) =>
  (
    await queryRows<{ code: string | null }>(
      context.database.db,
      sql`select verification_code as code from covers where id = ${coverId}`,
    )
  )[0]?.code ?? null;
const flat = (text: string) => text.replace(/\s+/g, ' ');

describe('GET /api/home-insurance/covers/:id/cover-note.pdf', () => {
  it('gives the holder the cover note the moment the payment lands, with what it must carry', async () => {
    const holder = uniqueMsisdn();
    const { coverId, reference, amount } = await coverFor(holder);
    const response = await get(noteOf(coverId), await signedIn(holder));
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="kinga-cover-note-${reference}.pdf"`,
    );
    const text = flat((await readPdf(response.rawPayload)).text);
    const code = await codeOf(coverId);
    expect(code).toMatch(/^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{12}$/);
    for (const expected of [
      'Cover note',
      'temporary evidence of cover',
      'valid until the policy schedule is issued or until 1 April 2026, whichever comes first',
      `Reference ${reference}`,
      'Policy holder',
      'Underwriter',
      'Underwritten by',
      'Contents KSh 300,000',
      'All-risks KSh 80,000',
      'Period of cover 2 March 2026 to 1 March 2027',
      `Premium paid KSh ${amount.toLocaleString('en-KE')}`,
      // The check's short link (the QR code beside it encodes the same).
      `https://kinga.example/verify/${code}`,
    ]) {
      expect(text, expected).toContain(expected);
    }
    // The code is the cover's own, not made from its reference.
    expect(code).not.toContain(reference.replace('-', ''));
  });

  it('says the note comes once the payment lands, while it has not', async () => {
    const holder = uniqueMsisdn();
    const { coverId } = await coverFor(holder, { paid: false });
    const response = await get(noteOf(coverId), await signedIn(holder));
    expect(response.statusCode).toBe(409);
    expect(ApiErrorSchema.parse(response.json()).message).toBe(documentMessages.coverNoteNotReady);
  });

  it('is withdrawn, with a clear 410, once the application is declined', async () => {
    const holder = uniqueMsisdn();
    const { coverId } = await coverFor(holder);
    const headers = await signedIn(holder);
    expect((await get(noteOf(coverId), headers)).statusCode).toBe(200);
    await setReview(coverId, 'declined');
    const response = await get(noteOf(coverId), headers);
    expect(response.statusCode).toBe(410);
    expect(response.headers['content-type']).not.toContain('pdf');
    expect(ApiErrorSchema.parse(response.json())).toMatchObject({
      code: 'cover_note_withdrawn',
      message: documentMessages.coverNoteWithdrawn,
    });
  });

  it('is replaced by the schedule once the agency approves: 409 pointing to the schedule', async () => {
    const holder = uniqueMsisdn();
    const { coverId } = await coverFor(holder);
    await setReview(coverId, 'approved');
    await context.app.documents.issueSchedule(coverId);
    const headers = await signedIn(holder);
    const response = await get(noteOf(coverId), headers);
    expect(response.statusCode).toBe(409);
    expect(ApiErrorSchema.parse(response.json()).message).toBe(documentMessages.coverNoteSuperseded);
    // The schedule carries the same check as the note did.
    const schedule = await get(`/api/home-insurance/covers/${coverId}/schedule.pdf`, headers);
    expect(schedule.statusCode).toBe(200);
    const code = await codeOf(coverId);
    expect(flat((await readPdf(schedule.rawPayload)).text)).toContain(`https://kinga.example/verify/${code}`);
  });

  it('prints the same check link on the receipt as on the note', async () => {
    const holder = uniqueMsisdn();
    const { coverId } = await coverFor(holder);
    const headers = await signedIn(holder);
    const receipt = await get(`/api/home-insurance/covers/${coverId}/receipt.pdf`, headers);
    const note = await get(noteOf(coverId), headers);
    const link = `https://kinga.example/verify/${await codeOf(coverId)}`;
    expect(flat((await readPdf(receipt.rawPayload)).text)).toContain(link);
    expect(flat((await readPdf(note.rawPayload)).text)).toContain(link);
  });
});

describe('who may download a cover note', () => {
  it('answers 401 without a session, and another client the same 404 as for no cover', async () => {
    const { coverId } = await coverFor(uniqueMsisdn());
    const anonymous = await get(noteOf(coverId));
    expect(anonymous.statusCode).toBe(401);
    // Another client, with a paid cover of their own.
    const strangersPhone = uniqueMsisdn();
    await coverFor(strangersPhone);
    const stranger = await signedIn(strangersPhone);
    const missing = await get(noteOf('00000000-0000-4000-8000-000000000000'), stranger);
    const response = await get(noteOf(coverId), stranger);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(missing.json());
    expect(response.headers['content-type']).not.toContain('pdf');
  });

  it('opens to the buyer’s payment token, without a session, for half an hour only; never to another’s', async () => {
    const { coverId, paymentToken } = await coverFor(uniqueMsisdn());
    const other = await coverFor(uniqueMsisdn());
    for (const token of [other.paymentToken, 'not-a-token']) {
      const refused = await get(noteOf(coverId), { 'x-payment-token': token });
      expect(refused.statusCode).toBe(401);
      expect(refused.headers['content-type']).not.toContain('pdf');
    }
    const response = await get(noteOf(coverId), { 'x-payment-token': paymentToken });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    clock.advance(31 * 60 * 1000);
    expect((await get(noteOf(coverId), { 'x-payment-token': paymentToken })).statusCode).toBe(401);
  });
});

describe('the confirmation e-mail', () => {
  it('attaches the cover note and says what it is', async () => {
    const email = `note.${Date.now()}@mail.com`;
    const { reference } = await coverFor(uniqueMsisdn(), { email });
    await context.app.notifications.drain();
    const sent = mail.messages().find((message) => message.to === email);
    expect(sent?.subject).toMatch(/^Application received/);
    expect(sent?.text).toContain('Your cover note is attached');
    expect(sent?.attachments?.map((file) => [file.filename, file.contentType])).toEqual([
      [`kinga-cover-note-${reference}.pdf`, 'application/pdf'],
    ]);
    const attached = flat((await readPdf(sent?.attachments?.[0]?.content ?? new Uint8Array())).text);
    expect(attached).toContain('Cover note');
    expect(attached).toContain(reference);
  });
});
