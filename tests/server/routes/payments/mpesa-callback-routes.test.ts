// M-Pesa's callback as an attacker or a confused Daraja might send it. The app does not listen here, so
// the simulator's own callbacks never arrive: each test is the only caller of the callback.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { StkPushResponseSchema } from '../../../../src/domain/api';
import { queryRows } from '../../../../src/server/db/query-rows';
import { setupTestApp, testConfig } from '../../../helpers/server-app';
import {
  buyBody,
  callbackUrl,
  coverStatus,
  paidCallbackBody,
  payerEndingIn,
  quoteFor,
  TEST_CALLBACK_TOKEN,
} from '../../../helpers/server-payments';

const logLines: string[] = [];
const context = setupTestApp({
  config: testConfig({ MPESA_CALLBACK_TOKEN: TEST_CALLBACK_TOKEN, LOG_LEVEL: 'info' }),
  logDestination: { write: (line) => logLines.push(line) },
});

async function pendingPurchase() {
  const quotation = await quoteFor(context.app);
  const response = await context.app.inject({
    method: 'POST',
    url: '/api/home-insurance/quotations/buy-product',
    // The app does not listen, so the simulator's callback is lost and the request stays pending for the
    // test's own callback.
    payload: buyBody(quotation, payerEndingIn('1037')),
  });
  const answer = StkPushResponseSchema.parse(response.json());
  tokens.set(answer.checkout_request_id, answer.data.payment_token ?? '');
  return answer;
}

/** The payment tokens of the buy answers, so the status shows the details as it does to the buyer. */
const tokens = new Map<string, string>();

const callback = (token: string, payload: object) =>
  context.app.inject({ method: 'POST', url: callbackUrl(token), payload });

const unmatched = (checkoutRequestId: string) =>
  queryRows<Record<string, unknown>>(
    context.database.db,
    sql`select * from unmatched_mpesa_callbacks where checkout_request_id = ${checkoutRequestId}`,
  );

const status = async (checkoutId: string) =>
  (
    await context.app.inject({
      method: 'POST',
      url: `/api/home-insurance/mpesa/stkstatus/${checkoutId}`,
      headers: { 'x-payment-token': tokens.get(checkoutId) ?? '' },
    })
  ).json();

describe('POST /api/home-insurance/payments/confirmation/:token', () => {
  it('refuses a forged callback with a wrong token (404) and changes nothing', async () => {
    const purchase = await pendingPurchase();
    const response = await callback(
      'forged-token-forged-token-forged',
      paidCallbackBody(purchase.checkout_request_id, purchase.data.amount),
    );
    expect(response.statusCode).toBe(404);
    expect((await status(purchase.checkout_request_id)).status).toBe('pending');
    expect(await coverStatus(context.database, purchase.data.cover_id)).toBe('inactive');
  });

  it('acknowledges a callback for an unknown CheckoutRequestID, changes nothing and keeps it for follow-up', async () => {
    const purchase = await pendingPurchase();
    const response = await callback(
      TEST_CALLBACK_TOKEN,
      paidCallbackBody('ws_CO_unknown_paid', purchase.data.amount),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ResultCode: 0, ResultDesc: 'Accepted' });
    expect((await status(purchase.checkout_request_id)).status).toBe('pending');
    const [stored] = await unmatched('ws_CO_unknown_paid');
    expect(stored).toMatchObject({
      reason: 'unknown_request',
      result_code: 0,
      amount: purchase.data.amount,
      mpesa_receipt_number: 'NLJ7RT61SV',
    });
    // Money with no cover is an error for a person to act on; the log names the request, not the payer.
    const line = logLines.find((entry) => entry.includes('ws_CO_unknown_paid'));
    expect(line).toContain('stored for follow-up');
    expect(line).toContain('"level":50');
    expect(line).not.toContain('254708374149');
    expect(line).not.toContain('NLJ7RT61SV');
  });

  it('keeps an unreadable callback for follow-up instead of dropping it', async () => {
    const response = await callback(TEST_CALLBACK_TOKEN, { Body: { note: 'not an stkCallback' } });
    expect(response.json()).toEqual({ ResultCode: 0, ResultDesc: 'Accepted' });
    const rows = await queryRows<{ reason: string; body: unknown }>(
      context.database.db,
      sql`select reason, body from unmatched_mpesa_callbacks where reason = 'unreadable'`,
    );
    expect(rows.map((row) => row.body)).toContainEqual({ Body: { note: 'not an stkCallback' } });
  });

  it('finds the request by our own id in the callback URL when the checkout id is not one we know', async () => {
    const purchase = await pendingPurchase();
    const [row] = await queryRows<{ id: string }>(
      context.database.db,
      sql`select id from stk_requests where checkout_request_id = ${purchase.checkout_request_id}`,
    );
    // The row already has its checkout id, so a reference cannot pull another request's callback onto it.
    const response = await context.app.inject({
      method: 'POST',
      url: `${callbackUrl()}/${row?.id}`,
      payload: paidCallbackBody('ws_CO_someone_else', purchase.data.amount),
    });
    expect(response.json()).toEqual({ ResultCode: 0, ResultDesc: 'Accepted' });
    expect((await status(purchase.checkout_request_id)).status).toBe('pending');
    expect(await unmatched('ws_CO_someone_else')).toHaveLength(1);
  });

  it('never activates a cover when the amount paid is not the amount asked', async () => {
    const purchase = await pendingPurchase();
    const response = await callback(TEST_CALLBACK_TOKEN, paidCallbackBody(purchase.checkout_request_id, 1));
    expect(response.json()).toEqual({ ResultCode: 0, ResultDesc: 'Accepted' });
    const after = await status(purchase.checkout_request_id);
    expect(after).toMatchObject({ status: 'failed', ResultCode: null });
    expect(after.ResultDesc).toContain('does not match');
    expect(await coverStatus(context.database, purchase.data.cover_id)).toBe('inactive');
  });

  it('settles on the first callback; a disagreeing replay changes nothing', async () => {
    const purchase = await pendingPurchase();
    await callback(TEST_CALLBACK_TOKEN, paidCallbackBody(purchase.checkout_request_id, purchase.data.amount));
    const failure = paidCallbackBody(purchase.checkout_request_id, purchase.data.amount);
    failure.Body.stkCallback.ResultCode = 1032;
    await callback(TEST_CALLBACK_TOKEN, failure);
    expect(await status(purchase.checkout_request_id)).toMatchObject({
      status: 'success',
      mpesa_receipt_number: 'NLJ7RT61SV',
      transaction_date: '20260302120005',
    });
    expect(await coverStatus(context.database, purchase.data.cover_id)).toBe('active');
  });

  it('never writes the callback token to the logs', async () => {
    await callback(TEST_CALLBACK_TOKEN, paidCallbackBody('ws_CO_unknown', 1));
    await callback('forged-token-forged-token-forged', paidCallbackBody('ws_CO_unknown', 1));
    const logs = logLines.join('');
    expect(logs).toContain('/payments/confirmation/[redacted]');
    expect(logs).not.toContain(TEST_CALLBACK_TOKEN);
    expect(logs).not.toContain('forged-token-forged-token-forged');
  });
});
