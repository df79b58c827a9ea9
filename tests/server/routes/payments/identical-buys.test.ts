// A client without Idempotency-Key tapping Pay Now ten times: identical buys (same body) from one address
// within two minutes are one purchase, with one cover and one M-Pesa prompt.
import { beforeAll, describe, expect, it } from 'vitest';
import { StkPushResponseSchema } from '../../../../src/domain/api';
import { setupTestApp } from '../../../helpers/server-app';
import { testClock } from '../../../helpers/server-clock';
import { setupTestMpesa } from '../../../helpers/server-mpesa';
import { buyBody, coversOf, payerEndingIn, quoteFor } from '../../../helpers/server-payments';

const clock = testClock();
const mpesa = setupTestMpesa();
const context = setupTestApp({
  clock,
  mpesa,
});

let quotation: Awaited<ReturnType<typeof quoteFor>>;
beforeAll(async () => {
  quotation = await quoteFor(context.app);
});

const buy = (payload: object, remoteAddress = '203.0.113.7') =>
  context.app.inject({
    method: 'POST',
    url: '/api/home-insurance/quotations/buy-product',
    payload,
    remoteAddress,
  });

describe('identical buy-product requests without Idempotency-Key', () => {
  it('ten at once from one address make one cover and one prompt; the others get its answer or wait', async () => {
    // 1037: the simulator never calls back, so the prompt stays open throughout.
    const payer = payerEndingIn('1037');
    const body = buyBody(quotation, payer);
    const answers = await Promise.all(Array.from({ length: 10 }, () => buy(body)));

    expect(mpesa.pushesTo(payer)).toBe(1);
    expect(await coversOf(context.database, payer)).toBe(1);
    const answered = answers.filter((response) => response.statusCode === 200);
    expect(answered.length).toBeGreaterThanOrEqual(1);
    const first = StkPushResponseSchema.parse(answered[0]?.json());
    for (const response of answers) {
      if (response.statusCode === 200) {
        expect(StkPushResponseSchema.parse(response.json()).checkout_request_id).toBe(
          first.checkout_request_id,
        );
      } else {
        expect(response.statusCode).toBe(409);
        expect(response.json().message).toBe(
          'This purchase is already on its way. Wait for the M-Pesa prompt on your phone, or try again in a minute.',
        );
      }
    }
    // A tap after the first has answered gets that answer, token and all.
    const later = await buy(body);
    expect(later.statusCode).toBe(200);
    expect(later.json()).toEqual(first);
    expect(mpesa.pushesTo(payer)).toBe(1);
  });

  it('are a new purchase two minutes later', async () => {
    const payer = payerEndingIn('1037');
    const body = buyBody(quotation, payer);
    const first = StkPushResponseSchema.parse((await buy(body)).json());
    clock.advance(2 * 60 * 1000 + 1_000);
    const second = await buy(body);
    expect(second.statusCode, second.body).toBe(200);
    expect(StkPushResponseSchema.parse(second.json()).data.cover_id).not.toBe(first.data.cover_id);
    expect(await coversOf(context.database, payer)).toBe(2);
    expect(mpesa.pushesTo(payer)).toBe(2);
  });

  it('are separate purchases when they come from two addresses, or differ', async () => {
    const payer = payerEndingIn('1037');
    const body = buyBody(quotation, payer);
    expect((await buy(body, '203.0.113.8')).statusCode).toBe(200);
    clock.advance(61_000);
    expect((await buy(body, '203.0.113.9')).statusCode).toBe(200);
    clock.advance(61_000);
    expect(
      (await buy({ ...body, user: { ...body.user, name: 'Wanjiru W. Kamau' } }, '203.0.113.8')).statusCode,
    ).toBe(200);
    expect(await coversOf(context.database, payer)).toBe(3);
    expect(mpesa.pushesTo(payer)).toBe(3);
  });
});
