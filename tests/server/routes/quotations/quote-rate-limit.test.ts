import { describe, expect, it } from 'vitest';
import { quoteLimit } from '../../../../src/server/services/quotations/quote-service';
import { setupTestApp } from '../../../helpers/server-app';
import { testClock } from '../../../helpers/server-clock';

// A still clock: the allowance refills continuously, so on the real clock a slow run would earn more.
const context = setupTestApp({ clock: testClock() });

const quoteFrom = (remoteAddress: string) =>
  context.app.inject({
    method: 'POST',
    url: '/api/home-insurance/quotations/quote',
    remoteAddress,
    payload: { is_owner: '0', value_of_house_hold_items: 100_000 },
  });

describe('quotation requests from one address', () => {
  it('are refused with 429 past the per-minute ceiling, while other addresses still get quotes', async () => {
    for (let attempt = 0; attempt < quoteLimit.max; attempt += 1) {
      expect((await quoteFrom('198.51.100.7')).statusCode).toBe(200);
    }
    const refused = await quoteFrom('198.51.100.7');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ status: false, message: quoteLimit.message });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await quoteFrom('198.51.100.8')).statusCode).toBe(200);
  });
});
