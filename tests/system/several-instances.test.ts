// Two production instances on one PostgreSQL behind a round-robin proxy, Daraja's callbacks
// coming through the proxy too. Whatever one instance starts (a code, a session, a limit's count, a push,
// an Idempotency-Key) the other must finish, from the database alone. Background work on both:
// several-instances-background.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  OtpVerifyResponseSchema,
  PaymentStatusResponseSchema,
  PoliciesResponseSchema,
  ProfileResponseSchema,
  QuoteResponseSchema,
  StkPushResponseSchema,
} from '../../src/domain/api';
import { idempotencyMessages } from '../../src/domain/idempotency-messages';
import { otpMessages } from '../../src/domain/otp-messages';
import { otpVerifiesPerPhone } from '../../src/server/services/auth/otp-limits';
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
  awaitCallbackResults,
  instanceAt,
  smsTo,
  startTwoInstances,
  type TwoInstances,
} from '../helpers/two-instances';
import {
  API,
  answeredCallbacksSince,
  buyThroughProxy,
  darajaRequestsSince,
  marksOf,
  messagesTo,
  proxiedSince,
  STK_PUSH_PATH,
  stkRowsOf,
  unsentNotificationsOf,
} from '../helpers/two-instances-payments';

const other = (instance: number) => 1 - instance;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let deployment: TwoInstances;

beforeAll(async () => {
  deployment = await startTwoInstances({
    simulatorDelayMs: 500,
    // Info logs say what each instance made of each callback; the outbox passes ten times a second.
    instanceEnv: { RECONCILE_EVERY_MS: '100', LOG_LEVEL: 'info' },
  });
});

afterAll(async () => {
  await deployment?.stop();
});

