// A payment settled without its callback: the server was down when M-Pesa called back,
// or its callback URL pointed nowhere, so the reconciler settled it from Daraja's STK query, which carries
// no receipt number. The paid cover still has its receipt (the CheckoutRequestID, "M-Pesa receipt number to
// follow") and, once approved, its schedule; the approval e-mail goes once. The receipt number itself is
// fetched with Daraja's Transaction Status query, whose result comes to our ResultURL.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StkPushResponseSchema } from '../../../../src/domain/api';
import { documentMessages } from '../../../../src/domain/documents/document-messages';
import type { DatabaseHandle } from '../../../../src/server/db/open-database';
import { queryRows } from '../../../../src/server/db/query-rows';
import { createLocalFileStorage } from '../../../../src/server/storage/local-file-storage';
import { readPdf } from '../../../helpers/pdf-text';
import { buildTestApp, openTestDatabase, testConfig } from '../../../helpers/server-app';
import { testClock } from '../../../helpers/server-clock';
import { captureMail } from '../../../helpers/server-mail';
import { openTestMpesa, type TestMpesa } from '../../../helpers/server-mpesa';
import { operatorToken, readyOperator } from '../../../helpers/server-operators';
import {
  buyBody,
  coverStatus,
  payerEndingIn,
  quoteFor,
  TEST_CALLBACK_TOKEN,
  waitFor,
} from '../../../helpers/server-payments';
import { signIn } from '../../../helpers/server-sign-in';
import { captureSms } from '../../../helpers/server-sms';

const clock = testClock();
const sms = captureSms();
const mail = captureMail();
const storage = createLocalFileStorage(mkdtempSync(join(tmpdir(), 'kinga-lost-callback-')));
let database: DatabaseHandle;
let mpesa: TestMpesa;
let nowhere: FastifyInstance;

/** Callbacks (and Transaction Status results) for prompts it pushes go to a port nobody listens on. */
const nowhereConfig = testConfig({
  MPESA_CALLBACK_TOKEN: TEST_CALLBACK_TOKEN,
  MPESA_CALLBACK_BASE_URL: 'http://127.0.0.1:1',
});

beforeAll(async () => {
  database = await openTestDatabase();
  mpesa = await openTestMpesa();
  nowhere = await buildTestApp({
    database,
    mpesa,
    config: nowhereConfig,
    clock,
    sms: sms.sender,
    mail: mail.sender,
    storage,
  });
});
afterAll(async () => {
  await nowhere?.close();
  await mpesa?.close();
  await database?.close();
});

let address = 0;
const nextAddress = () => `10.23.3.${++address}`;

/** A cover paid on the phone whose callback was lost, settled by the reconciler once its prompt closed. */
async function paidWithoutCallback() {
  const payer = payerEndingIn('5555');
  const bought = await nowhere.inject({
    method: 'POST',
    url: '/api/home-insurance/quotations/buy-product',
    payload: buyBody(await quoteFor(nowhere), payer),
    remoteAddress: nextAddress(),
  });
  expect(bought.statusCode, bought.body).toBe(200);
  const purchase = StkPushResponseSchema.parse(bought.json());
  // The simulated payer answers after 50 ms; its callback to port 1 fails.
  await new Promise((resolve) => setTimeout(resolve, 150));
  clock.advance(120_000);
  const summary = await nowhere.payments.reconciler.reconcileOnce();
  expect(summary.settled).toBeGreaterThanOrEqual(1);
  expect(await coverStatus(database, purchase.data.cover_id)).toBe('active');
  return { payer, coverId: purchase.data.cover_id, checkoutRequestId: purchase.checkout_request_id };
}

