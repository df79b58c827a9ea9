// Retry Payment (POST /mpesa/stkpush/:coverId) must never put two payable prompts on a phone, and a second
// payment that slips through anyway (a late callback on an old prompt) is kept for a refund. The app does
// not listen, so M-Pesa's own callbacks never arrive: each test sends the callbacks it needs.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { StkPushResponseSchema } from '../../../../src/domain/api';
import { queryRows } from '../../../../src/server/db/query-rows';
import { setupTestApp, testConfig } from '../../../helpers/server-app';
import { testClock } from '../../../helpers/server-clock';
import {
  buyBody,
  callbackUrl,
  coverStatus,
  paidCallbackBody,
  payerEndingIn,
  quoteFor,
  TEST_CALLBACK_TOKEN,
} from '../../../helpers/server-payments';

const clock = testClock();
const logLines: string[] = [];
const context = setupTestApp({
  config: testConfig({ MPESA_CALLBACK_TOKEN: TEST_CALLBACK_TOKEN, LOG_LEVEL: 'warn' }),
  clock,
  logDestination: { write: (line) => logLines.push(line) },
});

let quotation: Awaited<ReturnType<typeof quoteFor>>;
beforeAll(async () => {
  quotation = await quoteFor(context.app);
});

/** A cover with one prompt out; the app does not listen, so the prompt stays pending. */
async function coverWithOpenPrompt(payer = payerEndingIn('1037')) {
  const response = await context.app.inject({
    method: 'POST',
    url: '/api/home-insurance/quotations/buy-product',
    payload: buyBody(quotation, payer),
  });
  const purchase = StkPushResponseSchema.parse(response.json());
  paymentTokens.set(purchase.data.cover_id, purchase.data.payment_token ?? '');
  return purchase;
}

/** Each cover's payment token from its buy answer: Retry Payment is the buyer's. */
const paymentTokens = new Map<string, string>();

const retry = (coverId: string, msisdn: string, key = crypto.randomUUID()) =>
  context.app.inject({
    method: 'POST',
    url: `/api/home-insurance/mpesa/stkpush/${coverId}?msisdn=${msisdn}`,
    headers: { 'idempotency-key': key, 'x-payment-token': paymentTokens.get(coverId) ?? '' },
  });

const promptsOf = async (coverId: string) =>
  queryRows<{ checkout_request_id: string | null; needs_refund: boolean; status: string }>(
    context.database.db,
    sql`select checkout_request_id, needs_refund, status from stk_requests where cover_id = ${coverId} order by created_at`,
  );

describe('Retry Payment while a prompt is open', () => {
  it('answers with the prompt already on the phone instead of sending a second one', async () => {
    const purchase = await coverWithOpenPrompt();
    const response = await retry(purchase.data.cover_id, payerEndingIn('5555'));
    expect(response.statusCode, response.body).toBe(200);
    const answer = StkPushResponseSchema.parse(response.json());
    expect(answer.checkout_request_id).toBe(purchase.checkout_request_id);
    expect(answer.message).toMatch(
      /^A payment prompt is already open on 07XX XXX X\d\d\. Enter your M-Pesa PIN/,
    );
    expect(await promptsOf(purchase.data.cover_id)).toHaveLength(1);
  });

  it('two presses at once (two keys) send one new prompt once the old one has closed', async () => {
    const purchase = await coverWithOpenPrompt();
    clock.advance(61_000);
    const answers = await Promise.all([
      retry(purchase.data.cover_id, payerEndingIn('1037')),
      retry(purchase.data.cover_id, payerEndingIn('1037')),
    ]);
    // The second waited for the cover's lock and found the first's prompt: it answers with that prompt
    // once the push has been answered, or says in plain words that one is on its way.
    const prompts = await promptsOf(purchase.data.cover_id);
    expect(prompts).toHaveLength(2);
    for (const response of answers) {
      if (response.statusCode === 200) {
        expect(StkPushResponseSchema.parse(response.json()).checkout_request_id).toBe(
          prompts[1]?.checkout_request_id,
        );
      } else {
        expect(response.statusCode).toBe(409);
        expect(response.json().message).toBe(
          'A payment prompt may already be on your phone. Enter your M-Pesa PIN there, or try again in a minute.',
        );
      }
    }
    expect(answers.some((response) => response.statusCode === 200)).toBe(true);
  });
});

describe('a second payment for one cover', () => {
  it('is recorded as needing a refund, logged without the phone number, and never re-activates silently', async () => {
    const payer = payerEndingIn('1037');
    const purchase = await coverWithOpenPrompt(payer);
    clock.advance(61_000);
    const second = StkPushResponseSchema.parse((await retry(purchase.data.cover_id, payer)).json());
    const amount = purchase.data.amount;
    for (const [checkoutId, receipt] of [
      [second.checkout_request_id, 'SECONDPAY1'],
      [purchase.checkout_request_id, 'LATEFIRST1'],
    ] as const) {
      const response = await context.app.inject({
        method: 'POST',
        url: callbackUrl(),
        payload: paidCallbackBody(checkoutId, amount, { receipt }),
      });
      expect(response.json()).toEqual({ ResultCode: 0, ResultDesc: 'Accepted' });
    }
    expect(await coverStatus(context.database, purchase.data.cover_id)).toBe('active');
    const prompts = await promptsOf(purchase.data.cover_id);
    expect(prompts.map((row) => [row.status, row.needs_refund])).toEqual([
      ['success', true],
      ['success', false],
    ]);
    const warning = logLines.find((line) => line.includes('needing a refund'));
    expect(warning).toContain(purchase.data.cover_id);
    expect(warning).not.toContain(payer);
    expect(warning).not.toContain('LATEFIRST1');
  });
});