describe('two instances behind a round-robin proxy', () => {
  it('a code sent by one instance signs in on the other, and the session works on both', async () => {
    const { proxy, instances } = deployment;
    const user = await createTestUser(deployment.database);
    const from = proxy.log().length;

    const requested = await requestJson(`${proxy.url}${API}/users/otp/request`, {
      body: { Identifier: user.msisdn },
    });
    expect(requested.status).toBe(200);
    const sentBy = proxiedSince(proxy, from)[0]?.upstream ?? -1;
    const sms = await waitFor(async () => smsTo(instanceAt(deployment, sentBy), user.msisdn)[0]);
    const code = /code is (\d{4})/.exec(sms)?.[1];
    expect(smsTo(instanceAt(deployment, other(sentBy)), user.msisdn)).toEqual([]);

    const verified = await requestJson(`${proxy.url}${API}/users/otp/verify`, {
      body: { Identifier: user.msisdn, otp: Number(code) },
    });
    expect(verified.status).toBe(200);
    // The check went to the instance that did not send the code.
    expect(proxiedSince(proxy, from).map((entry) => entry.upstream)).toEqual([sentBy, other(sentBy)]);

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
    const served = proxiedSince(proxy, from).map((entry) => entry.upstream);
    expect(served.filter((upstream) => upstream === 0)).toHaveLength(otpVerifiesPerPhone.max / 2);
    expect(served.filter((upstream) => upstream === 1)).toHaveLength(otpVerifiesPerPhone.max / 2);

    for (const instance of instances) {
      const refused = await check(instance.url);
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject({
        status: false,
        message: expect.stringContaining(otpMessages.tooManyChecks),
      });
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    // The number's limit, not the address's: another number from the same address is still checked.
    expect((await check(proxy.url, uniqueMsisdn())).status).toBe(400);
  });

  it('a purchase pushed by one instance is settled by its callback on the other', async () => {
    const { proxy, instances } = deployment;
    const payer = uniqueMsisdn();
    const from = proxy.log().length;
    const marks = marksOf(deployment.daraja);

    const prompt = await buyThroughProxy(deployment, payer);
    const pushedBy = proxiedSince(proxy, from, `${API}/quotations/buy-product`)[0]?.upstream ?? -1;
    const pushes = darajaRequestsSince(deployment, marks, STK_PUSH_PATH);
    expect(pushes[pushedBy]).toHaveLength(1);
    expect(pushes[other(pushedBy)]).toEqual([]);

    // Nothing else goes through the proxy meanwhile, so the callback takes the next turn: the instance
    // that did not push, and that never saw this payment but in the database.
    const [callback] = await answeredCallbacksSince(deployment, from, 1);
    expect([callback?.upstream, callback?.status]).toEqual([other(pushedBy), 200]);
    const results = await awaitCallbackResults(instances, prompt.checkout_request_id, 1);
    expect(results[other(pushedBy)]).toEqual(['settled']);
    expect(results[pushedBy]).toEqual([]);

    const [row, ...more] = await stkRowsOf(deployment, payer);
    expect(more).toEqual([]);
    expect(row).toMatchObject({ status: 'success', settled_by: 'callback', cover_status: 'active' });
    // The buyer's page, polling either instance, sees the same payment and receipt.
    for (const instance of instances) {
      const status = await requestJson(
        `${instance.url}${API}/mpesa/stkstatus/${prompt.checkout_request_id}`,
        { method: 'POST', headers: { [PAYMENT_TOKEN_HEADER]: prompt.data.payment_token ?? '' } },
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
    const prompt = await buyThroughProxy(deployment, payer);

    const callbacks = await answeredCallbacksSince(deployment, from, 2);
    expect(callbacks.map((entry) => entry.status)).toEqual([200, 200]);
    expect(callbacks.map((entry) => entry.upstream).sort()).toEqual([0, 1]);
    // Which one wins the race is not fixed; that exactly one does is.
    const results = await awaitCallbackResults(instances, prompt.checkout_request_id, 2);
    expect(results.flat().sort()).toEqual(['settled', 'unchanged']);
    expect(results.map((result) => result.length)).toEqual([1, 1]);

    const [row, ...more] = await stkRowsOf(deployment, payer);
    expect(more).toEqual([]);
    expect(row).toMatchObject({ status: 'success', settled_by: 'callback', cover_status: 'active' });
    await waitFor(async () => (await unsentNotificationsOf(deployment, [prompt.policyId])) === 0, 10_000);
    // Ten more passes of both outboxes: a second copy of either message would show by now.
    await sleep(1_000);
    const messages = await messagesTo(deployment, payer);
    expect(messages.sms).toHaveLength(1);
    expect(messages.sms[0]).toContain(`receipt ${row?.mpesa_receipt_number}`);
    expect(messages.mail).toHaveLength(1);
  });

  it('Pay Now sent twice at once with one Idempotency-Key, one to each instance, makes one cover and one prompt', async () => {
    const { proxy } = deployment;
    const payer = uniqueMsisdn();
    const quote = await requestJson(`${proxy.url}${API}/quotations/quote`, { body: tenantCover });
    const body = buyBody(QuoteResponseSchema.parse(quote.body).data, payer);
    const buy = () =>
      requestJson(`${proxy.url}${API}/quotations/buy-product`, {
        body,
        headers: { 'idempotency-key': `pay-now-${payer}` },
      });
    const from = proxy.log().length;
    const marks = marksOf(deployment.daraja);

    const answers = await Promise.all([buy(), buy()]);
    const served = proxiedSince(proxy, from).map((entry) => entry.upstream);
    expect(served.sort()).toEqual([0, 1]);
    // The second either waits its turn (409, the first still running) or replays the first's answer.
    const paid = answers.filter((answer) => answer.status === 200);
    for (const answer of answers.filter((each) => each.status !== 200)) {
      expect(answer.status).toBe(409);
      expect(answer.body).toMatchObject({ message: idempotencyMessages.keyInProgress });
    }
    const checkoutIds = new Set(
      paid.map((answer) => StkPushResponseSchema.parse(answer.body).checkout_request_id),
    );
    expect(checkoutIds.size).toBe(1);
    // The wizard's retry, on whichever instance, gets that same prompt back.
    const retried = StkPushResponseSchema.parse((await buy()).body);
    expect(checkoutIds).toEqual(new Set([retried.checkout_request_id]));

    expect(darajaRequestsSince(deployment, marks, STK_PUSH_PATH).flat()).toHaveLength(1);
    expect(await coversOf(deployment.database, payer)).toBe(1);
    expect(await stkRequestsOf(deployment.database, payer)).toBe(1);
  });
});
