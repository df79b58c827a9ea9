// Fault: Daraja answers slowly: the push's answer (and any status query's) takes 8 s, past the app's 6 s
// deadline, while the prompt does reach the phone. The visitor must get a clear answer in time rather than
// a spinner, and the payment, made on a prompt whose CheckoutRequestID we never read, must still settle.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StkPushResponseSchema } from '../../src/domain/api';
import { paymentMessages } from '../../src/domain/payment-messages';
import { payerEndingIn } from '../helpers/server-payments';
import { createScratchDatabase, type ScratchDatabase } from '../helpers/server-postgres';
import {
  type ProductionServer,
  type SimulatorProcess,
  startProductionServer,
  startSimulatorProcess,
} from '../helpers/system-processes';
import { buyBodyOver, buyProductPath, eventually, paymentRowsOf, postJson } from '../helpers/system-purchase';

/** Daraja's answers for a payer ending 0408 take this long… */
const SLOW_ANSWER_MS = 8_000;
/** …and the payer enters the PIN this long after the push: after the app stopped waiting for the answer. */
const PAYER_ANSWERS_AFTER_MS = 7_000;
/** The app's Daraja deadline is 6 s; the visitor hears back within it and a little. */
const ANSWERED_WITHIN_MS = 7_500;

let database: ScratchDatabase;
let simulator: SimulatorProcess;
let server: ProductionServer;

beforeAll(async () => {
  database = await createScratchDatabase();
  simulator = await startSimulatorProcess(PAYER_ANSWERS_AFTER_MS, {
    MPESA_SIMULATOR_SLOW_ANSWER_MS: String(SLOW_ANSWER_MS),
  });
  server = await startProductionServer({ databaseUrl: database.url, simulatorUrl: simulator.url });
});
afterAll(async () => {
  await server?.stop();
  await simulator?.stop();
  await database?.drop();
});

describe('Daraja answering in 8 s', () => {
  it('the visitor gets a clear answer in time; the payment settles later and the retry shows it', async () => {
    const payer = payerEndingIn('0408');
    const body = await buyBodyOver(server.url, payer);
    const key = `slow-${payer}`;
    const url = `${server.url}${buyProductPath}`;
    const first = await postJson(url, body, { 'idempotency-key': key });
    // What the wizard shows (failureMessage reads the answer's message): enter the PIN if the prompt came.
    expect(first.status, JSON.stringify(first.body)).toBe(504);
    expect(first.body).toMatchObject({ status: false, message: paymentMessages.pushUnanswered });
    expect(first.tookMs).toBeLessThan(ANSWERED_WITHIN_MS);

    // Pay Now again, as the wizard does with its kept key: a prompt may be open, so nothing is pushed,
    // until the payer's callback (matched by our own request id) has settled the payment.
    const replayed = await eventually(
      'the retry to report the payment',
      async () => {
        const again = await postJson(url, body, { 'idempotency-key': key });
        if (again.status === 409) {
          expect(again.body).toMatchObject({ message: paymentMessages.promptUnconfirmed });
          return false;
        }
        return again;
      },
      PAYER_ANSWERS_AFTER_MS + 10_000,
    );
    expect(replayed.status, JSON.stringify(replayed.body)).toBe(200);
    const answer = StkPushResponseSchema.parse(replayed.body);
    expect(answer.message).toBe(paymentMessages.alreadyReceived);

    // The status the wizard then polls reads our own record: success, without waiting on a slow Daraja.
    const status = await postJson(
      `${server.url}/api/home-insurance/mpesa/stkstatus/${answer.checkout_request_id}`,
    );
    expect(status.body).toMatchObject({ status: 'success' });
    expect(status.tookMs).toBeLessThan(2_000);

    const rows = await paymentRowsOf(database.url, payer);
    expect(rows.covers).toEqual([{ id: answer.data.cover_id, status: 'active' }]);
    expect(rows.stkRequests).toHaveLength(1);
    expect(rows.stkRequests[0]).toMatchObject({
      status: 'success',
      checkout_request_id: answer.checkout_request_id,
      mpesa_receipt_number: expect.stringMatching(/^SIM[A-Z0-9]{7}$/),
    });
  });
});
