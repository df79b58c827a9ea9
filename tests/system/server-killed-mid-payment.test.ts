// Fault: the server dies (SIGKILL, no shutdown) after M-Pesa took the push and before the payer's callback.
// `npm run simulator` outlives it, as Daraja does, so the callback finds nobody and is never sent again.
// Once the server is back, nobody polls (the visitor closed the page): the server itself must settle the
// payment and activate the cover, once, with one receipt (its SMS and e-mail queued once), and fetch the
// M-Pesa receipt number the lost callback carried with Daraja's Transaction Status query.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StkPushResponseSchema } from '../../src/domain/api';
import { freePort } from '../helpers/free-port';
import { killProcessTree } from '../helpers/kill-process-tree';
import { payerEndingIn } from '../helpers/server-payments';
import { createScratchDatabase, type ScratchDatabase } from '../helpers/server-postgres';
import {
  type ProductionServer,
  type SimulatorProcess,
  startProductionServer,
  startSimulatorProcess,
} from '../helpers/system-processes';
import {
  buyBodyOver,
  buyProductPath,
  eventually,
  paymentRowsOf,
  postJson,
  queryDatabase,
} from '../helpers/system-purchase';

// The payer answers 3 s after the push: time enough to kill the server before the callback.
const PAYER_ANSWERS_AFTER_MS = 3_000;

let database: ScratchDatabase;
let simulator: SimulatorProcess;
let server: ProductionServer | undefined;

beforeAll(async () => {
  database = await createScratchDatabase();
  simulator = await startSimulatorProcess(PAYER_ANSWERS_AFTER_MS);
});
afterAll(async () => {
  await server?.stop();
  await simulator?.stop();
  await database?.drop();
});

describe('the server killed between the push and the callback', () => {
  it('settles the payment by itself once restarted: the cover turns active once, with one receipt and its number', async () => {
    const port = await freePort();
    // The reconciler keeps its production pace (every 30 s, only for prompts closed 30 s ago).
    const start = () =>
      startProductionServer({ databaseUrl: database.url, simulatorUrl: simulator.url, port });
    server = await start();
    const payer = payerEndingIn('5555');
    const bought = await postJson(`${server.url}${buyProductPath}`, await buyBodyOver(server.url, payer), {
      'idempotency-key': `killed-${payer}`,
    });
    expect(bought.status, JSON.stringify(bought.body)).toBe(200);
    const coverId = StkPushResponseSchema.parse(bought.body).data.cover_id;

    await killProcessTree(server.child);
    server = undefined;
    // The payer enters the PIN; M-Pesa's one callback finds the server down.
    await eventually(
      'the simulator to fail its callback',
      async () => /Callback not delivered/.test(simulator.output()),
      PAYER_ANSWERS_AFTER_MS + 15_000,
    );
    expect((await paymentRowsOf(database.url, payer)).stkRequests.map((row) => row.status)).toEqual([
      'pending',
    ]);

    server = await start();
    const restartedAt = Date.now();
    // Well before the prompt's minute and the reconciler's 30 s margin are over: the restart itself asks.
    const rows = await eventually(
      'the cover to turn active',
      async () => {
        const found = await paymentRowsOf(database.url, payer);
        return found.covers[0]?.status === 'active' && found;
      },
      15_000,
    );
    console.info(`settled ${Date.now() - restartedAt} ms after the restart was ready`);
    expect(rows.covers).toEqual([{ id: coverId, status: 'active' }]);
    expect(rows.stkRequests).toHaveLength(1);
    expect(rows.stkRequests[0]?.status).toBe('success');
    expect(rows.stkRequests[0]?.checkout_request_id).toBe(
      StkPushResponseSchema.parse(bought.body).checkout_request_id,
    );
    // Daraja's status query carries no receipt number (only the lost callback did): the restarted server
    // asks Transaction Status, whose Result, posted by `npm run simulator` to its ResultURL, brings it.
    const numbered = await eventually(
      'the receipt number from Transaction Status',
      async () => (await paymentRowsOf(database.url, payer)).stkRequests[0]?.mpesa_receipt_number,
      15_000,
    );
    expect(numbered).toMatch(/^SIM[A-Z0-9]{7}$/);
    const notifications = await queryDatabase<{ channel: string; kind: string }>(
      database.url,
      'select channel, kind from notifications where cover_id = $1 order by channel',
      [coverId],
    );
    expect(notifications).toEqual([
      { channel: 'email', kind: 'payment_received' },
      { channel: 'sms', kind: 'payment_received' },
    ]);
  });
});
