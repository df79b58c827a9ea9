// Premiums go to the underwriter (Kenya's Insurance Act s.156, cash and carry): the agency never receives
// a premium on an insurer's behalf, so each prompt pays the chosen product's underwriter's own paybill,
// signed with that paybill's passkey, and the status query asks with the same pair.
import { describe, expect, it } from 'vitest';
import { PaymentStatusResponseSchema, StkPushResponseSchema } from '../../../../src/domain/api';
import { underwriterPaybillShortcodes } from '../../../../src/server/db/catalogue/catalogue-data';
import { setupTestApp } from '../../../helpers/server-app';
import { testClock } from '../../../helpers/server-clock';
import { setupTestMpesa } from '../../../helpers/server-mpesa';
import { buyBody, payerEndingIn, quoteFor } from '../../../helpers/server-payments';

const mpesa = setupTestMpesa();
const clock = testClock();
const context = setupTestApp({
  clock,
  mpesa,
});

describe('premiums go to the underwriter', () => {
  it('buying two products of different underwriters prompts on their two paybills, and each query asks with its own', async () => {
    const quotation = await quoteFor(context.app);
    const first = quotation.products[0];
    const second = quotation.products.find((product) => product.under_writer.id !== first?.under_writer.id);
    if (!first || !second) throw new Error('the quotation needs products of two underwriters');

    const bought = [];
    for (const product of [first, second]) {
      const payer = payerEndingIn('5555');
      const response = await context.app.inject({
        method: 'POST',
        url: '/api/home-insurance/quotations/buy-product',
        payload: buyBody(quotation, payer, { product_id: product.id, quotation: product.quotation }),
      });
      expect(response.statusCode, response.body).toBe(200);
      bought.push({ payer, product, purchase: StkPushResponseSchema.parse(response.json()) });
    }

    const shortcodes = bought.map(({ payer, product }) => {
      const push = mpesa.simulator.pushesReceived().find((received) => received.PhoneNumber === payer);
      const expected = underwriterPaybillShortcodes[product.under_writer.id];
      expect(push).toMatchObject({ BusinessShortCode: expected, PartyB: expected });
      return push?.BusinessShortCode;
    });
    expect(new Set(shortcodes).size).toBe(2);

    // The simulated payers have paid (50 ms); past 5 s the status check asks Daraja with each paybill.
    await new Promise((resolve) => setTimeout(resolve, 100));
    clock.advance(6_000);
    for (const { purchase } of bought) {
      const status = await context.app.inject({
        method: 'POST',
        url: `/api/home-insurance/mpesa/stkstatus/${purchase.checkout_request_id}`,
        headers: { 'x-payment-token': purchase.data.payment_token ?? '' },
      });
      expect(PaymentStatusResponseSchema.parse(status.json())).toMatchObject({
        status: 'success',
        ResultCode: 0,
      });
    }
  });
});
