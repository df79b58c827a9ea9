// Retry Payment and the payment status belong to the buyer: the page holding the buy answer's payment
// token (X-Payment-Token), or the signed-in holder of the cover's account. Anyone else who learns a cover
// id or a checkout id can neither ring a phone with it nor read the receipt.
import { beforeAll, describe, expect, it } from 'vitest';
import { PaymentStatusResponseSchema, StkPushResponseSchema } from '../../../../src/domain/api';
import { setupTestApp, testConfig } from '../../../helpers/server-app';
import { testClock } from '../../../helpers/server-clock';
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
const context = setupTestApp({
  config: testConfig({ MPESA_CALLBACK_TOKEN: TEST_CALLBACK_TOKEN }),
  clock,
  sms: sms.sender,
  mpesa,
});

let quotation: Awaited<ReturnType<typeof quoteFor>>;
beforeAll(async () => {
  quotation = await quoteFor(context.app);
});

const refusal =
  'Only the page that started this payment can retry it. To pay for this policy, sign in to the client portal.';

/** A cover bought for `holder`'s phone, its prompt open (1037: the simulator never calls back). */
async function purchase(holder = uniqueMsisdn()) {
  const body = buyBody(quotation, payerEndingIn('1037'));
  body.user.msisdn = holder;
  const response = await context.app.inject({
    method: 'POST',
    url: '/api/home-insurance/quotations/buy-product',
    payload: body,
  });
  expect(response.statusCode, response.body).toBe(200);
  const bought = StkPushResponseSchema.parse(response.json());
  expect(bought.data.payment_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  return { ...bought, token: bought.data.payment_token ?? '', holder, payer: body.msisdn };
}

const statusOf = (checkoutId: string, headers: Record<string, string> = {}) =>
  context.app.inject({ method: 'POST', url: `/api/home-insurance/mpesa/stkstatus/${checkoutId}`, headers });

const retry = (coverId: string, msisdn: string, headers: Record<string, string> = {}) =>
  context.app.inject({
    method: 'POST',
    url: `/api/home-insurance/mpesa/stkpush/${coverId}?msisdn=${msisdn}`,
    headers,
  });

describe('payment status', () => {
  it('tells a caller without the token only pending, success or failed; the buyer sees the receipt', async () => {
    const bought = await purchase();
    expect((await statusOf(bought.checkout_request_id)).json()).toEqual({ status: 'pending' });
    expect((await statusOf(bought.checkout_request_id, { 'x-payment-token': 'guess' })).json()).toEqual({
      status: 'pending',
    });

    await context.app.inject({
      method: 'POST',
      url: callbackUrl(),
      payload: paidCallbackBody(bought.checkout_request_id, bought.data.amount, { receipt: 'RCPTPAID01' }),
    });
    const anonymous = await statusOf(bought.checkout_request_id);
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json()).toEqual({ status: 'success' });
    expect(anonymous.body).not.toContain('RCPTPAID01');
    expect(anonymous.body).not.toContain(bought.data.cover_id);

    const buyer = await statusOf(bought.checkout_request_id, { 'x-payment-token': bought.token });
    expect(PaymentStatusResponseSchema.parse(buyer.json())).toMatchObject({
      status: 'success',
      cover_id: bought.data.cover_id,
      mpesa_receipt_number: 'RCPTPAID01',
      amount: bought.data.amount,
    });
  });

  it('shows the details to the signed-in holder of the cover’s account, and to no other account', async () => {
    const bought = await purchase();
    const holder = await signIn(context.app, sms, bought.holder);
    const stranger = await signIn(context.app, sms, (await purchase()).holder);
    const asHolder = await statusOf(bought.checkout_request_id, { authorization: `Bearer ${holder}` });
    expect(PaymentStatusResponseSchema.parse(asHolder.json()).cover_id).toBe(bought.data.cover_id);
    const asStranger = await statusOf(bought.checkout_request_id, { authorization: `Bearer ${stranger}` });
    expect(asStranger.json()).toEqual({ status: 'pending' });
  });
});

describe('Retry Payment', () => {
  it('is refused without the token, or with another cover’s, and no prompt goes out', async () => {
    const bought = await purchase();
    const other = await purchase();
    clock.advance(61_000);
    const target = payerEndingIn('1037');
    const attempts: Record<string, string>[] = [
      {},
      { 'x-payment-token': other.token },
      { 'x-payment-token': 'x'.repeat(43) },
    ];
    for (const headers of attempts) {
      const response = await retry(bought.data.cover_id, target, headers);
      expect(response.statusCode, JSON.stringify(headers)).toBe(403);
      expect(response.json()).toEqual({ status: false, message: refusal, code: 'payment_token_required' });
    }
    expect(mpesa.pushesTo(target)).toBe(0);
    // Without any proof, an unknown cover is refused the same way: nothing tells which covers exist.
    const unknown = await retry('6f1c1d7e-0000-4000-8000-000000000000', target);
    expect(unknown.statusCode).toBe(403);
  });

  it('refuses an X-Payment-Token no page could hold with a 400 naming the header, on Retry and status', async () => {
    const bought = await purchase();
    clock.advance(61_000);
    for (const token of ['x'.repeat(101), 'a\u0000b']) {
      const headers = { 'x-payment-token': token };
      for (const response of [
        await retry(bought.data.cover_id, bought.payer, headers),
        await statusOf(bought.data.checkout_request_id, headers),
      ]) {
        expect(response.statusCode, response.body).toBe(400);
        expect(response.json()).toMatchObject({ status: false, errors: [{ path: 'X-Payment-Token' }] });
      }
    }
    expect(mpesa.pushesTo(bought.payer)).toBe(1);
  });

  it('prompts with the token from the buy answer, or for the signed-in holder', async () => {
    const bought = await purchase();
    clock.advance(61_000);
    const withToken = await retry(bought.data.cover_id, bought.payer, { 'x-payment-token': bought.token });
    expect(withToken.statusCode, withToken.body).toBe(200);
    expect(StkPushResponseSchema.parse(withToken.json()).checkout_request_id).not.toBe(
      bought.checkout_request_id,
    );
    expect(mpesa.pushesTo(bought.payer)).toBe(2);

    clock.advance(61_000);
    const session = await signIn(context.app, sms, bought.holder);
    const asHolder = await retry(bought.data.cover_id, bought.payer, { authorization: `Bearer ${session}` });
    expect(asHolder.statusCode, asHolder.body).toBe(200);
    expect(mpesa.pushesTo(bought.payer)).toBe(3);
  });
});
