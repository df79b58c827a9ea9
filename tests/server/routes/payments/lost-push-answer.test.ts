// When M-Pesa is slow or refuses: a push whose answer never reaches us, and a push refused as busy. The
// visitor's retry with the same Idempotency-Key must never make a second cover or a second live prompt,
// and a payment made on a prompt we never heard back about must still activate the cover.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StkPushResponseSchema } from '../../../../src/domain/api';
import { queryRows } from '../../../../src/server/db/query-rows';
import { setupTestApp, testConfig } from '../../../helpers/server-app';
import { openTestMpesa, type TestMpesa } from '../../../helpers/server-mpesa';
import {
  buyBody,
  coverStatus,
  coversOf,
  payerEndingIn,
  quoteFor,
  stkRequestsOf,
  TEST_CALLBACK_TOKEN,
  waitFor,
} from '../../../helpers/server-payments';

// Our Daraja deadline 500 ms; the slow answer 2.5 s; the payer "enters the PIN" after 1.2 s, after we have
// given up on the push's answer.
let mpesa: TestMpesa;
beforeAll(async () => {
  mpesa = await openTestMpesa({ timeoutMs: 500, slowAnswerMs: 2500, delayMs: 1200 });
  // A token now, so no test's short deadline is spent on OAuth (the query itself is refused).
  await mpesa.daraja
    .stkQuery('ws_CO_token_warm_up', { shortcode: '174379', passkey: 'any' })
    .catch(() => undefined);
});
afterAll(async () => {
  await mpesa?.close();
});

const context = setupTestApp({
  config: testConfig({ MPESA_CALLBACK_TOKEN: TEST_CALLBACK_TOKEN }),
  get mpesa() {
    return mpesa;
  },
});

let quotation: Awaited<ReturnType<typeof quoteFor>>;
beforeAll(async () => {
  await context.app.listen({ host: '127.0.0.1', port: 0 });
  quotation = await quoteFor(context.app);
});

const buy = (payload: object, key: string) =>
  context.app.inject({
    method: 'POST',
    url: '/api/home-insurance/quotations/buy-product',
    payload,
    headers: { 'idempotency-key': key },
  });

const receiptsOf = (msisdn: string) =>
  queryRows<{ checkout_request_id: string | null; mpesa_receipt_number: string | null; status: string }>(
    context.database.db,
    sql`select checkout_request_id, mpesa_receipt_number, status from stk_requests where msisdn = ${msisdn}`,
  );

describe('a buy whose M-Pesa push goes wrong', () => {
  it('a push whose answer is lost still gets its callback matched; retries with the key make no second cover or prompt', async () => {
    const payer = payerEndingIn('0408');
    const body = buyBody(quotation, payer);
    const first = await buy(body, `lost-${payer}`);
    expect(first.statusCode, first.body).toBe(504);
    expect(first.json().message).toBe(
      'M-Pesa did not confirm the payment prompt in time. If it reaches your phone, enter your PIN; if not, try again in a minute.',
    );

    // Pressing again at once: a prompt may be on the phone, so nothing new is pushed.
    const again = await buy(body, `lost-${payer}`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      'A payment prompt may already be on your phone. Enter your M-Pesa PIN there, or try again in a minute.',
    );

    // The payer pays; the callback comes on our own request id and finds the payment.
    const [paid] = await waitFor(async () => {
      const rows = await receiptsOf(payer);
      return rows[0]?.status === 'success' && rows;
    });
    expect(paid?.checkout_request_id).toMatch(/^ws_CO_/);
    expect(paid?.mpesa_receipt_number).toMatch(/^SIM[A-Z0-9]{7}$/);

    // The retry now replays the payment, so the page can confirm it.
    const replay = await buy(body, `lost-${payer}`);
    expect(replay.statusCode, replay.body).toBe(200);
    const answer = StkPushResponseSchema.parse(replay.json());
    expect(answer.checkout_request_id).toBe(paid?.checkout_request_id);
    expect(answer.message).toBe('Payment already received for this policy.');
    expect(await coverStatus(context.database, answer.data.cover_id)).toBe('active');
    expect(await coversOf(context.database, payer)).toBe(1);
    expect(await stkRequestsOf(context.database, payer)).toBe(1);
    const unmatched = await queryRows<{ count: number | string }>(
      context.database.db,
      sql`select count(*) as count from unmatched_mpesa_callbacks where checkout_request_id = ${paid?.checkout_request_id ?? ''}`,
    );
    expect(Number(unmatched[0]?.count)).toBe(0);
  });

  it('after a 502 (M-Pesa busy), a retry with the same key prompts for the same cover, and it pays', async () => {
    const payer = payerEndingIn('0503');
    const body = buyBody(quotation, payer);
    const refused = await buy(body, `busy-${payer}`);
    expect(refused.statusCode).toBe(502);
    expect(refused.json().message).toBe('Failed to initiate payment. Please try again.');
    expect(await coversOf(context.database, payer)).toBe(1);

    const retried = await buy(body, `busy-${payer}`);
    expect(retried.statusCode, retried.body).toBe(200);
    const answer = StkPushResponseSchema.parse(retried.json());
    await waitFor(async () => (await coverStatus(context.database, answer.data.cover_id)) === 'active');
    expect(await coversOf(context.database, payer)).toBe(1);
    // The refused push left a closed request; only the second one was a prompt.
    const rows = await receiptsOf(payer);
    expect(rows.map((row) => row.status).sort()).toEqual(['failed', 'success']);
  });
});
