// GET /api/home-insurance/verify/:code: the check printed on every document. Anyone may ask, limited per
// address; the answer says whether the cover is valid now, its product, underwriter and period and the
// holder's initials, and nothing else: no phone, ID number, address, amounts or reference.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiErrorSchema, StkPushResponseSchema } from '../../../../src/domain/api';
import { VerificationResponseSchema } from '../../../../src/domain/api/verification';
import { verificationMessages } from '../../../../src/domain/documents/verification-messages';
import { queryRows } from '../../../../src/server/db/query-rows';
import { createCoverDocumentsRepository } from '../../../../src/server/services/documents/cover-documents-repository';
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
import { captureSms } from '../../../helpers/server-sms';
import { uniqueMsisdn } from '../../../helpers/server-users';

const clock = testClock();
const context = setupTestApp({
  config: testConfig({ MPESA_CALLBACK_TOKEN: TEST_CALLBACK_TOKEN }),
  clock,
  sms: captureSms().sender,
  mpesa: setupTestMpesa(),
  storage: createLocalFileStorage(mkdtempSync(join(tmpdir(), 'kinga-verify-'))),
});

let quotation: Awaited<ReturnType<typeof quoteFor>>;
beforeAll(async () => {
  quotation = await quoteFor(context.app);
});
freshLimitsForEachTest(clock);

/** A paid cover and its check code (drawn when its receipt is first printed, as a document would). */
async function paidCoverWithCode() {
  const body = buyBody(quotation, payerEndingIn('1037'));
  body.user.msisdn = uniqueMsisdn();
  const bought = StkPushResponseSchema.parse(
    (
      await context.app.inject({
        method: 'POST',
        url: '/api/home-insurance/quotations/buy-product',
        payload: body,
        remoteAddress: nextAddress(),
      })
    ).json(),
  );
  await context.app.inject({
    method: 'POST',
    url: callbackUrl(),
    payload: paidCallbackBody(bought.checkout_request_id, bought.data.amount, { receipt: 'RCPTCHECK1' }),
  });
  // The payment's e-mail attaches the cover note, which draws the code too: sent now, it cannot draw one
  // later under a test that has just cleared it (CI saw a random code where the test's own draw was due).
  await context.app.notifications.drain();
  const coverId = bought.data.cover_id;
  const receipt = await context.app.inject({
    method: 'GET',
    url: `/api/home-insurance/covers/${coverId}/receipt.pdf`,
    headers: { 'x-payment-token': bought.data.payment_token ?? '' },
  });
  expect(receipt.statusCode).toBe(200);
  const [row] = await queryRows<{ code: string }>(
    context.database.db,
    sql`select verification_code as code from covers where id = ${coverId}`,
  );
  return { coverId, code: row?.code ?? '', bought, body };
}

const check = (code: string, remoteAddress = nextAddress()) =>
  context.app.inject({ method: 'GET', url: `/api/home-insurance/verify/${code}`, remoteAddress });
const setReview = (coverId: string, status: 'approved' | 'declined') =>
  context.database.db.execute(sql`update covers set review_status = ${status} where id = ${coverId}`);

describe('GET /api/home-insurance/verify/:code', () => {
  it('tells anyone, without a session, that a paid cover under review is valid, and exactly what else', async () => {
    const { code, bought, body } = await paidCoverWithCode();
    const response = await check(code);
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json();
    expect(VerificationResponseSchema.parse(answer)).toEqual(answer);
    expect(Object.keys(answer.data).sort()).toEqual(
      ['holder_initials', 'period', 'product', 'underwriter', 'valid', 'validity'].sort(),
    );
    expect(answer.data).toMatchObject({
      validity: 'pending_review',
      valid: true,
      period: { from: '2026-03-02', to: '2027-03-01' },
    });
    expect(answer.data.holder_initials).toMatch(/^(\p{Lu}\. )*\p{Lu}\.$/u);
    // Nothing a stranger could find the holder by, nor what they paid.
    const text = response.body;
    for (const secret of [
      body.user.msisdn,
      body.user.msisdn.slice(-9),
      body.user.name,
      bought.reference,
      String(bought.data.amount),
      bought.data.cover_id,
    ]) {
      expect(text, secret).not.toContain(secret);
    }
  });

  it('says active once approved, declined once declined, expired once the period is over', async () => {
    const { coverId, code } = await paidCoverWithCode();
    await setReview(coverId, 'approved');
    expect((await check(code)).json().data).toMatchObject({ validity: 'active', valid: true });
    await setReview(coverId, 'declined');
    expect((await check(code)).json().data).toMatchObject({ validity: 'declined', valid: false });
    await setReview(coverId, 'approved');
    clock.advance(366 * 24 * 60 * 60 * 1000);
    expect((await check(code)).json().data).toMatchObject({ validity: 'expired', valid: false });
  });

  it('reads a code typed from paper in lower case, with spaces', async () => {
    const { code } = await paidCoverWithCode();
    const typed = `${code.slice(0, 4)} ${code.slice(4)}`.toLowerCase();
    expect((await check(encodeURIComponent(typed))).statusCode).toBe(200);
  });

  it('answers an unknown code, or the reference, with a 404 that says so', async () => {
    const { bought } = await paidCoverWithCode();
    for (const code of ['ABCDEFGHJK23', bought.reference, 'x'.repeat(64)]) {
      const response = await check(encodeURIComponent(code));
      expect(response.statusCode, code).toBe(404);
      expect(ApiErrorSchema.parse(response.json())).toMatchObject({
        code: 'verification_code_unknown',
        message: verificationMessages.unknownCode,
      });
    }
  });

  it('limits one address to 30 checks a minute, known codes or not', async () => {
    const address = nextAddress();
    for (let attempt = 0; attempt < 30; attempt += 1) {
      expect((await check('ABCDEFGHJK23', address)).statusCode).toBe(404);
    }
    const refused = await check('ABCDEFGHJK23', address);
    expect(refused.statusCode).toBe(429);
    expect(ApiErrorSchema.parse(refused.json()).message).toMatch(/^Too many checks from your network\./);
    expect((await check('ABCDEFGHJK23')).statusCode).toBe(404);
  });

  it('gives each cover its own code: one another cover holds is drawn again, and a cover keeps its first', async () => {
    const taken = await paidCoverWithCode();
    const other = await paidCoverWithCode();
    await context.database.db.execute(
      sql`update covers set verification_code = null where id = ${other.coverId}`,
    );
    const documents = createCoverDocumentsRepository(context.database.db);
    const draws = [taken.code, 'ZZZZZZZZZZZZ', 'YYYYYYYYYYYY'];
    const code = await documents.verificationCodeOf(other.coverId, () => draws.shift() ?? '');
    expect(code).toBe('ZZZZZZZZZZZZ');
    expect(await documents.verificationCodeOf(other.coverId, () => 'XXXXXXXXXXXX')).toBe('ZZZZZZZZZZZZ');
    expect(await documents.coverWithCode(taken.code)).toBe(taken.coverId);
  });
});
