import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { quotations } from '../../../../src/server/db/schema';
import { quoteLimit } from '../../../../src/server/services/quotations/quote-service';
import { setupTestApp } from '../../../helpers/server-app';
import { testClock } from '../../../helpers/server-clock';
import { expectWaitSaid } from '../../../helpers/wait-refusal';

// A still clock: the allowance refills continuously, so on the real clock a slow run would earn more.
const context = setupTestApp({ clock: testClock() });

const countQuotations = () => context.database.db.select({ value: count() }).from(quotations);

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
    expectWaitSaid(refused, 'Too many quotation requests.');
    expect((await quoteFrom('198.51.100.8')).statusCode).toBe(200);
  });

  it('store nothing once refused: the take and the insert are one statement', async () => {
    const stored = async () => Number((await countQuotations()).at(0)?.value);
    for (let attempt = 0; attempt < quoteLimit.max; attempt += 1) await quoteFrom('198.51.100.9');
    const before = await stored();
    expect((await quoteFrom('198.51.100.9')).statusCode).toBe(429);
    expect((await quoteFrom('198.51.100.9')).statusCode).toBe(429);
    expect(await stored()).toBe(before);
  });

  it('cost nothing when the coverage answers are incomplete: only a stored quotation counts', async () => {
    const incomplete = () =>
      context.app.inject({
        method: 'POST',
        url: '/api/home-insurance/quotations/quote',
        remoteAddress: '198.51.100.10',
        payload: { is_owner: '1' },
      });
    for (let attempt = 0; attempt <= quoteLimit.max; attempt += 1) {
      expect((await incomplete()).statusCode).toBe(400);
    }
    expect((await quoteFrom('198.51.100.10')).statusCode).toBe(200);
  });
});
