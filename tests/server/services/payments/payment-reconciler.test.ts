// A payment whose callback never came (the server restarted mid-payment): after a "restart" on the same
// database, the reconciler asks Daraja and settles it, exactly as the callback would have.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StkPushResponseSchema } from '../../../../src/domain/api';
import type { DatabaseHandle } from '../../../../src/server/db/open-database';
import { queryRows } from '../../../../src/server/db/query-rows';
import { fileMailSender } from '../../../../src/server/integrations/mail/file-mail-sender';
import {
  type MpesaConnection,
  openMpesaConnection,
} from '../../../../src/server/integrations/mpesa/mpesa-connection';
import { buildTestApp, openTestDatabase, testConfig } from '../../../helpers/server-app';
import { testClock } from '../../../helpers/server-clock';
import { openTestMpesa } from '../../../helpers/server-mpesa';
import { buyBody, coverStatus, payerEndingIn, quoteFor } from '../../../helpers/server-payments';
import { captureSms } from '../../../helpers/server-sms';

const config = testConfig();
let database: DatabaseHandle;
let mpesa: MpesaConnection;
const mailDir = mkdtempSync(join(tmpdir(), 'kinga-test-mail-'));

beforeAll(async () => {
  database = await openTestDatabase();
  // One simulator outlives both app instances, as Safaricom outlives our restart.
  mpesa = await openMpesaConnection(config.mpesa, { clock: testClock() });
});

afterAll(async () => {
  await mpesa?.close();
  await database?.close();
  rmSync(mailDir, { recursive: true, force: true });
});

/** Buys with an app that never listens, so the simulator's callback is lost, then "crashes". */
async function buyThenRestart(ending: string, connection: MpesaConnection = mpesa) {
  const first = await buildTestApp({ database, mpesa: connection, config });
  const quotation = await quoteFor(first);
  const response = await first.inject({
    method: 'POST',
    url: '/api/home-insurance/quotations/buy-product',
    payload: buyBody(quotation, payerEndingIn(ending)),
  });
  await first.close();
  return StkPushResponseSchema.parse(response.json());
}

