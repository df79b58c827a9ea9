// GET /api/home-insurance/catalogue: public prices, cacheable, and enough to price exactly as /quote does.
import { describe, expect, it } from 'vitest';
import { CatalogueResponseSchema, QuoteRequestSchema, QuoteResponseSchema } from '../../../../src/domain/api';
import { indicativePremiumRange } from '../../../../src/domain/outbox-indicative-quote';
import { setupTestApp } from '../../../helpers/server-app';

const context = setupTestApp();

async function catalogue() {
  const response = await context.app.inject({ method: 'GET', url: '/api/home-insurance/catalogue' });
  return { response, body: CatalogueResponseSchema.parse(response.json()) };
}

describe('GET /api/home-insurance/catalogue', () => {
  it('answers anyone with the products on sale and their rates, cacheable by the browser', async () => {
    const { response, body } = await catalogue();
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=300, stale-while-revalidate=86400');
    expect(body.data.products.length).toBeGreaterThan(0);
    for (const product of body.data.products) {
      expect(product.cover_types.length).toBeGreaterThan(0);
      expect(product).not.toHaveProperty('terms_and_conditions');
    }
  });

  it.each([
    { is_owner: '0', value_of_house_hold_items: 350_000, value_of_portable_items: 80_000 },
    { is_owner: '1', location: 'Kilimani', value_of_property: 6_000_000 },
    {
      is_owner: '1',
      location: 'Nyali',
      value_of_property: 9_000_000,
      value_of_house_hold_items: 700_000,
      value_of_portable_items: 150_000,
    },
  ])(
    'the indicative range from it is the cheapest and dearest quotation the server gives (%o)',
    async (input) => {
      const { body } = await catalogue();
      const quote = await context.app.inject({
        method: 'POST',
        url: '/api/home-insurance/quotations/quote',
        payload: input,
      });
      const totals = QuoteResponseSchema.parse(quote.json()).data.products.map(
        (product) => product.quotation,
      );
      const range = indicativePremiumRange(QuoteRequestSchema.parse(input), body.data.products);
      expect(range).toEqual({
        lowest: Math.min(...totals),
        highest: Math.max(...totals),
        products: totals.length,
      });
    },
  );
});
