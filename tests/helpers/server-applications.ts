// The applications queue in server tests: one app with a simulator, captured mail and
// SMS and its own document folder; covers bought and paid as a client does; an agent signed in.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { beforeAll, expect } from 'vitest';
import { StkPushResponseSchema } from '../../src/domain/api';
import { queryRows } from '../../src/server/db/query-rows';
import { createLocalFileStorage } from '../../src/server/storage/local-file-storage';
import { setupTestApp, testConfig } from './server-app';
import { freshLimitsForEachTest, testClock } from './server-clock';
import { captureMail } from './server-mail';
import { setupTestMpesa } from './server-mpesa';
import { operatorToken, readyOperator } from './server-operators';
import {
  buyBody,
  callbackUrl,
  paidCallbackBody,
  payerEndingIn,
  quoteFor,
  TEST_CALLBACK_TOKEN,
} from './server-payments';
import { captureSms } from './server-sms';
import { uniqueMsisdn } from './server-users';

export function setupApplicationsApp(options: { logLines?: string[] } = {}) {
  const clock = testClock();
  const sms = captureSms();
  const mail = captureMail();
  const storage = createLocalFileStorage(mkdtempSync(join(tmpdir(), 'kinga-review-')));
  const context = setupTestApp({
    config: testConfig({
      MPESA_CALLBACK_TOKEN: TEST_CALLBACK_TOKEN,
      ...(options.logLines ? { LOG_LEVEL: 'trace' } : {}),
    }),
    ...(options.logLines
      ? { logDestination: { write: (line: string) => options.logLines?.push(line) } }
      : {}),
    clock,
    sms: sms.sender,
    mail: mail.sender,
    // The simulated payer never answers while a file runs: boughtCover posts the payment's callback itself,
    // and a file that serves the app on a port (client tests) must not have the simulator's own 1037
    // callback land first and fail the cover.
    mpesa: setupTestMpesa({ delayMs: 600_000 }),
    storage,
  });
  let quotation: Awaited<ReturnType<typeof quoteFor>>;
  beforeAll(async () => {
    quotation = await quoteFor(context.app);
  });
  freshLimitsForEachTest(clock);

  let address = 0;
  let receipts = 0;

  /**
   * A cover bought for a new client (holder) and paid from another phone (payer), unless `paid` is false;
   * of the cheapest product quoted, or of `productId`; `cover` changes the bought cover (its item lists).
   */
  async function boughtCover({
    paid = true,
    productId,
    cover: coverChanges = {},
  }: {
    paid?: boolean;
    productId?: string;
    cover?: Parameters<typeof buyBody>[2];
  } = {}) {
    const holder = uniqueMsisdn();
    const payer = payerEndingIn('1037');
    const chosen = productId
      ? { ...quotation, products: quotation.products.filter((product) => product.id === productId) }
      : quotation;
    const body = buyBody(chosen, payer, coverChanges);
    body.user.msisdn = holder;
    address += 1;
    const bought = await context.app.inject({
      method: 'POST',
      url: '/api/home-insurance/quotations/buy-product',
      payload: body,
      remoteAddress: `10.3.0.${address}`,
    });
    expect(bought.statusCode, bought.body).toBe(200);
    const { checkout_request_id, data } = StkPushResponseSchema.parse(bought.json());
    const cover = {
      coverId: data.cover_id,
      holder,
      payer,
      email: body.user.email ?? '',
      amount: data.amount,
    };
    if (!paid) return { ...cover, receipt: null };
    receipts += 1;
    const receipt = `RCPTREV${String(receipts).padStart(3, '0')}`;
    const callback = await context.app.inject({
      method: 'POST',
      url: callbackUrl(),
      payload: paidCallbackBody(checkout_request_id, data.amount, { receipt, payer }),
    });
    expect(callback.json()).toEqual({ ResultCode: 0, ResultDesc: 'Accepted' });
    await context.app.notifications.drain();
    return { ...cover, receipt };
  }

  async function signedInOperator(role: 'agent' | 'admin' = 'agent') {
    const operator = await readyOperator(context.app, context.database, clock, role);
    return { ...operator, token: await operatorToken(context.app, clock, operator) };
  }

  const auth = (token: string) => ({ authorization: `Bearer ${token}` });

  /** The cover's review columns and its audit rows, as the database holds them. */
  async function reviewRowsOf(coverId: string) {
    const [cover] = await queryRows<{
      review_status: string;
      review_note: string | null;
      policy_number: string | null;
    }>(
      context.database.db,
      sql`select review_status, review_note, policy_number from covers where id = ${coverId}`,
    );
    const audit = await queryRows<{ action: string; operator_id: string; before: unknown; after: unknown }>(
      context.database.db,
      sql`select action, operator_id, before, after from operator_audit where target_id = ${coverId} order by id`,
    );
    const notifications = await queryRows<{ channel: string; kind: string; status: string }>(
      context.database.db,
      sql`select channel, kind, status from notifications where cover_id = ${coverId} and kind like 'review%' order by channel, kind`,
    );
    return { cover, audit, notifications };
  }

  return { context, clock, sms, mail, storage, boughtCover, signedInOperator, auth, reviewRowsOf };
}