describe('the payment reconciler', () => {
  it('settles a paid request whose callback was lost, activating the cover and notifying once', async () => {
    const purchase = await buyThenRestart('5555');
    await new Promise((resolve) => setTimeout(resolve, 100));
    const clock = testClock(new Date(Date.now() + 120_000));
    const sms = captureSms();
    const app = await buildTestApp({
      database,
      mpesa,
      config,
      clock,
      sms: sms.sender,
      mail: fileMailSender(mailDir, 'Kinga <no-reply@kinga.example>'),
    });
    try {
      const summary = await app.payments.reconciler.reconcileOnce();
      expect(summary.settled).toBeGreaterThanOrEqual(1);
      expect(await coverStatus(database, purchase.data.cover_id)).toBe('active');
      // A second pass (or a second instance) finds nothing left to do.
      await app.payments.reconciler.reconcileOnce();
      await app.notifications.drain();
      // A query carries no receipt: the e-mail and SMS wait a minute for the callback that would bring it.
      expect(readdirSync(mailDir)).toHaveLength(0);
      clock.advance(61_000);
      expect(await app.notifications.sendDue()).toBe(2);
      expect(await app.notifications.sendDue()).toBe(0);
      const emails = readdirSync(mailDir).map((name) => readFileSync(join(mailDir, name), 'utf8'));
      expect(emails.filter((text) => text.includes(purchase.data.reference))).toHaveLength(1);
      expect(emails[0]).toMatch(/Subject: Application received/);
      expect(sms.messages()).toHaveLength(1);
    } finally {
      await app.close();
    }
  });

  it('settles a timed-out prompt (1037) as failed, leaving the cover inactive', async () => {
    const purchase = await buyThenRestart('1037');
    await new Promise((resolve) => setTimeout(resolve, 100));
    const app = await buildTestApp({
      database,
      mpesa,
      config,
      clock: testClock(new Date(Date.now() + 120_000)),
    });
    try {
      await app.payments.reconciler.reconcileOnce();
      const status = await app.inject({
        method: 'POST',
        url: `/api/home-insurance/mpesa/stkstatus/${purchase.checkout_request_id}`,
        headers: { 'x-payment-token': purchase.data.payment_token ?? '' },
      });
      expect(status.json()).toMatchObject({ status: 'failed', ResultCode: 1037 });
      expect(await coverStatus(database, purchase.data.cover_id)).toBe('inactive');
    } finally {
      await app.close();
    }
  });

  it('leaves a request alone while its prompt may still be answered', async () => {
    const purchase = await buyThenRestart('1037');
    const app = await buildTestApp({ database, mpesa, config });
    try {
      await app.payments.reconciler.reconcileOnce();
      const status = await app.inject({
        method: 'POST',
        url: `/api/home-insurance/mpesa/stkstatus/${purchase.checkout_request_id}`,
        headers: { 'x-payment-token': purchase.data.payment_token ?? '' },
      });
      expect(status.json().status).toBe('pending');
    } finally {
      await app.close();
    }
  });

  it('is not needed when the client asks: a status check past 5 s queries Daraja and settles', async () => {
    const purchase = await buyThenRestart('5555');
    await new Promise((resolve) => setTimeout(resolve, 100));
    const app = await buildTestApp({
      database,
      mpesa,
      config,
      clock: testClock(new Date(Date.now() + 10_000)),
    });
    try {
      const status = await app.inject({
        method: 'POST',
        url: `/api/home-insurance/mpesa/stkstatus/${purchase.checkout_request_id}`,
        headers: { 'x-payment-token': purchase.data.payment_token ?? '' },
      });
      expect(status.json()).toMatchObject({ status: 'success', ResultCode: 0 });
      expect(await coverStatus(database, purchase.data.cover_id)).toBe('active');
    } finally {
      await app.close();
    }
  });

  it('two reconcilers running at once (two instances) query each request once and settle it once', async () => {
    const purchases = [
      await buyThenRestart('5555'),
      await buyThenRestart('5555'),
      await buyThenRestart('1032'),
    ];
    await new Promise((resolve) => setTimeout(resolve, 100));
    const later = new Date(Date.now() + 120_000);
    const instances = [
      await buildTestApp({ database, mpesa, config, clock: testClock(later) }),
      await buildTestApp({ database, mpesa, config, clock: testClock(later) }),
    ];
    try {
      await Promise.all(instances.map((app) => app.payments.reconciler.reconcileOnce()));
      for (const purchase of purchases) {
        expect(mpesa.simulator?.queriesReceived(purchase.checkout_request_id)).toBe(1);
      }
      expect(await coverStatus(database, purchases[0]?.data.cover_id ?? '')).toBe('active');
      expect(await coverStatus(database, purchases[2]?.data.cover_id ?? '')).toBe('inactive');
    } finally {
      await Promise.all(instances.map((app) => app.close()));
    }
  });

  it('does not hold up the rest of the app while Daraja is slow to answer its query', async () => {
    // Daraja takes 0.8 s over the push and over every query about it (a number ending 0408).
    const slow = await openTestMpesa({ timeoutMs: 3_000, slowAnswerMs: 800 });
    const purchase = await buyThenRestart('0408', slow);
    const app = await buildTestApp({
      database,
      mpesa: slow,
      config,
      clock: testClock(new Date(Date.now() + 120_000)),
    });
    try {
      const startedAt = Date.now();
      const pass = app.payments.reconciler.reconcileOnce();
      await new Promise((resolve) => setTimeout(resolve, 150));
      const healthAt = Date.now();
      const health = await app.inject({ method: 'GET', url: '/api/health' });
      const healthMs = Date.now() - healthAt;
      await pass;
      expect(health.statusCode).toBe(200);
      expect(Date.now() - startedAt).toBeGreaterThanOrEqual(750);
      // The database was free while the query waited on Daraja.
      expect(healthMs).toBeLessThan(400);
      expect(slow.simulator.queriesReceived(purchase.checkout_request_id)).toBe(1);
      expect(await coverStatus(database, purchase.data.cover_id)).toBe('active');
    } finally {
      await app.close();
      await slow.close();
    }
  });

  it('stops asking about a request M-Pesa forgot (a restarted simulator): failed after 5 queries, 10 min after it closed', async () => {
    const purchase = await buyThenRestart('1037');
    // A new simulator knows nothing of the old prompt, as Daraja knows nothing of a forged id.
    const forgetful = await openTestMpesa();
    const clock = testClock(new Date(Date.now() + 11 * 60_000));
    const app = await buildTestApp({ database, mpesa: forgetful, config, clock });
    try {
      for (let pass = 1; pass <= 4; pass += 1) {
        await app.payments.reconciler.reconcileOnce();
        clock.advance(30_000);
      }
      const status = async () =>
        (
          await app.inject({
            method: 'POST',
            url: `/api/home-insurance/mpesa/stkstatus/${purchase.checkout_request_id}`,
            headers: { 'x-payment-token': purchase.data.payment_token ?? '' },
          })
        ).json();
      // Read from the table: the status endpoint would ask Daraja itself.
      const [row] = await queryRows<{ status: string; query_attempts: number }>(
        database.db,
        sql`select status, query_attempts from stk_requests where checkout_request_id = ${purchase.checkout_request_id}`,
      );
      expect(row).toEqual({ status: 'pending', query_attempts: 4 });
      await app.payments.reconciler.reconcileOnce();
      expect(await status()).toMatchObject({
        status: 'failed',
        ResultCode: null,
        errorMessage:
          'M-Pesa never confirmed this payment. If money left your account, your cover activates when M-Pesa confirms it; otherwise please retry the payment.',
      });
      const asked = forgetful.simulator.queriesReceived(purchase.checkout_request_id);
      expect(asked).toBe(5);
      clock.advance(30_000);
      await app.payments.reconciler.reconcileOnce();
      expect(forgetful.simulator.queriesReceived(purchase.checkout_request_id)).toBe(asked);
      expect(await coverStatus(database, purchase.data.cover_id)).toBe('inactive');
    } finally {
      await app.close();
      await forgetful.close();
    }
  });
});
