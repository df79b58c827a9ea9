// The outbox against the real API: a queued quote request is sent once, makes one quotation, can be
// cancelled while it waits, and after a server failure waits its backoff before trying again.
import { count } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { outboxPendingFlag } from '../../../src/client/offline/device-flag';
import { kingaDb } from '../../../src/client/offline/kinga-db';
import { cancelOutboxItem, outboxItems } from '../../../src/client/offline/outbox-store';
import { drainOutbox } from '../../../src/client/outbox/outbox-runner';
import { queueQuoteRequest } from '../../../src/client/outbox/queue-quote';
import { QuotationSchema } from '../../../src/domain/api';
import { quotations } from '../../../src/server/db/schema';
import { serveApiForClientTests } from '../../helpers/client-api-server';

/** Set by a test to answer the next quote requests with this status instead of serving them. */
let failQuotesWith: number | null = null;
const api = serveApiForClientTests({
  beforeListen: (app) =>
    app.addHook('onRequest', async (request, reply) => {
      if (request.url.endsWith('/quotations/quote') && failQuotesWith !== null) {
        await reply.code(failQuotesWith).send({ status: false, message: 'Service unavailable' });
      }
    }),
});

const tenantQuote = {
  is_owner: '0' as const,
  location: '',
  value_of_property: 0,
  value_of_house_hold_items: 350_000,
  value_of_portable_items: 80_000,
  house_hold_items: [],
  portable_items: [],
};

async function quotationCount(): Promise<number> {
  const [row] = await api.database.db.select({ value: count() }).from(quotations);
  return Number(row?.value);
}

beforeEach(async () => {
  failQuotesWith = null;
  await kingaDb().outbox.clear();
});

describe('the outbox', () => {
  it('a queued quote request drains to exactly one quotation, kept for the wizard', async () => {
    const before = await quotationCount();
    await queueQuoteRequest(tenantQuote, 'outbox-once');
    expect(outboxPendingFlag.isSet()).toBe(true);

    await Promise.all([drainOutbox(), drainOutbox()]);
    await drainOutbox();

    const [item] = await outboxItems();
    expect(item).toMatchObject({ id: 'outbox-once', status: 'done', attempts: 1 });
    expect(QuotationSchema.parse(item?.result).request).toMatchObject({ value_of_house_hold_items: 350_000 });
    expect(await quotationCount()).toBe(before + 1);
    expect(outboxPendingFlag.isSet()).toBe(false);
  });

  it('a request the server already served before its answer was lost makes no second quotation', async () => {
    await fetch('/api/home-insurance/quotations/quote', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': 'outbox-lost-answer' },
      body: JSON.stringify(tenantQuote),
    });
    const before = await quotationCount();
    await queueQuoteRequest(tenantQuote, 'outbox-lost-answer');
    await drainOutbox();
    expect((await outboxItems())[0]?.status).toBe('done');
    expect(await quotationCount()).toBe(before);
  });

  it('a cancelled request is never sent', async () => {
    const before = await quotationCount();
    await queueQuoteRequest(tenantQuote, 'outbox-cancel');
    expect(await cancelOutboxItem('outbox-cancel')).toBe(true);
    await drainOutbox();
    expect(await outboxItems()).toEqual([]);
    expect(await quotationCount()).toBe(before);
  });

  it('after a server failure it waits its backoff, then sends the same request once', async () => {
    const before = await quotationCount();
    await queueQuoteRequest(tenantQuote, 'outbox-backoff');
    const t0 = Date.now();
    failQuotesWith = 503;
    await drainOutbox({ now: () => t0 });
    expect((await outboxItems())[0]).toMatchObject({
      status: 'queued',
      attempts: 1,
      nextAttemptAt: t0 + 5_000,
    });

    failQuotesWith = null;
    await drainOutbox({ now: () => t0 + 4_999 });
    expect((await outboxItems())[0]).toMatchObject({ status: 'queued', attempts: 1 });

    await drainOutbox({ now: () => t0 + 5_000 });
    expect((await outboxItems())[0]).toMatchObject({ status: 'done', attempts: 2 });
    expect(await quotationCount()).toBe(before + 1);
  });

  it('when the connection comes back it sends at once, without waiting out the backoff', async () => {
    await queueQuoteRequest(tenantQuote, 'outbox-reconnected');
    failQuotesWith = 503;
    await drainOutbox();
    expect((await outboxItems())[0]).toMatchObject({ status: 'queued', attempts: 1 });
    failQuotesWith = null;
    await drainOutbox();
    expect((await outboxItems())[0]?.attempts).toBe(1);
    await drainOutbox({ reason: 'reconnected' });
    expect((await outboxItems())[0]).toMatchObject({ status: 'done', attempts: 2 });
  });

  it('a refusal (4xx) fails for good with the server message, and can be cancelled', async () => {
    await queueQuoteRequest(tenantQuote, 'outbox-refused');
    failQuotesWith = 400;
    await drainOutbox();
    expect((await outboxItems())[0]).toMatchObject({ status: 'failed', error: 'Service unavailable' });
    failQuotesWith = null;
    await drainOutbox({ now: () => Date.now() + 10 ** 9, reason: 'reconnected' });
    expect((await outboxItems())[0]?.status).toBe('failed');
    expect(await cancelOutboxItem('outbox-refused')).toBe(true);
  });
});
