// Issue 14: two production instances on one PostgreSQL behind a round-robin proxy, Daraja's callbacks
// coming through the proxy too. Whatever one instance starts (a code, a session, a limit's count, a push)
// the other must finish, and the background work both run (reconciler, outbox) must happen once.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  OtpVerifyResponseSchema,
  PaymentStatusResponseSchema,
  PoliciesResponseSchema,
  ProfileResponseSchema,
  QuoteResponseSchema,
  type StkPushResponse,
  StkPushResponseSchema,
} from '../../src/domain/api';
import { otpMessages } from '../../src/domain/otp-messages';
import { queryRows } from '../../src/server/db/query-rows';
import { otpVerifiesPerPhone } from '../../src/server/services/auth/otp-limits';
import { keyInProgressMessage } from '../../src/server/services/idempotency/idempotency-service';
import { PAYMENT_TOKEN_HEADER } from '../../src/server/services/payments/payment-token';
import { requestJson } from '../helpers/json-request';
import {
  buyBody,
  coversOf,
  payerEndingIn,
  stkRequestsOf,
  tenantCover,
  waitFor,
} from '../helpers/server-payments';
import { createTestUser, uniqueMsisdn } from '../helpers/server-users';
import {
  callbackResults,
  mailTo,
  smsTo,
  startTwoInstances,
  type TwoInstances,
} from '../helpers/two-instances';

const API = '/api/home-insurance';
const isConfirmation = (path: string) => path.startsWith(`${API}/payments/confirmation/`);
const isStatusQuery = (path: string) => path === '/mpesa/stkpushquery/v1/query';
const other = (instance: number) => 1 - instance;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let deployment: TwoInstances;

beforeAll(async () => {
  deployment = await startTwoInstances({
    simulatorDelayMs: 500,
    // Both instances run the reconciler and the outbox ten times a second (the least allowed), so their
    // passes overlap. Info logs say what each instance made of each callback.
    instanceEnv: { RECONCILE_EVERY_MS: '100', LOG_LEVEL: 'info' },
  });
});

afterAll(async () => {
  await deployment?.stop();
});

function instanceAt(index: number | null | undefined) {
  const instance = deployment.instances[index ?? -1];
  if (!instance) throw new Error(`no instance ${index}`);
  return instance;
}

/** The proxy's entries from `from` on. */
const proxiedSince = (from: number) => deployment.proxy.log().slice(from);

async function buyThroughProxy(payer: string) {
  const { proxy } = deployment;
  const quote = await requestJson(`${proxy.url}${API}/quotations/quote`, { body: tenantCover });
  const quotation = QuoteResponseSchema.parse(quote.body).data;
  const bought = await requestJson(`${proxy.url}${API}/quotations/buy-product`, {
    body: buyBody(quotation, payer),
  });
  expect(bought.status).toBe(200);
  return StkPushResponseSchema.parse(bought.body);
}

interface StkRow {
  status: string;
  settled_by: string | null;
  mpesa_receipt_number: string | null;
  cover_status: string;
}

const stkRowsOf = (payer: string) =>
  queryRows<StkRow>(
    deployment.database.db,
    sql`select s.status, s.settled_by, s.mpesa_receipt_number, c.status as cover_status
        from stk_requests s join covers c on c.id = s.cover_id where s.msisdn = ${payer}`,
  );

const unsentNotificationsOf = async (coverIds: string[]) =>
  (
    await queryRows<{ count: string }>(
      deployment.database.db,
      sql`select count(*) as count from notifications
          where cover_id in (${sql.join(coverIds, sql`, `)}) and status <> 'sent'`,
    )
  ).map((row) => Number(row.count))[0];

/** Every message to the payer, across both instances: console SMS lines and .eml files. */
async function messagesTo(payer: string, email: string) {
  const [first, second] = deployment.instances;
  return {
    sms: [...smsTo(first, payer), ...smsTo(second, payer)],
    mail: [...(await mailTo(first, email)), ...(await mailTo(second, email))],
  };
}

/**
 * Buys a cover for each payer while the proxy loses every callback for them, as a load balancer in
 * trouble might: nothing but a status query can settle these payments now.
 */
