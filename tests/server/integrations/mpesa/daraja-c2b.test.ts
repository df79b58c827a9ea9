// C2B (paying the paybill from the M-Pesa menu) between the real Daraja client and the simulator: the client
// registers where a paybill's payments are reported, the sandbox's simulate stands in for the payer, and the
// validation and confirmation arrive with Daraja's body, the payer's number masked (v2) or hashed (v1).
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type C2bTransaction,
  C2bTransactionSchema,
} from '../../../../src/server/integrations/mpesa/daraja-c2b-shapes';
import { createDarajaClient, DarajaError } from '../../../../src/server/integrations/mpesa/daraja-client';
import {
  type RunningMpesaSimulator,
  startMpesaSimulator,
} from '../../../../src/server/integrations/mpesa/simulator/start-mpesa-simulator';
import { testClock } from '../../../helpers/server-clock';
import { waitFor } from '../../../helpers/server-payments';

const app = { consumerKey: 'key', consumerSecret: 'secret' };
const paybill = { shortcode: '600638', passkey: 'a-passkey' };
const payer = '254712345678';

let simulator: RunningMpesaSimulator;
let quietSimulator: RunningMpesaSimulator;
let receiver: FastifyInstance;
let base: string;
const validations: C2bTransaction[] = [];
const confirmations: C2bTransaction[] = [];
/** What our validation URL answers next. */
let validationAnswer = { ResultCode: '0', ResultDesc: 'Accepted' };