async function documentText(app: FastifyInstance, token: string, coverId: string, kind: string) {
  const response = await app.inject({
    method: 'GET',
    url: `/api/home-insurance/covers/${coverId}/${kind}.pdf`,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  return (await readPdf(response.rawPayload)).text.replace(/\s+/g, ' ');
}

async function receiptNumberOf(coverId: string) {
  const [row] = await queryRows<{ mpesa_receipt_number: string | null }>(
    database.db,
    sql`select mpesa_receipt_number from stk_requests where cover_id = ${coverId} and status = 'success'`,
  );
  return row?.mpesa_receipt_number ?? null;
}

async function approve(app: FastifyInstance, coverId: string) {
  const agent = await readyOperator(app, database, clock, 'agent');
  const token = await operatorToken(app, clock, agent);
  const response = await app.inject({
    method: 'POST',
    url: `/api/admin/applications/${coverId}/approve`,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.statusCode, response.body).toBe(200);
}

describe('a payment settled without its callback', () => {
  it('has its receipt, naming the CheckoutRequestID until the receipt number is known, and its schedule once approved; the approval e-mail goes once', async () => {
    const { payer, coverId, checkoutRequestId } = await paidWithoutCallback();
    const token = await signIn(nowhere, sms, payer, nextAddress());

    const receipt = await documentText(nowhere, token, coverId, 'receipt');
    expect(receipt).toContain(checkoutRequestId);
    expect(receipt).toContain(documentMessages.receiptNumberToFollow);

    await approve(nowhere, coverId);
    await nowhere.notifications.drain();
    const schedule = await documentText(nowhere, token, coverId, 'schedule');
    expect(schedule).toContain(checkoutRequestId);
    expect(schedule).toContain(documentMessages.receiptNumberToFollow);

    // The approval's e-mail (with both PDFs) and SMS went once, and nothing is left to retry.
    const approvals = await queryRows<{ channel: string; status: string; attempts: number }>(
      database.db,
      sql`select channel, status, attempts from notifications where cover_id = ${coverId} and kind like 'review%' order by channel`,
    );
    expect(approvals).toEqual([
      { channel: 'email', status: 'sent', attempts: 0 },
      { channel: 'sms', status: 'sent', attempts: 0 },
    ]);
    const approvalMails = mail.messages().filter((message) => /^Policy approved/.test(message.subject));
    expect(approvalMails.filter((message) => message.to.includes(payer))).toHaveLength(1);
    expect(approvalMails.at(-1)?.attachments).toHaveLength(2);
    clock.advance(60 * 60_000);
    await nowhere.notifications.sendDue();
    expect(
      mail
        .messages()
        .filter((message) => /^Policy approved/.test(message.subject) && message.to.includes(payer)),
    ).toHaveLength(1);
  });

  it('gets its receipt number from Daraja’s Transaction Status query, and the documents then show it', async () => {
    const { payer, coverId, checkoutRequestId } = await paidWithoutCallback();
    const token = await signIn(nowhere, sms, payer, nextAddress());
    // Opened (and stored) while the number is unknown: the asked result went to port 1 and was lost.
    expect(await documentText(nowhere, token, coverId, 'receipt')).toContain(checkoutRequestId);
    expect(await receiptNumberOf(coverId)).toBeNull();

    // An instance whose ResultURL is reachable asks again once the asking interval has passed.
    const listening = await buildTestApp({
      database,
      mpesa,
      config: testConfig({ MPESA_CALLBACK_TOKEN: TEST_CALLBACK_TOKEN }),
      clock,
      sms: sms.sender,
      mail: mail.sender,
      storage,
    });
    try {
      await listening.listen({ host: '127.0.0.1', port: 0 });
      clock.advance(10 * 60_000);
      await listening.payments.reconciler.reconcileOnce();
      const number = await waitFor(() => receiptNumberOf(coverId));
      expect(number).toMatch(/^SIM[A-Z0-9]{7}$/);

      const receipt = await documentText(listening, token, coverId, 'receipt');
      expect(receipt).toContain(number);
      expect(receipt).not.toContain(documentMessages.receiptNumberToFollow);
      await approve(listening, coverId);
      const schedule = await documentText(listening, token, coverId, 'schedule');
      expect(schedule).toContain(number);
      expect(schedule).not.toContain(documentMessages.receiptNumberToFollow);

      // Known now: no instance asks again.
      const asked = mpesa.simulator.transactionStatusQueries(checkoutRequestId);
      clock.advance(60 * 60_000);
      await listening.payments.reconciler.reconcileOnce();
      expect(mpesa.simulator.transactionStatusQueries(checkoutRequestId)).toBe(asked);
    } finally {
      await listening.close();
    }
  });
});

/** Daraja's Result for a completed payment, as the ResultURL receives it. */
function completedResult(receipt: string, amount: number, status = 'Completed') {
  return {
    Result: {
      ResultType: 0,
      ResultCode: 0,
      ResultDesc: 'The service request is processed successfully.',
      OriginatorConversationID: '3213-416199-2',
      ConversationID: 'AG_20260302_0000493344ae97d86f75',
      TransactionID: receipt,
      ResultParameters: {
        ResultParameter: [
          { Key: 'TransactionStatus', Value: status },
          { Key: 'Amount', Value: String(amount) },
          { Key: 'FinalisedTime', Value: '20260302120005' },
          { Key: 'ReceiptNo', Value: receipt },
        ],
      },
    },
  };
}

async function stkRequestOf(coverId: string) {
  const [row] = await queryRows<{ id: string; amount: number }>(
    database.db,
    sql`select id, amount from stk_requests where cover_id = ${coverId} and status = 'success'`,
  );
  if (!row) throw new Error('no paid request');
  return row;
}

const resultUrl = (token: string, stkRequestId: string) =>
  `/api/home-insurance/payments/confirmation/${token}/${stkRequestId}/transaction-status`;

describe('the Transaction Status result endpoint', () => {
  it('refuses a result with a wrong token (404) and changes nothing', async () => {
    const { coverId } = await paidWithoutCallback();
    const { id, amount } = await stkRequestOf(coverId);
    const forged = await nowhere.inject({
      method: 'POST',
      url: resultUrl('forged-token-forged-token-forged', id),
      payload: completedResult('FORGED0001', amount),
    });
    expect(forged.statusCode).toBe(404);
    expect(await receiptNumberOf(coverId)).toBeNull();
  });

  it('records no receipt number for another amount or a transaction not completed, and the first one it is given', async () => {
    const { coverId } = await paidWithoutCallback();
    const { id, amount } = await stkRequestOf(coverId);
    const post = (body: object) =>
      nowhere.inject({ method: 'POST', url: resultUrl(TEST_CALLBACK_TOKEN, id), payload: body });
    for (const body of [
      completedResult('OTHERAMT01', amount + 1),
      completedResult('CANCELLED1', amount, 'Cancelled'),
      { Result: { ResultCode: 'SFC_IC0003', ResultDesc: 'The operator does not exist.' } },
      { unreadable: true },
    ]) {
      const answer = await post(body);
      expect(answer.json()).toEqual({ ResultCode: 0, ResultDesc: 'Accepted' });
    }
    expect(await receiptNumberOf(coverId)).toBeNull();
    await post(completedResult('RCPTSTAT01', amount));
    await post(completedResult('RCPTSTAT02', amount));
    expect(await receiptNumberOf(coverId)).toBe('RCPTSTAT01');
  });
});