async function payWithLostCallbacks(payers: string[]) {
  const { proxy } = deployment;
  const from = proxy.log().length;
  proxy.refuse(isConfirmation);
  try {
    const prompts: StkPushResponse[] = [];
    for (const payer of payers) prompts.push(await buyThroughProxy(payer));
    // The payer answers after 500 ms and Daraja calls back: every one of these callbacks lost.
    const lost = (prompt: StkPushResponse) =>
      proxiedSince(from).some(
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
 * those 90 s, the test moves the prompts' closing time back in the database; the margin itself is
 * payment-reconciler.test.ts's to check, with a test clock.
 */
async function closePromptsLongAgo(checkoutRequestIds: string[]) {
  await deployment.database.db.execute(
    sql`update stk_requests set expires_at = now() - interval '1 minute'
        where checkout_request_id in (${sql.join(checkoutRequestIds, sql`, `)})`,
  );
}

/** The first `count` callbacks through the proxy since `from`, once all are answered. */
function answeredCallbacksSince(from: number, count: number) {
  return waitFor(async () => {
    const found = proxiedSince(from).filter((entry) => isConfirmation(entry.path));
    return found.length === count && found.every((entry) => entry.status !== null) && found;
  }, 15_000);
}

async function settledByReconciler(payers: string[]) {
  return waitFor(async () => {
    const rows = (await Promise.all(payers.map(stkRowsOf))).flat();
    return rows.length === payers.length && rows.every((row) => row.status !== 'pending') && rows;
  }, 15_000);
}

describe('two instances behind a round-robin proxy', () => {
  it('a code sent by one instance signs in on the other, and the session works on both', async () => {
    const { proxy, instances } = deployment;
    const user = await createTestUser(deployment.database);
    const from = proxy.log().length;

    const requested = await requestJson(`${proxy.url}${API}/users/otp/request`, {
      body: { Identifier: user.msisdn },
    });
    expect(requested.status).toBe(200);
    const sentBy = proxiedSince(from)[0]?.upstream ?? -1;
    const sms = await waitFor(async () => smsTo(instanceAt(sentBy), user.msisdn)[0]);
    const code = /code is (\d{4})/.exec(sms)?.[1];
    expect(smsTo(instanceAt(other(sentBy)), user.msisdn)).toEqual([]);

    const verified = await requestJson(`${proxy.url}${API}/users/otp/verify`, {
      body: { Identifier: user.msisdn, otp: Number(code) },
    });
    expect(verified.status).toBe(200);
    // The check went to the instance that did not send the code.
    expect(proxiedSince(from).map((entry) => entry.upstream)).toEqual([sentBy, other(sentBy)]);

    const token = OtpVerifyResponseSchema.parse(verified.body).user_token;
    for (const instance of instances) {
      const profile = await requestJson(`${instance.url}${API}/users/${user.id}`, { token });
      expect(profile.status).toBe(200);
      expect(ProfileResponseSchema.parse(profile.body).data.msisdn).toBe(user.msisdn);
      const policies = await requestJson(`${instance.url}${API}/covers`, { token });
      expect(policies.status).toBe(200);
      expect(PoliciesResponseSchema.parse(policies.body).data).toEqual([]);
    }
  });

  it('code checks for one number count on both instances: once used up, either answers 429', async () => {
    const { proxy, instances } = deployment;
    // No account, so no code: each check is answered as an expired code, and counted all the same.
    const msisdn = uniqueMsisdn();
    const check = (base: string, number = msisdn) =>
      requestJson(`${base}${API}/users/otp/verify`, { body: { Identifier: number, otp: 1234 } });
    const from = proxy.log().length;

    for (let attempt = 0; attempt < otpVerifiesPerPhone.max; attempt += 1) {
      expect((await check(proxy.url)).status).toBe(400);
    }
    const served = proxiedSince(from).map((entry) => entry.upstream);
    expect(served.filter((upstream) => upstream === 0)).toHaveLength(otpVerifiesPerPhone.max / 2);
    expect(served.filter((upstream) => upstream === 1)).toHaveLength(otpVerifiesPerPhone.max / 2);

    for (const instance of instances) {
      const refused = await check(instance.url);
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject({ status: false, message: otpMessages.tooManyChecks });
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    // The number's limit, not the address's: another number from the same address is still checked.
    expect((await check(proxy.url, uniqueMsisdn())).status).toBe(400);
  });

  it('a purchase pushed by one instance is settled by its callback on the other', async () => {
    const { proxy, instances, daraja } = deployment;
    const payer = uniqueMsisdn();
    const from = proxy.log().length;
    const pushesFrom = daraja.map((recorder) => recorder.log().length);

    const prompt = await buyThroughProxy(payer);
    const pushedBy = proxiedSince(from).find((entry) => entry.path.endsWith('/buy-product'))?.upstream ?? -1;
    const pushes = daraja.map((recorder, index) =>
      recorder
        .log()
        .slice(pushesFrom[index])
        .filter((entry) => entry.path === '/mpesa/stkpush/v1/processrequest'),
    );
    expect(pushes[pushedBy]).toHaveLength(1);
    expect(pushes[other(pushedBy)]).toEqual([]);

    // Nothing else goes through the proxy meanwhile, so the callback takes the next turn: the instance
    // that did not push, and that never saw this payment but in the database.
    const [callback] = await answeredCallbacksSince(from, 1);
    expect([callback?.upstream, callback?.status]).toEqual([other(pushedBy), 200]);
    expect(callbackResults(instanceAt(other(pushedBy)), prompt.checkout_request_id)).toEqual(['settled']);

    const [row, ...more] = await stkRowsOf(payer);
    expect(more).toEqual([]);
    expect(row).toMatchObject({ status: 'success', settled_by: 'callback', cover_status: 'active' });
    // The buyer's page, polling either instance, sees the same payment and receipt.
    for (const instance of instances) {
      const status = await requestJson(
        `${instance.url}${API}/mpesa/stkstatus/${prompt.checkout_request_id}`,
        {
          method: 'POST',
          headers: { [PAYMENT_TOKEN_HEADER]: prompt.data.payment_token ?? '' },
        },
      );
      expect(PaymentStatusResponseSchema.parse(status.body)).toMatchObject({
        status: 'success',
        mpesa_receipt_number: row?.mpesa_receipt_number,
      });
    }
  });

  it('Daraja calling back twice, once on each instance, pays the cover once with one receipt and one of each message', async () => {
    const { proxy, instances } = deployment;
    // A number ending 0002: the simulator sends its callback twice, 20 ms apart, as Daraja sometimes does.
    const payer = payerEndingIn('0002');
    const from = proxy.log().length;
    const prompt = await buyThroughProxy(payer);

    const callbacks = await answeredCallbacksSince(from, 2);
    expect(callbacks.map((entry) => entry.status)).toEqual([200, 200]);
    expect(callbacks.map((entry) => entry.upstream).sort()).toEqual([0, 1]);
    // Which one wins the race is not fixed; that exactly one does is.
    const results = instances.map((instance) => callbackResults(instance, prompt.checkout_request_id));
    expect(results.flat().sort()).toEqual(['settled', 'unchanged']);
    expect(results.map((result) => result.length)).toEqual([1, 1]);

    const [row, ...more] = await stkRowsOf(payer);
    expect(more).toEqual([]);
    expect(row).toMatchObject({ status: 'success', settled_by: 'callback', cover_status: 'active' });
    await waitFor(async () => (await unsentNotificationsOf([prompt.policyId])) === 0, 10_000);
    // A few more passes of both outboxes: a second copy of either message would show by now.
    await sleep(1_000);
    const messages = await messagesTo(payer, `wanjiru.${payer}@mail.com`);
    expect(messages.sms).toHaveLength(1);
    expect(messages.sms[0]).toContain(`receipt ${row?.mpesa_receipt_number}`);
    expect(messages.mail).toHaveLength(1);
  });

  it('Pay Now sent twice at once with one Idempotency-Key, one to each instance, makes one cover and one prompt', async () => {
    const { proxy, daraja } = deployment;
    const payer = uniqueMsisdn();
    const quote = await requestJson(`${proxy.url}${API}/quotations/quote`, { body: tenantCover });
    const body = buyBody(QuoteResponseSchema.parse(quote.body).data, payer);
    const buy = () =>
      requestJson(`${proxy.url}${API}/quotations/buy-product`, {
        body,
        headers: { 'idempotency-key': `pay-now-${payer}` },
      });
    const from = proxy.log().length;
    const pushesFrom = daraja.map((recorder) => recorder.log().length);

    const answers = await Promise.all([buy(), buy()]);
    expect(
      proxiedSince(from)
        .map((entry) => entry.upstream)
        .sort(),
    ).toEqual([0, 1]);
    // The second either waits its turn (409, the first still running) or replays the first's answer.
    const paid = answers.filter((answer) => answer.status === 200);
    for (const answer of answers.filter((each) => each.status !== 200)) {
      expect(answer.status).toBe(409);
      expect(answer.body).toMatchObject({ message: keyInProgressMessage });
    }
    const checkoutIds = new Set(
      paid.map((answer) => StkPushResponseSchema.parse(answer.body).checkout_request_id),
    );
    expect(checkoutIds.size).toBe(1);
    // The wizard's retry, on whichever instance, gets that same prompt back.
    const retried = StkPushResponseSchema.parse((await buy()).body);
    expect(checkoutIds).toEqual(new Set([retried.checkout_request_id]));

    const pushes = daraja.flatMap((recorder, index) =>
      recorder
        .log()
        .slice(pushesFrom[index])
        .filter((entry) => entry.path === '/mpesa/stkpush/v1/processrequest'),
    );
    expect(pushes).toHaveLength(1);
    expect(await coversOf(deployment.database, payer)).toBe(1);
    expect(await stkRequestsOf(deployment.database, payer)).toBe(1);
    // Its callback settles it before the next journey, which loses every callback on purpose.
    await answeredCallbacksSince(from, 1);
  });

  it('payments whose callbacks were lost are each asked about and settled by exactly one instance', async () => {
    const { daraja } = deployment;
    const payers = [uniqueMsisdn(), uniqueMsisdn(), uniqueMsisdn()];
    const prompts = await payWithLostCallbacks(payers);
    const ids = prompts.map((prompt) => prompt.checkout_request_id);
    const queriesFrom = daraja.map((recorder) => recorder.log().length);

    await closePromptsLongAgo(ids);
    const rows = await settledByReconciler(payers);
    for (const row of rows) {
      expect(row).toMatchObject({ status: 'success', settled_by: 'reconciler', cover_status: 'active' });
    }
    // What both instances asked Daraja since: one status query per payment, whichever instance asked.
    const queries = daraja.flatMap((recorder, index) =>
      recorder
        .log()
        .slice(queriesFrom[index])
        .filter((entry) => isStatusQuery(entry.path))
        .map((entry) => entry.body),
    );
    for (const id of ids) {
      expect(queries.filter((body) => body.includes(id))).toHaveLength(1);
    }
    expect(queries).toHaveLength(ids.length);
  });

  it('the outbox on both instances sends each waiting message exactly once', async () => {
    // Enough messages (20, one sender's whole batch) that one instance is still sending when the other's
    // next pass starts: a lease that did not hold would show as a second copy.
    const payers = Array.from({ length: 10 }, () => uniqueMsisdn());
    const prompts = await payWithLostCallbacks(payers);
    await closePromptsLongAgo(prompts.map((prompt) => prompt.checkout_request_id));
    await settledByReconciler(payers);
    const coverIds = prompts.map((prompt) => prompt.policyId);
    // Settled by a query, without a receipt: the e-mail and SMS wait up to 60 s for the callback that
    // would bring it. None will come; that wait is moved back too, so from here only the outbox passes
    // of both instances can send them.
    expect(await unsentNotificationsOf(coverIds)).toBe(payers.length * 2);
    for (const payer of payers)
      expect((await messagesTo(payer, `wanjiru.${payer}@mail.com`)).sms).toEqual([]);
    await deployment.database.db.execute(
      sql`update notifications set next_attempt_at = now()
          where cover_id in (${sql.join(coverIds, sql`, `)})`,
    );

    await waitFor(async () => (await unsentNotificationsOf(coverIds)) === 0, 10_000);
    await sleep(1_000);
    for (const payer of payers) {
      const messages = await messagesTo(payer, `wanjiru.${payer}@mail.com`);
      expect(messages.sms).toHaveLength(1);
      expect(messages.mail).toHaveLength(1);
    }
  });
});
