// The start-up pass: an instance that starts listening asks Daraja at once about the requests pushed
// before it started (their one callback may have come while nobody listened), without waiting for the
// prompt's minute and the reconciler's margin; it leaves alone what was pushed after, and a failure
// heard while the prompt is still open.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StkPushResponseSchema } from '../../../../src/domain/api';
import type { DatabaseHandle } from '../../../../src/server/db/open-database';
import {
  type MpesaConnection,
  openMpesaConnection,
} from '../../../../src/server/integrations/mpesa/mpesa-connection';
import { buildTestApp, openTestDatabase, testConfig } from '../../../helpers/server-app';
import { testClock } from '../../../helpers/server-clock';
import { buyBody, coverStatus, payerEndingIn, quoteFor } from '../../../helpers/server-payments';

const config = testConfig();
let database: DatabaseHandle;
let mpesa: MpesaConnection;

beforeAll(async () => {
  database = await openTestDatabase();
  // One simulator outlives both app instances, as Safaricom outlives our restart.
  mpesa = await openMpesaConnection(config.mpesa, { clock: testClock() });
});
afterAll(async () => {
  await mpesa?.close();
  await database?.close();
});

/** Buys with an app that never listens, so the simulator's callback is lost, then "crashes". */
async function buyWithoutListening(ending: string) {
  const first = await buildTestApp({ database, mpesa, config });
  try {
    const quotation = await quoteFor(first);
    const response = await first.inject({
      method: 'POST',
      url: '/api/home-insurance/quotations/buy-product',
      payload: buyBody(quotation, payerEndingIn(ending)),
    });
    return StkPushResponseSchema.parse(response.json());
  } finally {
    await first.close();
  }
}

// The simulated payer answers 50 ms after the push; give the answer time to be on record.
const payerHasAnswered = () => new Promise((resolve) => setTimeout(resolve, 300));

describe('the reconciler as an instance starts', () => {
  it('settles a paid request pushed before the start, while its prompt is still open', async () => {
    const purchase = await buyWithoutListening('5555');
    await payerHasAnswered();
    const app = await buildTestApp({ database, mpesa, config });
    try {
      // The regular pass waits for the prompt to close (a callback may still come to a live server)…
      await app.payments.reconciler.reconcileOnce();
      expect(await coverStatus(database, purchase.data.cover_id)).toBe('inactive');
      // …the start-up pass knows it cannot: nobody listened when it was sent.
      const summary = await app.payments.reconciler.reconcileInterrupted(new Date());
      expect(summary.settled).toBeGreaterThanOrEqual(1);
      expect(await coverStatus(database, purchase.data.cover_id)).toBe('active');
    } finally {
      await app.close();
    }
  });

  it('leaves a request pushed after the start to its callback', async () => {
    const startedAt = new Date();
    const purchase = await buyWithoutListening('5555');
    await payerHasAnswered();
    const app = await buildTestApp({ database, mpesa, config });
    try {
      await app.payments.reconciler.reconcileInterrupted(startedAt);
      expect(await coverStatus(database, purchase.data.cover_id)).toBe('inactive');
    } finally {
      await app.close();
    }
  });

  it('leaves a failure heard while the prompt is open pending, for the prompt may still be paid', async () => {
    const purchase = await buyWithoutListening('1032');
    await payerHasAnswered();
    const app = await buildTestApp({ database, mpesa, config });
    try {
      await app.payments.reconciler.reconcileInterrupted(new Date());
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
});
