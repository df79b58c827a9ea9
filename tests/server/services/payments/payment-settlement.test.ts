// The callback is the source of truth even when a status query got there first: it brings the receipt a
// query cannot, it turns a failure a query guessed into the payment that happened, and nothing ever turns
// a success into a failure. The app does not listen, so M-Pesa's callbacks come only from the tests.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { PaymentStatusResponseSchema, StkPushResponseSchema } from '../../../../src/domain/api';
import { queryRows } from '../../../../src/server/db/query-rows';
import { setupTestApp, testConfig } from '../../../helpers/server-app';
import { testClock } from '../../../helpers/server-clock';
import {
  buyBody,
  callbackUrl,
  coverStatus,
  payerEndingIn,
  quoteFor,
  TEST_CALLBACK_TOKEN,
} from '../../../helpers/server-payments';

const clock = testClock();
const context = setupTestApp({ config: testConfig({ MPESA_CALLBACK_TOKEN: TEST_CALLBACK_TOKEN }), clock });

let quotation: Awaited<ReturnType<typeof quoteFor>>;
beforeAll(async () => {
  quotation = await quoteFor(context.app);
});

async function purchase(ending: string) {
  const response = await context.app.inject({
    method: 'POST',
    url: '/api/home-insurance/quotations/buy-product',
    payload: buyBody(quotation, payerEndingIn(ending)),
  });
  const bought = StkPushResponseSchema.parse(response.json());
  tokens.set(bought.checkout_request_id, bought.data.payment_token ?? '');
  return bought;
}

/** The buy answers' payment tokens: the status shows its details to the buyer only. */
const tokens = new Map<string, string>();

/** A status check past the 5 s mark, once the simulated payer (50 ms) has answered: it asks Daraja. */
async function statusAfterQuery(checkoutId: string) {
  await new Promise((resolve) => setTimeout(resolve, 80));
  clock.advance(6_000);
  return status(checkoutId);
}

async function status(checkoutId: string) {
  const response = await context.app.inject({
    method: 'POST',
    url: `/api/home-insurance/mpesa/stkstatus/${checkoutId}`,
    headers: { 'x-payment-token': tokens.get(checkoutId) ?? '' },
  });
  return PaymentStatusResponseSchema.parse(response.json());
}

function callback(checkoutRequestId: string, resultCode: number, amount: number, receipt = 'RCT7RT61SV') {
  const stkCallback = {
    MerchantRequestID: '29115-34620561-1',
    CheckoutRequestID: checkoutRequestId,
    ResultCode: resultCode,
    ResultDesc:
      resultCode === 0 ? 'The service request is processed successfully.' : 'Request cancelled by user',
    ...(resultCode === 0
      ? {
          CallbackMetadata: {
            Item: [
              { Name: 'Amount', Value: amount },
              { Name: 'MpesaReceiptNumber', Value: receipt },
              { Name: 'TransactionDate', Value: 20260302120005 },
              { Name: 'PhoneNumber', Value: 254708374149 },
            ],
          },
        }
      : {}),
  };
  return context.app.inject({
    method: 'POST',
    url: callbackUrl(),
    payload: { Body: { stkCallback } },
  });
}

const settledBy = async (checkoutId: string) =>
  (
    await queryRows<{ settled_by: string | null }>(
      context.database.db,
      sql`select settled_by from stk_requests where checkout_request_id = ${checkoutId}`,
    )
  )[0]?.settled_by;

describe('settling a payment from a query, then its callback', () => {
  it('a success a status query recorded gets its receipt from the late callback', async () => {
    const bought = await purchase('5555');
    const queried = await statusAfterQuery(bought.checkout_request_id);
    expect(queried).toMatchObject({ status: 'success', mpesa_receipt_number: null });
    expect(await settledBy(bought.checkout_request_id)).toBe('status_query');

    await callback(bought.checkout_request_id, 0, bought.data.amount, 'LATE7RT61S');
    const after = await status(bought.checkout_request_id);
    expect(after).toMatchObject({
      status: 'success',
      mpesa_receipt_number: 'LATE7RT61S',
      transaction_date: '20260302120005',
    });
    // Where the success came from is kept; the callback's arrival is recorded beside it.
    expect(await settledBy(bought.checkout_request_id)).toBe('status_query');
  });

  it('a failure a query hears while the prompt is open is not final: asked again once the prompt closed, then it is', async () => {
    // 1032: the payer cancelled, and the callback that says so was lost (the app does not listen).
    const bought = await purchase('1032');
    expect(await statusAfterQuery(bought.checkout_request_id)).toMatchObject({ status: 'pending' });
    // A poll a moment later, within the 10 s spacing, does not ask again and still says pending.
    clock.advance(2_000);
    expect((await status(bought.checkout_request_id)).status).toBe('pending');
    clock.advance(60_000);
    expect(await status(bought.checkout_request_id)).toMatchObject({ status: 'failed', ResultCode: 1032 });
    expect(await settledBy(bought.checkout_request_id)).toBe('status_query');
  });

  it('a failure a status query recorded is overridden by a success callback: the money moved', async () => {
    // 1037: the query, after the prompt closed, reports it timed out; the payer had in fact paid, and the
    // callback says so.
    const bought = await purchase('1037');
    clock.advance(60_000);
    expect(await statusAfterQuery(bought.checkout_request_id)).toMatchObject({
      status: 'failed',
      ResultCode: 1037,
    });
    expect(await coverStatus(context.database, bought.data.cover_id)).toBe('inactive');

    await callback(bought.checkout_request_id, 0, bought.data.amount, 'PAID7RT61S');
    expect(await status(bought.checkout_request_id)).toMatchObject({
      status: 'success',
      ResultCode: 0,
      mpesa_receipt_number: 'PAID7RT61S',
    });
    expect(await coverStatus(context.database, bought.data.cover_id)).toBe('active');
    expect(await settledBy(bought.checkout_request_id)).toBe('callback');
  });

  it('never downgrades a success: a failure callback after a query-recorded success changes nothing', async () => {
    const bought = await purchase('5555');
    expect((await statusAfterQuery(bought.checkout_request_id)).status).toBe('success');
    await callback(bought.checkout_request_id, 1032, bought.data.amount);
    expect((await status(bought.checkout_request_id)).status).toBe('success');
    expect(await coverStatus(context.database, bought.data.cover_id)).toBe('active');
  });

  it('a failure the callback itself reported is final: a second, disagreeing callback changes nothing', async () => {
    const bought = await purchase('1037');
    await callback(bought.checkout_request_id, 1032, bought.data.amount);
    await callback(bought.checkout_request_id, 0, bought.data.amount);
    expect(await status(bought.checkout_request_id)).toMatchObject({ status: 'failed', ResultCode: 1032 });
    expect(await settledBy(bought.checkout_request_id)).toBe('callback');
  });
});
