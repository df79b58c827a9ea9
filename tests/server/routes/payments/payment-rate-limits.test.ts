// Nobody may ring a phone with prompt after prompt: pushes are limited per paying number, and buy and
// Retry Payment requests per client address. The app does not listen (M-Pesa's callbacks are lost), so
// every prompt stays pending and nothing else moves.
import { beforeAll, describe, expect, it } from 'vitest';
import { StkPushResponseSchema } from '../../../../src/domain/api';
import { setupTestApp } from '../../../helpers/server-app';
import { testClock } from '../../../helpers/server-clock';
import { buyBody, payerEndingIn, quoteFor } from '../../../helpers/server-payments';
import { expectWaitSaid } from '../../../helpers/wait-refusal';

const clock = testClock();
const context = setupTestApp({ clock });

let quotation: Awaited<ReturnType<typeof quoteFor>>;
beforeAll(async () => {
  quotation = await quoteFor(context.app);
});

const buy = (payload: object, remoteAddress = '198.51.100.1') =>
  context.app.inject({
    method: 'POST',
    url: '/api/home-insurance/quotations/buy-product',
    payload,
    remoteAddress,
  });

describe('limits on M-Pesa prompts', () => {
  it('pushes at most 5 prompts to one number in 10 minutes; asking about an open prompt does not count', async () => {
    const payer = payerEndingIn('1037');
    const first = StkPushResponseSchema.parse((await buy(buyBody(quotation, payer))).json());
    // Retry Payment while that prompt is open answers with it: no push, nothing counted.
    for (let press = 0; press < 3; press += 1) {
      const again = await context.app.inject({
        method: 'POST',
        url: `/api/home-insurance/mpesa/stkpush/${first.data.cover_id}?msisdn=${payer}`,
        headers: { 'x-payment-token': first.data.payment_token ?? '' },
        remoteAddress: '198.51.100.1',
      });
      expect(again.statusCode).toBe(200);
    }
    // Four more purchases (new covers, each for another house: identical buys would be one purchase)
    // push four more prompts: five in all.
    const house = (number: number) => buyBody(quotation, payer, { location: `Kilimani, house ${number}` });
    for (let purchase = 0; purchase < 4; purchase += 1) {
      expect((await buy(house(purchase))).statusCode).toBe(200);
    }
    const refused = await buy(house(4));
    expect(refused.statusCode).toBe(429);
    expectWaitSaid(refused, 'Too many payment prompts for this number.');
    // Another number is not held up by this one.
    expect((await buy(buyBody(quotation, payerEndingIn('1037')))).statusCode).toBe(200);

    clock.advance(10 * 60_000);
    expect((await buy(house(5))).statusCode).toBe(200);
  });

  it('takes at most 30 buy or Retry Payment requests from one address in 10 minutes', async () => {
    // A Retry Payment without the cover's token pushes nothing, yet still counts against the address (a
    // malformed request is refused by the schema before it costs anything, so it does not count).
    const unknownCover = '/api/home-insurance/mpesa/stkpush/6f1c1d7e-0000-4000-8000-000000000001';
    for (let request = 0; request < 30; request += 1) {
      const response = await context.app.inject({
        method: 'POST',
        url: `${unknownCover}?msisdn=254712345678`,
        remoteAddress: '203.0.113.9',
      });
      expect(response.statusCode).toBe(403);
    }
    const refused = await buy(buyBody(quotation, payerEndingIn('1037')), '203.0.113.9');
    expect(refused.statusCode).toBe(429);
    expectWaitSaid(refused, 'Too many payment requests from your network.');
    const retry = await context.app.inject({
      method: 'POST',
      url: '/api/home-insurance/mpesa/stkpush/6f1c1d7e-0000-4000-8000-000000000000?msisdn=254712345678',
      headers: { 'x-payment-token': 'a'.repeat(43) },
      remoteAddress: '203.0.113.9',
    });
    expect(retry.statusCode).toBe(429);
    expect((await buy(buyBody(quotation, payerEndingIn('1037')), '203.0.113.10')).statusCode).toBe(200);
  });
});
