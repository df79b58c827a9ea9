// The real Daraja client against the simulator: tokens, the password check, and every outcome a payer's
// number can choose, as M-Pesa's callback and query report it.
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createDarajaClient,
  DarajaError,
  DarajaNoAnswerError,
  type StkPushInput,
} from '../../../../src/server/integrations/mpesa/daraja-client';
import type { StkCallback } from '../../../../src/server/integrations/mpesa/daraja-shapes';
import {
  type RunningMpesaSimulator,
  startMpesaSimulator,
} from '../../../../src/server/integrations/mpesa/simulator/start-mpesa-simulator';
import { testClock } from '../../../helpers/server-clock';
import { payerEndingIn, waitFor } from '../../../helpers/server-payments';

const credentials = {
  consumerKey: 'key',
  consumerSecret: 'secret',
  shortcode: '174379',
  passkey: 'bfb279f9aa9bdbcf158e97dd71a467cd2e0c893059b10f78e6b72ada1ed2c919',
};

let simulator: RunningMpesaSimulator;
let receiver: FastifyInstance;
let callbackUrl: string;
const callbacks: StkCallback[] = [];

beforeAll(async () => {
  simulator = await startMpesaSimulator({
    consumerKey: credentials.consumerKey,
    consumerSecret: credentials.consumerSecret,
    paybills: [{ shortcode: credentials.shortcode, passkey: credentials.passkey }],
    delayMs: 50,
    duplicateCallbacks: false,
    // Far beyond the 200 ms deadline the give-up test sets, so that test tells a give-up from an answer
    // even when a busy machine stalls the event loop for a second.
    slowAnswerMs: 3_000,
  });
  receiver = Fastify();
  receiver.post('/callback', async (request) => {
    callbacks.push(request.body as StkCallback);
    return { ResultCode: 0, ResultDesc: 'Accepted' };
  });
  await receiver.listen({ host: '127.0.0.1', port: 0 });
  callbackUrl = `http://127.0.0.1:${(receiver.server.address() as AddressInfo).port}/callback`;
});

afterAll(async () => {
  await simulator.close();
  await receiver.close();
});

/** The client, with every push and query for one paybill (the sandbox's, unless overridden). */
function clientWith(overrides: Partial<typeof credentials> = {}, clock = testClock(), timeoutMs?: number) {
  const { shortcode, passkey, ...app } = { ...credentials, ...overrides };
  const client = createDarajaClient(
    { ...app, baseUrl: simulator.baseUrl },
    { clock, ...(timeoutMs ? { timeoutMs } : {}) },
  );
  const paybill = { shortcode, passkey };
  return {
    stkPush: (input: Omit<StkPushInput, 'paybill'>) => client.stkPush({ ...input, paybill }),
    stkQuery: (checkoutRequestId: string) => client.stkQuery(checkoutRequestId, paybill),
  };
}

const push = (client: ReturnType<typeof clientWith>, msisdn: string, amount = 3049) =>
  client.stkPush({
    amount,
    msisdn,
    callbackUrl,
    accountReference: 'POLICY123456789',
    description: 'Home cover premium',
  });

const callbacksFor = (checkoutRequestId: string) =>
  callbacks.filter((callback) => callback.Body.stkCallback.CheckoutRequestID === checkoutRequestId);

async function finalQuery(client: ReturnType<typeof clientWith>, checkoutRequestId: string) {
  return waitFor(async () => {
    const result = await client.stkQuery(checkoutRequestId);
    return result.state === 'final' ? result : undefined;
  });
}

