// The status endpoint reads our record and asks Daraja only when a request stays pending, and then at
// most once every 10 s per request, however often the pages poll. It also says whether the policy itself
// is active.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { PaymentStatusResponseSchema, StkPushResponseSchema } from '../../../../src/domain/api';
import { queryRows } from '../../../../src/server/db/query-rows';
import { buildTestApp, setupTestApp, testConfig } from '../../../helpers/server-app';
import { testClock } from '../../../helpers/server-clock';
import { openTestMpesa, setupTestMpesa } from '../../../helpers/server-mpesa';
import {
  buyBody,
  coverStatus,
  paidCallbackBody,
  payerEndingIn,
  quoteFor,
  TEST_CALLBACK_TOKEN,
} from '../../../helpers/server-payments';

// The simulated payer takes a minute: Daraja answers "not yet" to every query meanwhile.
const mpesa = setupTestMpesa({ delayMs: 60_000 });

const clock = testClock();
const context = setupTestApp({
  clock,
  mpesa,
});

let quotation: Awaited<ReturnType<typeof quoteFor>>;
beforeAll(async () => {
  quotation = await quoteFor(context.app);
});

/** The buy answers' payment tokens: the status shows its details to the buyer only. */
const tokens = new Map<string, string>();

const status = async (checkoutId: string) =>
  PaymentStatusResponseSchema.parse(
    (
      await context.app.inject({
        method: 'POST',
        url: `/api/home-insurance/mpesa/stkstatus/${checkoutId}`,
        headers: { 'x-payment-token': tokens.get(checkoutId) ?? '' },
      })
    ).json(),
  );

describe('POST /api/home-insurance/mpesa/stkstatus/:checkoutId', () => {
  it('asks Daraja about a pending request at most once every 10 s, however often it is polled', async () => {
    const bought = StkPushResponseSchema.parse(
      (
        await context.app.inject({
          method: 'POST',
          url: '/api/home-insurance/quotations/buy-product',
          payload: buyBody(quotation, payerEndingIn('5555')),
        })
      ).json(),
    );
    const id = bought.checkout_request_id;
    tokens.set(id, bought.data.payment_token ?? '');
    const asked = () => mpesa.simulator.queriesReceived(id);

    clock.advance(4_000);
    expect(await status(id)).toMatchObject({ status: 'pending', cover_status: 'inactive' });
    expect(asked()).toBe(0);

    clock.advance(2_000);
    await status(id);
    expect(asked()).toBe(1);
    for (let poll = 0; poll < 4; poll += 1) {
      clock.advance(2_000);
      await status(id);
    }
    expect(asked()).toBe(1);
    clock.advance(2_000);
    await Promise.all([status(id), status(id), status(id)]);
    expect(asked()).toBe(2);

    const [row] = await queryRows<{ query_attempts: number }>(
      context.database.db,
      sql`select query_attempts from stk_requests where checkout_request_id = ${id}`,
    );
    expect(row?.query_attempts).toBe(2);
  });

  it('a prompt Daraja reports as still under processing (HTTP 200, 4999) stays pending: Retry answers with that prompt, and the late callback activates the cover', async () => {
    // Daraja has handed the prompt to the phone at once: every query meanwhile answers 4999.
    const still = await openTestMpesa({ delayMs: 60_000, deliveryMs: 0 });
    const app = await buildTestApp({
      database: context.database,
      mpesa: still,
      clock,
      config: testConfig({ MPESA_CALLBACK_TOKEN: TEST_CALLBACK_TOKEN }),
    });
    try {
      const payer = payerEndingIn('5555');
      const bought = StkPushResponseSchema.parse(
        (
          await app.inject({
            method: 'POST',
            url: '/api/home-insurance/quotations/buy-product',
            payload: buyBody(quotation, payer),
          })
        ).json(),
      );
      const id = bought.checkout_request_id;
      clock.advance(6_000);
      const buyer = { 'x-payment-token': bought.data.payment_token ?? '' };
      const checked = await app.inject({
        method: 'POST',
        url: `/api/home-insurance/mpesa/stkstatus/${id}`,
        headers: buyer,
      });
      expect(still.simulator.queriesReceived(id)).toBe(1);
      expect(checked.json()).toMatchObject({ status: 'pending', ResultCode: null, cover_status: 'inactive' });

      const retry = await app.inject({
        method: 'POST',
        url: `/api/home-insurance/mpesa/stkpush/${bought.data.cover_id}?msisdn=${payer}`,
        headers: buyer,
      });
      expect(retry.json()).toMatchObject({ checkout_request_id: id });
      expect(retry.json().message).toMatch(/^A payment prompt is already open/);

      // The payer enters the PIN; the callback comes late and is the payment.
      await app.inject({
        method: 'POST',
        url: `/api/home-insurance/payments/confirmation/${TEST_CALLBACK_TOKEN}`,
        payload: paidCallbackBody(id, bought.data.amount),
      });
      expect(await coverStatus(context.database, bought.data.cover_id)).toBe('active');
    } finally {
      await app.close();
      await still.close();
    }
  });
});
