// One M-Pesa payment carries at most KSh 250,000 (MPESA_MAX_AMOUNT). A premium above it could never be
// paid by a prompt, so the buy is refused before any prompt with what to do instead, and the cover is
// kept for the agency to follow up.
import { describe, expect, it } from 'vitest';
import { ApiErrorSchema, QuoteResponseSchema, StkPushResponseSchema } from '../../../../src/domain/api';
import { agency } from '../../../../src/domain/business';
import { setupTestApp } from '../../../helpers/server-app';
import { setupTestMpesa } from '../../../helpers/server-mpesa';
import { buyBody, coversOf, payerEndingIn } from '../../../helpers/server-payments';

const mpesa = setupTestMpesa();
const context = setupTestApp({
  mpesa,
});

/** A KSh 150 M house with its contents: all but the cheapest package cost more than KSh 250,000 a year. */
const mansion = {
  is_owner: '1' as const,
  location: 'Karen',
  value_of_property: 150_000_000,
  value_of_house_hold_items: 4_000_000,
  value_of_portable_items: 500_000,
  house_hold_items: [],
  portable_items: [],
};

const limitMessage = `This premium is more than the KSh 250,000 one M-Pesa payment can carry. Your application is saved: please call us on ${agency.phones[0]} to pay by bank transfer.`;

describe('a premium above what one M-Pesa payment can carry', () => {
  it('is refused before any prompt with what to do instead, and its cover is kept', async () => {
    const quoted = await context.app.inject({
      method: 'POST',
      url: '/api/home-insurance/quotations/quote',
      payload: mansion,
    });
    const quotation = QuoteResponseSchema.parse(quoted.json()).data;
    const dearest = quotation.products.filter((product) => product.quotation > 250_000);
    expect(dearest.length).toBeGreaterThan(0);
    const payer = payerEndingIn('5555');
    const body = buyBody({ id: quotation.id, products: dearest }, payer, mansion);

    const response = await context.app.inject({
      method: 'POST',
      url: '/api/home-insurance/quotations/buy-product',
      payload: body,
      headers: { 'idempotency-key': `mansion-${payer}` },
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(ApiErrorSchema.parse(response.json()).message).toBe(limitMessage);
    expect(mpesa.pushesTo(payer)).toBe(0);
    expect(await coversOf(context.database, payer)).toBe(1);

    // Pressing Pay Now again (same key) meets the same answer, for the same cover.
    const again = await context.app.inject({
      method: 'POST',
      url: '/api/home-insurance/quotations/buy-product',
      payload: body,
      headers: { 'idempotency-key': `mansion-${payer}` },
    });
    expect(again.statusCode).toBe(400);
    expect(mpesa.pushesTo(payer)).toBe(0);
    expect(await coversOf(context.database, payer)).toBe(1);
  });

  it('still prompts for the cheaper products of the same house', async () => {
    const quoted = await context.app.inject({
      method: 'POST',
      url: '/api/home-insurance/quotations/quote',
      payload: mansion,
    });
    const quotation = QuoteResponseSchema.parse(quoted.json()).data;
    const payer = payerEndingIn('1037');
    const cheapest = quotation.products[0];
    expect(cheapest?.quotation).toBeLessThanOrEqual(250_000);
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/home-insurance/quotations/buy-product',
      payload: buyBody(quotation, payer, mansion),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(StkPushResponseSchema.parse(response.json()).data.amount).toBe(cheapest?.quotation);
    expect(mpesa.pushesTo(payer)).toBe(1);
  });
});