describe('the Daraja client against the simulator', () => {
  it('asks for one token and reuses it until a minute before it expires', async () => {
    const clock = testClock();
    const client = clientWith({}, clock);
    const before = simulator.tokensIssued();
    await push(client, payerEndingIn('5555'));
    await push(client, payerEndingIn('5555'));
    expect(simulator.tokensIssued() - before).toBe(1);
    // The token lives 3599 s and is renewed a minute early: one millisecond before that it is still used.
    clock.advance(3599_000 - 60_000 - 1);
    await push(client, payerEndingIn('5555'));
    expect(simulator.tokensIssued() - before).toBe(1);
    clock.advance(1);
    await push(client, payerEndingIn('5555'));
    expect(simulator.tokensIssued() - before).toBe(2);
  });

  it('forgets a token Daraja stopped accepting and pays with a new one, instead of failing until expiry', async () => {
    const client = clientWith();
    await push(client, payerEndingIn('5555'));
    const before = simulator.tokensIssued();
    simulator.revokeTokens();
    const accepted = await push(client, payerEndingIn('5555'));
    expect(accepted.ResponseCode).toBe('0');
    expect(simulator.tokensIssued() - before).toBe(1);
    // The new token is kept: the next call needs no other.
    await client.stkQuery(accepted.CheckoutRequestID);
    expect(simulator.tokensIssued() - before).toBe(1);
  });

  it('gives up on a push Daraja has not answered in time, saying the answer (not the push) is missing', async () => {
    const client = clientWith({}, testClock(), 200);
    await client.stkQuery('ws_CO_warm_the_token').catch(() => undefined);
    const startedAt = Date.now();
    const error = await push(client, payerEndingIn('0408')).catch((e) => e);
    expect(error).toBeInstanceOf(DarajaNoAnswerError);
    // Well before the simulator's answer (3 s): the client's own 200 ms deadline ended the wait.
    expect(Date.now() - startedAt).toBeLessThan(2_000);
  });

  it('refuses the first push to a number ending 0503 as busy, then accepts the next', async () => {
    const client = clientWith();
    const payer = payerEndingIn('0503');
    const refused = await push(client, payer).catch((e) => e);
    expect(refused).toBeInstanceOf(DarajaError);
    expect(refused).not.toBeInstanceOf(DarajaNoAnswerError);
    expect(refused.errorCode).toBe('500.003.02');
    expect((await push(client, payer)).ResponseCode).toBe('0');
  });

  it('is refused with wrong consumer credentials, in Daraja words', async () => {
    const error = await push(clientWith({ consumerSecret: 'wrong' }), payerEndingIn('5555')).catch((e) => e);
    expect(error).toBeInstanceOf(DarajaError);
    expect(error.errorCode).toBe('400.008.01');
  });

  it('is refused when the passkey (and so the Password) is wrong', async () => {
    const error = await push(clientWith({ passkey: 'not-the-passkey' }), payerEndingIn('5555')).catch(
      (e) => e,
    );
    expect(error).toBeInstanceOf(DarajaError);
    expect(error.message).toContain('Wrong credentials');
  });

  it('reports a prompt still open as pending, then the success with a receipt in the callback', async () => {
    const client = clientWith();
    const accepted = await push(client, payerEndingIn('5555'));
    expect(accepted.ResponseCode).toBe('0');
    expect(await client.stkQuery(accepted.CheckoutRequestID)).toEqual({ state: 'pending' });
    expect(await finalQuery(client, accepted.CheckoutRequestID)).toMatchObject({ resultCode: 0 });
    const [callback] = await waitFor(
      async () =>
        callbacksFor(accepted.CheckoutRequestID).length > 0 && callbacksFor(accepted.CheckoutRequestID),
    );
    const items = callback?.Body.stkCallback.CallbackMetadata?.Item ?? [];
    const value = (name: string) => items.find((item) => item.Name === name)?.Value;
    expect(value('Amount')).toBe(3049);
    expect(String(value('MpesaReceiptNumber'))).toMatch(/^SIM[A-Z0-9]{7}$/);
    expect(String(value('TransactionDate'))).toMatch(/^\d{14}$/);
  });

  it.each([
    ['1032', 1032, '[STK_CB - ]Request cancelled by user'],
    ['2001', 2001, '[MpesaCB - ]The initiator information is invalid.'],
    ['0001', 1, '[MpesaCB - ]The balance is insufficient for the transaction.'],
  ])(
    'a number ending %s fails with ResultCode %i in the callback and the query',
    async (ending, code, desc) => {
      const client = clientWith();
      const accepted = await push(client, payerEndingIn(ending));
      expect(await finalQuery(client, accepted.CheckoutRequestID)).toEqual({
        state: 'final',
        resultCode: code,
        resultDesc: desc,
      });
      const [callback] = await waitFor(
        async () =>
          callbacksFor(accepted.CheckoutRequestID).length > 0 && callbacksFor(accepted.CheckoutRequestID),
      );
      expect(callback?.Body.stkCallback).toMatchObject({ ResultCode: code, ResultDesc: desc });
      expect(callback?.Body.stkCallback.CallbackMetadata).toBeUndefined();
    },
  );

  it('a number ending 1037 times out: the query and the callback report 1037', async () => {
    const client = clientWith();
    const accepted = await push(client, payerEndingIn('1037'));
    expect(await finalQuery(client, accepted.CheckoutRequestID)).toEqual({
      state: 'final',
      resultCode: 1037,
      resultDesc: '[STK_CB - ]DS timeout user cannot be reached',
    });
    await waitFor(async () => callbacksFor(accepted.CheckoutRequestID).length === 1);
  });

  it('a number ending 0002 succeeds with the callback sent twice', async () => {
    const accepted = await push(clientWith(), payerEndingIn('0002'));
    await waitFor(async () => callbacksFor(accepted.CheckoutRequestID).length === 2);
    // The simulator counts a delivery once the receiver's answer is back, a moment after the receiver has
    // the callback: on a busy machine that moment is long enough to look.
    await waitFor(async () => simulator.callbacksDelivered(accepted.CheckoutRequestID) === 2);
    expect(callbacksFor(accepted.CheckoutRequestID)).toHaveLength(2);
  });

  it('counts the status queries it receives for each request', async () => {
    const client = clientWith();
    const accepted = await push(client, payerEndingIn('5555'));
    await client.stkQuery(accepted.CheckoutRequestID);
    await client.stkQuery(accepted.CheckoutRequestID);
    expect(simulator.queriesReceived(accepted.CheckoutRequestID)).toBe(2);
  });
});

