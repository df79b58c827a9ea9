// The simulator answers as Daraja does, in Daraja's raw shapes, so the tests that pay through it meet what
// a deployment meets: 'still processing' answers before the payer answers, a callback for a timed-out
// prompt, descriptions with Daraja's bracketed prefixes, the per-transaction limit, the filtered words.
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nairobiTimestamp, stkPassword } from '../../../../../src/server/integrations/mpesa/daraja-password';
import type {
  StkCallback,
  TransactionStatusResult,
} from '../../../../../src/server/integrations/mpesa/daraja-shapes';
import {
  type RunningMpesaSimulator,
  startMpesaSimulator,
} from '../../../../../src/server/integrations/mpesa/simulator/start-mpesa-simulator';
import { payerEndingIn, waitFor } from '../../../../helpers/server-payments';

const credentials = {
  consumerKey: 'key',
  consumerSecret: 'secret',
  shortcode: '174379',
  passkey: 'bfb279f9aa9bdbcf158e97dd71a467cd2e0c893059b10f78e6b72ada1ed2c919',
};
/** The first paybill's Transaction Status operator. */
const initiator = { name: 'kinga-api-operator', securityCredential: 'encrypted-operator-password' };
/** A second underwriter's paybill, configured beside the first. */
const second = { shortcode: '600981', passkey: 'second-paybill-passkey-0123456789abcdef' };

let simulator: RunningMpesaSimulator;
let receiver: FastifyInstance;
let callbackUrl: string;
const callbacks: StkCallback[] = [];
const results: TransactionStatusResult[] = [];
let resultUrl: string;

beforeAll(async () => {
  // The payer answers after 400 ms; Daraja hands the prompt to the phone in the first 150 ms.
  simulator = await startMpesaSimulator({
    consumerKey: credentials.consumerKey,
    consumerSecret: credentials.consumerSecret,
    paybills: [{ shortcode: credentials.shortcode, passkey: credentials.passkey, initiator }, second],
    delayMs: 400,
    deliveryMs: 150,
    duplicateCallbacks: false,
  });
  receiver = Fastify();
  receiver.post('/confirmation', async (request) => {
    callbacks.push(request.body as StkCallback);
    return { ResultCode: 0, ResultDesc: 'Accepted' };
  });
  receiver.post('/result', async (request) => {
    results.push(request.body as TransactionStatusResult);
    return { ResultCode: 0, ResultDesc: 'Accepted' };
  });
  await receiver.listen({ host: '127.0.0.1', port: 0 });
  callbackUrl = `http://127.0.0.1:${(receiver.server.address() as AddressInfo).port}/confirmation`;
  resultUrl = callbackUrl.replace(/confirmation$/, 'result');
});

afterAll(async () => {
  await simulator.close();
  await receiver.close();
});

async function token(): Promise<string> {
  const basic = Buffer.from(`${credentials.consumerKey}:${credentials.consumerSecret}`).toString('base64');
  const response = await fetch(`${simulator.baseUrl}/oauth/v1/generate?grant_type=client_credentials`, {
    headers: { authorization: `Basic ${basic}` },
  });
  return ((await response.json()) as { access_token: string }).access_token;
}

async function daraja(
  path: string,
  body: object,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${simulator.baseUrl}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await token()}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

function signed(paybill = { shortcode: credentials.shortcode, passkey: credentials.passkey }) {
  const timestamp = nairobiTimestamp(new Date());
  return {
    BusinessShortCode: paybill.shortcode,
    Password: stkPassword(paybill.shortcode, paybill.passkey, timestamp),
    Timestamp: timestamp,
  };
}

const push = (msisdn: string, overrides: object = {}) =>
  daraja('/mpesa/stkpush/v1/processrequest', {
    ...signed(),
    TransactionType: 'CustomerPayBillOnline',
    Amount: 3049,
    PartyA: msisdn,
    PartyB: credentials.shortcode,
    PhoneNumber: msisdn,
    CallBackURL: callbackUrl,
    AccountReference: 'POLICY123456',
    TransactionDesc: 'Home cover',
    ...overrides,
  });

const query = (checkoutRequestId: string) =>
  daraja('/mpesa/stkpushquery/v1/query', { ...signed(), CheckoutRequestID: checkoutRequestId });

const callbackFor = (checkoutRequestId: string) =>
  waitFor(async () =>
    callbacks.find((callback) => callback.Body.stkCallback.CheckoutRequestID === checkoutRequestId),
  );

