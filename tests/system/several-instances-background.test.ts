// The background work every instance runs (the payment reconciler and the notification outbox,
// RECONCILE_EVERY_MS), on two production instances sharing one PostgreSQL: each job is done once.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StkPushResponse } from '../../src/domain/api';
import { waitFor } from '../helpers/server-payments';
import { uniqueMsisdn } from '../helpers/server-users';
import { startTwoInstances, type TwoInstances } from '../helpers/two-instances';
import {
  buyThroughProxy,
  darajaRequestsSince,
  isConfirmation,
  marksOf,
  messagesTo,
  proxiedSince,
  STK_QUERY_PATH,
  stkRowsOf,
  unsentNotificationsOf,
} from '../helpers/two-instances-payments';

let deployment: TwoInstances;

beforeAll(async () => {
  deployment = await startTwoInstances({
    simulatorDelayMs: 500,
    // Ten passes a second on each instance (the least allowed), so their passes overlap.
    instanceEnv: { RECONCILE_EVERY_MS: '100' },
  });
});

afterAll(async () => {
  await deployment?.stop();
});

/**
 * Buys a cover for each payer while the proxy loses every callback, as a load balancer in trouble might:
 * only a status query can settle these payments now.
 */
async function payWithLostCallbacks(payers: string[]): Promise<StkPushResponse[]> {
  const { proxy } = deployment;
  const from = proxy.log().length;
  proxy.refuse(isConfirmation);
  try {
    const prompts: StkPushResponse[] = [];
    for (const payer of payers) prompts.push(await buyThroughProxy(deployment, payer));
    // The payer answers after 500 ms and Daraja calls back: wait until each of those is lost.
    const lost = (prompt: StkPushResponse) =>
      proxiedSince(proxy, from).some(
        (entry) =>
          isConfirmation(entry.path) &&
          entry.status === 503 &&
          entry.body.includes(prompt.checkout_request_id),
      );
    await waitFor(async () => prompts.every(lost), 15_000);
    return prompts;
  } finally {
    proxy.refuse(null);
  }
}

/**
 * The reconciler asks Daraja only about prompts that closed (60 s) more than 30 s ago. Rather than wait
 * those 90 s, the test moves the prompts' closing time back in the database; that margin is
 * payment-reconciler.test.ts's to check, with a test clock.
 */
async function closePromptsLongAgo(prompts: StkPushResponse[]) {
  const ids = prompts.map((prompt) => prompt.checkout_request_id);
  await deployment.database.db.execute(
    sql`update stk_requests set expires_at = now() - interval '1 minute'
        where checkout_request_id in (${sql.join(ids, sql`, `)})`,
  );
}

function settledRowsOf(payers: string[]) {
  return waitFor(async () => {
    const rows = (await Promise.all(payers.map((payer) => stkRowsOf(deployment, payer)))).flat();
    return rows.length === payers.length && rows.every((row) => row.status !== 'pending') && rows;
  }, 15_000);
}

describe('background work on two instances', () => {
  it('payments whose callbacks were lost are each asked about and settled by exactly one instance', async () => {
    const payers = [uniqueMsisdn(), uniqueMsisdn(), uniqueMsisdn()];
    const prompts = await payWithLostCallbacks(payers);
    const marks = marksOf(deployment.daraja);

    await closePromptsLongAgo(prompts);
    for (const row of await settledRowsOf(payers)) {
      expect(row).toMatchObject({ status: 'success', settled_by: 'reconciler', cover_status: 'active' });
    }
    // What both instances asked Daraja since: one status query per payment, whichever instance asked.
    const queries = darajaRequestsSince(deployment, marks, STK_QUERY_PATH)
      .flat()
      .map((entry) => entry.body);
    for (const prompt of prompts) {
      expect(queries.filter((body) => body.includes(prompt.checkout_request_id))).toHaveLength(1);
    }
    expect(queries).toHaveLength(prompts.length);
  });

  it('the outbox on both instances sends each waiting message exactly once', async () => {
    // Enough messages (20, one sender's whole batch) that one instance is still sending when the other's
    // next pass starts: a lease that did not hold would show as a second copy.
    const payers = Array.from({ length: 10 }, () => uniqueMsisdn());
    const prompts = await payWithLostCallbacks(payers);
    // Transaction Status results come back on the confirmation path too: lost as well, so the receipt
    // number never arrives and only the outbox passes can send the waiting messages.
    deployment.proxy.refuse(isConfirmation);
    await closePromptsLongAgo(prompts);
    await settledRowsOf(payers);
    const coverIds = prompts.map((prompt) => prompt.policyId);
    // Settled by a query, without a receipt: the e-mail and SMS wait up to 60 s for the callback that
    // would bring it. None will come; that wait is moved back too, so from here only the outbox passes
    // of both instances can send them.
    expect(await unsentNotificationsOf(deployment, coverIds)).toBe(payers.length * 2);
    for (const payer of payers) expect((await messagesTo(deployment, payer)).sms).toEqual([]);
    await deployment.database.db.execute(
      sql`update notifications set next_attempt_at = now()
          where cover_id in (${sql.join(coverIds, sql`, `)})`,
    );

    await waitFor(async () => (await unsentNotificationsOf(deployment, coverIds)) === 0, 10_000);
    // Ten more passes of both outboxes: a second copy of any message would show by now.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    for (const payer of payers) {
      const messages = await messagesTo(deployment, payer);
      expect(messages.sms).toHaveLength(1);
      expect(messages.mail).toHaveLength(1);
    }
    deployment.proxy.refuse(null);
  });
});