beforeAll(async () => {
  const options = { ...app, paybills: [paybill], delayMs: 50, duplicateCallbacks: false };
  simulator = await startMpesaSimulator(options);
  quietSimulator = await startMpesaSimulator({ ...options, c2bValidation: false });
  receiver = Fastify();
  receiver.post('/pay/validation', async (request) => {
    validations.push(C2bTransactionSchema.parse(request.body));
    return validationAnswer;
  });
  receiver.post('/pay/confirmation', async (request) => {
    confirmations.push(C2bTransactionSchema.parse(request.body));
    return { ResultCode: 0, ResultDesc: 'Success' };
  });
  await receiver.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(receiver.server.address() as AddressInfo).port}/pay`;
});

afterAll(async () => {
  await simulator.close();
  await quietSimulator.close();
  await receiver.close();
});

beforeEach(() => {
  validations.length = 0;
  confirmations.length = 0;
  validationAnswer = { ResultCode: '0', ResultDesc: 'Accepted' };
});

const clientOf = (running: RunningMpesaSimulator) =>
  createDarajaClient({ baseUrl: running.baseUrl, ...app }, { clock: testClock() });

/** Where the receiver listens: known once it does. */
const urls = () => ({ confirmationUrl: `${base}/confirmation`, validationUrl: `${base}/validation` });

/** The sandbox's way: a token with the app's credentials, then simulate. */
async function simulatePayment(running: RunningMpesaSimulator, body: object) {
  const basic = Buffer.from(`${app.consumerKey}:${app.consumerSecret}`).toString('base64');
  const token = await fetch(`${running.baseUrl}/oauth/v1/generate?grant_type=client_credentials`, {
    headers: { authorization: `Basic ${basic}` },
  }).then((response) => response.json() as Promise<{ access_token: string }>);
  const response = await fetch(`${running.baseUrl}/mpesa/c2b/v1/simulate`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token.access_token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const payBill = (running: RunningMpesaSimulator, account: string, amount: number) =>
  simulatePayment(running, {
    ShortCode: paybill.shortcode,
    CommandID: 'CustomerPayBillOnline',
    Amount: amount,
    Msisdn: payer,
    BillRefNumber: account,
  });

describe('C2B', () => {
  it('registers v2 URLs, then a paybill payment is validated and confirmed with the payer masked', async () => {
    const answer = await clientOf(simulator).registerC2bUrls({
      shortcode: paybill.shortcode,
      version: 'v2',
      ...urls(),
    });
    expect(answer.ResponseDescription).toBe('Success');
    expect(simulator.c2bRegistration(paybill.shortcode)).toMatchObject({
      version: 'v2',
      responseType: 'Completed',
      ...urls(),
    });

    const simulated = await payBill(simulator, 'K7Q3-M9XT', 2551);
    expect(simulated).toMatchObject({
      status: 200,
      body: { ResponseCode: '0', ResponseDescription: 'Accept the service request successfully.' },
    });
    const [confirmed] = await waitFor(async () => confirmations.length > 0 && confirmations);
    expect(validations).toHaveLength(1);
    expect(confirmed).toEqual(validations[0]);
    expect(confirmed).toMatchObject({
      TransactionType: 'Pay Bill',
      TransAmount: '2551.00',
      BusinessShortCode: paybill.shortcode,
      BillRefNumber: 'K7Q3-M9XT',
      MSISDN: '2547 ***** 678',
    });
    expect(confirmed?.TransID).toMatch(/^[A-Z0-9]{10}$/);
    expect(confirmed?.TransTime).toMatch(/^\d{14}$/);
  });

  it('sends no confirmation for a payment the validation URL refuses', async () => {
    await clientOf(simulator).registerC2bUrls({ shortcode: paybill.shortcode, version: 'v2', ...urls() });
    validationAnswer = { ResultCode: 'C2B00012', ResultDesc: 'Rejected' };
    await payBill(simulator, 'NOBODY', 100);
    const payment = await waitFor(async () => {
      const latest = simulator.c2bPayments().at(-1);
      return latest?.fate && latest;
    });
    expect(payment).toMatchObject({ fate: 'refused', validationCode: 'C2B00012', confirmationsDelivered: 0 });
    expect(confirmations).toEqual([]);
  });

  it('only confirms where Safaricom has not enabled validation, and hashes the payer under v1', async () => {
    await clientOf(quietSimulator).registerC2bUrls({
      shortcode: paybill.shortcode,
      version: 'v1',
      ...urls(),
    });
    await payBill(quietSimulator, 'K7Q3-M9XT', 2551);
    const [confirmed] = await waitFor(async () => confirmations.length > 0 && confirmations);
    expect(validations).toEqual([]);
    expect(confirmed?.MSISDN).toMatch(/^[0-9a-f]{64}$/);
    expect(confirmed?.MSISDN).not.toContain('712345678');
  });

  it('refuses URLs with a word Daraja filters, an unknown shortcode, and a simulate before registering', async () => {
    const client = clientOf(quietSimulator);
    await expect(
      client.registerC2bUrls({
        shortcode: paybill.shortcode,
        version: 'v2',
        confirmationUrl: `${base}/mpesa/confirmation`,
        validationUrl: urls().validationUrl,
      }),
    ).rejects.toMatchObject({ httpStatus: 400, errorCode: '400.002.02' });
    await expect(
      client.registerC2bUrls({ shortcode: '999999', version: 'v2', ...urls() }),
    ).rejects.toBeInstanceOf(DarajaError);
    const fresh = await startMpesaSimulator({
      ...app,
      paybills: [paybill],
      delayMs: 50,
      duplicateCallbacks: false,
    });
    try {
      expect(await payBill(fresh, 'K7Q3-M9XT', 10)).toMatchObject({
        status: 400,
        body: { errorCode: '400.002.02', errorMessage: 'Bad Request - Invalid ShortCode' },
      });
    } finally {
      await fresh.close();
    }
  });
});

describe('recorded Daraja C2B bodies', () => {
  // As Safaricom's documents and integrators' logs show them: v2 with the payer masked, v1 hashed, and an
  // older body with numbers where text is usual.
  const recorded = [
    {
      TransactionType: 'Pay Bill',
      TransID: 'RKTQDM7W6S',
      TransTime: '20191122063845',
      TransAmount: '10',
      BusinessShortCode: '600638',
      BillRefNumber: 'invoice008',
      InvoiceNumber: '',
      OrgAccountBalance: '',
      ThirdPartyTransID: '',
      MSISDN: '2547 ***** 126',
      FirstName: 'NICHOLAS',
      MiddleName: '',
      LastName: '',
    },
    {
      TransactionType: '',
      TransID: 'LHG31AA5TX',
      TransTime: '20170816190243',
      TransAmount: '200.00',
      BusinessShortCode: '600610',
      BillRefNumber: 'account',
      InvoiceNumber: '',
      OrgAccountBalance: '49197.00',
      ThirdPartyTransID: '1234567890',
      MSISDN: '4f8a4e1d8e5a1c3f0b6b2c7a9e0d5f3a2b1c6d8e7f9a0b4c3d2e1f0a9b8c7d6e',
      FirstName: 'John',
      MiddleName: '',
      LastName: 'Doe',
    },
    {
      TransID: 'NLJ41HAY6Q',
      TransTime: 20191122063845,
      TransAmount: 1,
      BusinessShortCode: 600638,
      BillRefNumber: null,
      MSISDN: 254708374149,
      FirstName: 'John',
    },
  ];

  it('reads each as text, whatever the JSON type Daraja used', () => {
    const read = recorded.map((body) => C2bTransactionSchema.parse(body));
    expect(read.map((body) => [body.TransID, body.TransAmount, body.BusinessShortCode])).toEqual([
      ['RKTQDM7W6S', '10', '600638'],
      ['LHG31AA5TX', '200.00', '600610'],
      ['NLJ41HAY6Q', '1', '600638'],
    ]);
    expect(read[2]).toMatchObject({ TransTime: '20191122063845', BillRefNumber: null, LastName: '' });
  });
});