describe('the Daraja simulator', () => {
  it('answers early queries as Daraja does: 500.001.1001 while delivering the prompt, then HTTP 200 ResultCode 4999 until the payer answers', async () => {
    const accepted = await push(payerEndingIn('5555'));
    const id = String(accepted.body.CheckoutRequestID);
    expect(await query(id)).toMatchObject({
      status: 500,
      body: { errorCode: '500.001.1001', errorMessage: 'The transaction is being processed' },
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await query(id)).toEqual({
      status: 200,
      body: {
        ResponseCode: '0',
        ResponseDescription: 'The service request has been accepted successsfully',
        MerchantRequestID: accepted.body.MerchantRequestID,
        CheckoutRequestID: id,
        ResultCode: '4999',
        ResultDesc: 'The transaction is still under processing',
      },
    });
    await callbackFor(id);
    expect((await query(id)).body).toMatchObject({ ResultCode: '0' });
  });

  it('calls back for a prompt that timed out (1037), as Daraja does', async () => {
    const accepted = await push(payerEndingIn('1037'));
    const callback = await callbackFor(String(accepted.body.CheckoutRequestID));
    expect(callback.Body.stkCallback).toMatchObject({
      ResultCode: 1037,
      ResultDesc: '[STK_CB - ]DS timeout user cannot be reached',
    });
  });

  it.each([
    ['1032', 1032, '[STK_CB - ]Request cancelled by user'],
    ['2001', 2001, '[MpesaCB - ]The initiator information is invalid.'],
    ['0001', 1, '[MpesaCB - ]The balance is insufficient for the transaction.'],
  ])('describes a failure (number ending %s) with Daraja’s bracketed prefix', async (ending, code, desc) => {
    const accepted = await push(payerEndingIn(ending));
    const callback = await callbackFor(String(accepted.body.CheckoutRequestID));
    expect(callback.Body.stkCallback).toMatchObject({ ResultCode: code, ResultDesc: desc });
    expect((await query(String(accepted.body.CheckoutRequestID))).body).toMatchObject({
      ResultCode: String(code),
      ResultDesc: desc,
    });
  });

  it('refuses an amount above the per-transaction limit (KSh 250,000) as Daraja does, and takes 250,000', async () => {
    expect(await push(payerEndingIn('5555'), { Amount: 250_001 })).toMatchObject({
      status: 400,
      body: { errorCode: '400.002.02', errorMessage: 'Bad Request - Invalid Amount' },
    });
    expect((await push(payerEndingIn('5555'), { Amount: 250_000 })).body).toMatchObject({
      ResponseCode: '0',
    });
  });

  it.each([
    'https://kinga.example/api/mpesa/callback/x',
    'https://kinga.example/SAFARICOM',
    'https://kinga.example/a/cmd/b',
  ])('refuses a callback URL with a word Daraja filters (%s)', async (url) => {
    expect(await push(payerEndingIn('5555'), { CallBackURL: url })).toMatchObject({
      status: 400,
      body: { errorCode: '400.002.02', errorMessage: 'Bad Request - Invalid CallBackURL' },
    });
  });

  it('accepts each configured paybill with its own passkey, and refuses a password made with another', async () => {
    const accepted = await push(payerEndingIn('5555'), { ...signed(second), PartyB: second.shortcode });
    expect(accepted.body).toMatchObject({ ResponseCode: '0' });
    const mixed = signed({ shortcode: second.shortcode, passkey: credentials.passkey });
    expect(await push(payerEndingIn('5555'), { ...mixed, PartyB: second.shortcode })).toMatchObject({
      status: 500,
      body: { errorCode: '500.001.1001', errorMessage: 'Wrong credentials' },
    });
  });

  const transactionStatus = (checkoutRequestId: string, overrides: object = {}) =>
    daraja('/mpesa/transactionstatus/v1/query', {
      Initiator: initiator.name,
      SecurityCredential: initiator.securityCredential,
      CommandID: 'TransactionStatusQuery',
      OriginalConversationID: checkoutRequestId,
      PartyA: credentials.shortcode,
      IdentifierType: '4',
      ResultURL: resultUrl,
      QueueTimeOutURL: resultUrl,
      Remarks: 'Receipt number',
      Occasion: 'Receipt number',
      ...overrides,
    });
  const resultFor = (conversationId: unknown) =>
    waitFor(async () => results.find((result) => result.Result.ConversationID === conversationId));
  const parameter = (result: TransactionStatusResult, key: string) => {
    const listed = result.Result.ResultParameters?.ResultParameter;
    return (Array.isArray(listed) ? listed : []).find((item) => item.Key === key)?.Value;
  };

  it('answers a Transaction Status query as Daraja does: taken at once, then the Result with the receipt number at the ResultURL', async () => {
    const pushed = await push(payerEndingIn('5555'));
    const checkoutRequestId = String(pushed.body.CheckoutRequestID);
    const callback = await callbackFor(checkoutRequestId);
    const receipt = callback.Body.stkCallback.CallbackMetadata?.Item.find(
      (item) => item.Name === 'MpesaReceiptNumber',
    )?.Value;

    const taken = await transactionStatus(checkoutRequestId);
    expect(taken).toMatchObject({
      status: 200,
      body: { ResponseCode: '0', ResponseDescription: 'Accept the service request successfully.' },
    });
    expect(taken.body.ConversationID).toMatch(/^AG_\d{8}_\d+$/);
    const { Result } = await resultFor(taken.body.ConversationID);
    expect(Result).toMatchObject({ ResultCode: 0, TransactionID: receipt });
    expect(parameter({ Result }, 'ReceiptNo')).toBe(receipt);
    expect(parameter({ Result }, 'TransactionStatus')).toBe('Completed');
    expect(Number(parameter({ Result }, 'Amount'))).toBe(3049);
    expect(simulator.transactionStatusQueries(checkoutRequestId)).toBe(1);
  });

  it('says the initiator information is invalid (2001) when the query names another operator, and refuses a filtered ResultURL', async () => {
    const pushed = await push(payerEndingIn('5555'));
    const checkoutRequestId = String(pushed.body.CheckoutRequestID);
    const taken = await transactionStatus(checkoutRequestId, { SecurityCredential: 'guessed' });
    const { Result } = await resultFor(taken.body.ConversationID);
    expect(Result).toMatchObject({ ResultCode: 2001, ResultDesc: 'The initiator information is invalid.' });
    expect(Result.ResultParameters).toBeUndefined();
    expect(
      await transactionStatus(checkoutRequestId, { ResultURL: 'https://kinga.example/mpesa/result' }),
    ).toMatchObject({
      status: 400,
      body: { errorCode: '400.002.02', errorMessage: 'Bad Request - Invalid ResultURL' },
    });
  });
});