// Daraja's query answers as collected from real integrations, replayed by a stand-in server: which mean
// "not yet" and which are a final word.
describe('reading Daraja’s answer to a status query', () => {
  let standIn: FastifyInstance;
  let answer: { status: number; body: object } = { status: 200, body: {} };
  beforeAll(async () => {
    standIn = Fastify();
    standIn.get('/oauth/v1/generate', async () => ({ access_token: 'token', expires_in: '3599' }));
    standIn.post('/mpesa/stkpushquery/v1/query', async (_request, reply) =>
      reply.code(answer.status).send(answer.body),
    );
    await standIn.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    await standIn.close();
  });

  const answered = (result: { ResultCode: string; ResultDesc: string }) => ({
    status: 200,
    body: {
      ResponseCode: '0',
      ResponseDescription: 'The service request has been accepted successsfully',
      MerchantRequestID: '29115-34620561-1',
      CheckoutRequestID: 'ws_CO_191220191020363925',
      ...result,
    },
  });
  const refused = (status: number, errorCode: string, errorMessage: string) => ({
    status,
    body: { requestId: '29115-34620561-1', errorCode, errorMessage },
  });
  const ask = (reply: { status: number; body: object }) => {
    answer = reply;
    const port = (standIn.server.address() as AddressInfo).port;
    const { consumerKey, consumerSecret, shortcode, passkey } = credentials;
    return createDarajaClient(
      { consumerKey, consumerSecret, baseUrl: `http://127.0.0.1:${port}` },
      { clock: testClock() },
    ).stkQuery('ws_CO_191220191020363925', { shortcode, passkey });
  };

  it.each([
    [
      'HTTP 200 ResultCode 4999',
      answered({ ResultCode: '4999', ResultDesc: 'The transaction is still under processing' }),
    ],
    [
      'HTTP 500 500.001.1001 "being processed"',
      refused(500, '500.001.1001', 'The transaction is being processed'),
    ],
    [
      'HTTP 500 500.001.1001 "still under processing"',
      refused(500, '500.001.1001', 'This transaction is still under processing'),
    ],
    ['HTTP 500 500.001.1001 with no message', refused(500, '500.001.1001', '')],
    [
      'HTTP 200 ResultCode 500.001.1001',
      answered({ ResultCode: '500.001.1001', ResultDesc: 'The transaction is being processed' }),
    ],
    [
      'HTTP 200 with an unknown non-numeric ResultCode',
      answered({ ResultCode: 'E3008', ResultDesc: 'Error' }),
    ],
  ])('%s is pending, not a failure', async (_name, reply) => {
    expect(await ask(reply)).toEqual({ state: 'pending' });
  });

  it.each([
    [answered({ ResultCode: '0', ResultDesc: 'The service request is processed successfully.' }), 0],
    [answered({ ResultCode: '1032', ResultDesc: '[STK_CB - ]Request cancelled by user' }), 1032],
    [answered({ ResultCode: '1037', ResultDesc: 'DS timeout user cannot be reached' }), 1037],
  ])('a numeric ResultCode is a final word (%#)', async (reply, code) => {
    expect(await ask(reply)).toMatchObject({ state: 'final', resultCode: code });
  });

  it('a 500.001.1001 that names a configuration error is a refusal, not "pending"', async () => {
    await expect(ask(refused(500, '500.001.1001', 'Wrong credentials'))).rejects.toBeInstanceOf(DarajaError);
  });
});
