// M-Pesa's callback at its new home, /api/home-insurance/payments/confirmation: Daraja filters callback
// URLs with 'mpesa' in them, so the path avoids the words it filters, and the old path still serves
// prompts sent before the move. The secret token is 200 characters long: longer than Fastify's default
// limit for a route parameter (100), which used to break every callback.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { StkPushResponseSchema } from '../../../../src/domain/api';
import { API_BODY_LIMIT_BYTES } from '../../../../src/server/app';
import { queryRows } from '../../../../src/server/db/query-rows';
import { filteredWordIn } from '../../../../src/server/integrations/mpesa/daraja-callback-url';
import { setupTestApp, testConfig } from '../../../helpers/server-app';
import { setupTestMpesa } from '../../../helpers/server-mpesa';
import {
  buyBody,
  countRows,
  coverStatus,
  paidCallbackBody,
  payerEndingIn,
  quoteFor,
  waitFor,
} from '../../../helpers/server-payments';

const longToken = 'Lt_-9'.repeat(40);
const logLines: string[] = [];
const mpesa = setupTestMpesa();
const context = setupTestApp({
  config: testConfig({ MPESA_CALLBACK_TOKEN: longToken, LOG_LEVEL: 'info' }),
  logDestination: { write: (line) => logLines.push(line) },
  mpesa,
});

let quotation: Awaited<ReturnType<typeof quoteFor>>;
beforeAll(async () => {
  // Listening, so the simulator's callbacks reach the app as Daraja's reach a deployment.
  await context.app.listen({ host: '127.0.0.1', port: 0 });
  quotation = await quoteFor(context.app);
});

async function buy(ending: string) {
  const response = await context.app.inject({
    method: 'POST',
    url: '/api/home-insurance/quotations/buy-product',
    payload: buyBody(quotation, payerEndingIn(ending)),
  });
  expect(response.statusCode, response.body).toBe(200);
  return StkPushResponseSchema.parse(response.json());
}

describe('POST /api/home-insurance/payments/confirmation/:token/:stkRequestId', () => {
  it('works end to end with a 200-character token: push, the simulator calls back, the cover turns active', async () => {
    const purchase = await buy('5555');
    await waitFor(async () => (await coverStatus(context.database, purchase.data.cover_id)) === 'active');
    // The simulator counts a callback once the app has acknowledged it.
    await waitFor(async () => mpesa.simulator.callbacksDelivered(purchase.checkout_request_id) === 1);
  });

  it('gives Daraja a callback URL on the new path, without any word Daraja filters', async () => {
    await buy('5555');
    const urls = mpesa.simulator.pushesReceived().map((push) => push.CallBackURL);
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls) {
      expect(url).toMatch(/\/api\/home-insurance\/payments\/confirmation\/[^/]{200}\/[0-9a-f-]{36}$/);
      expect(filteredWordIn(url)).toBeNull();
    }
  });

  it('still hears a prompt sent before the move at the old /mpesa/callback path with our request id', async () => {
    const purchase = await buy('1032');
    const [row] = await queryRows<{ id: string }>(
      context.database.db,
      sql`select id from stk_requests where checkout_request_id = ${purchase.checkout_request_id}`,
    );
    // A checkout id we do not know, so the simulator's own callback (a cancellation) cannot race this one:
    // the answer and the follow-up row under our id show that the route read both.
    const response = await context.app.inject({
      method: 'POST',
      url: `/api/home-insurance/mpesa/callback/${longToken}/${row?.id}`,
      payload: paidCallbackBody('ws_CO_old_path_unknown', purchase.data.amount),
    });
    expect(response.json()).toEqual({ ResultCode: 0, ResultDesc: 'Accepted' });
    const stored = await queryRows<{ reference: string }>(
      context.database.db,
      sql`select reference from unmatched_mpesa_callbacks where checkout_request_id = 'ws_CO_old_path_unknown'`,
    );
    expect(stored).toEqual([{ reference: row?.id }]);
  });

  it('never writes the token to the logs, on either path', async () => {
    await context.app.inject({
      method: 'POST',
      url: `/api/home-insurance/payments/confirmation/${longToken}`,
      payload: paidCallbackBody('ws_CO_unknown', 1),
    });
    const logs = logLines.join('');
    expect(logs).toContain('/payments/confirmation/[redacted]');
    expect(logs).toContain('/mpesa/callback/[redacted]');
    expect(logs).not.toContain(longToken.slice(0, 40));
  });
});

// Whatever body arrives, Daraja gets the documented acknowledgement (anything else makes it
// retry, and a 500 used to), and the body is kept in unmatched_mpesa_callbacks for someone to follow up.
const depth = Math.floor((API_BODY_LIMIT_BYTES - 100) / '{"a":}'.length);
const oddBodies: [string, string][] = [
  ['null', 'null'],
  ['a JSON string', '"Body"'],
  ['a JSON number', '42'],
  ['a JSON array', '[{"Body":{"stkCallback":{}}}]'],
  [`JSON nested ${depth} deep`, `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`],
];

const unreadableWith = (reference: string | null) =>
  countRows(
    context.database,
    reference === null
      ? sql`select count(*) as count from unmatched_mpesa_callbacks where reason = 'unreadable' and reference is null`
      : sql`select count(*) as count from unmatched_mpesa_callbacks where reason = 'unreadable' and reference = ${reference}`,
  );

describe.each([
  [
    'the confirmation path',
    (reference: string) => `/api/home-insurance/payments/confirmation/${longToken}/${reference}`,
    true,
  ],
  ['the old /mpesa/callback path', () => `/api/home-insurance/mpesa/callback/${longToken}`, false],
])('a callback body that is no stkCallback, at %s', (_name, urlFor, carriesReference) => {
  it.each(oddBodies)('%s is acknowledged and stored for follow-up', async (_kind, payload) => {
    expect(payload.length).toBeLessThan(API_BODY_LIMIT_BYTES);
    const reference = randomUUID();
    const storedRef = carriesReference ? reference : null;
    const before = await unreadableWith(storedRef);
    const response = await context.app.inject({
      method: 'POST',
      url: urlFor(reference),
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    expect(response.json()).toEqual({ ResultCode: 0, ResultDesc: 'Accepted' });
    expect(await unreadableWith(storedRef)).toBe(before + 1);
  });
});
