// Fault: the visitor's connection drops in the middle of buy-product (a phone leaving Wi-Fi, a tunnel):
// the request reached the server, the answer never reached the phone. The wizard retries with the same
// Idempotency-Key, and must get the first request's answer back: one cover, one STK request, one prompt.
import { request } from 'node:http';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StkPushResponseSchema } from '../../src/domain/api';
import { payerEndingIn } from '../helpers/server-payments';
import { createScratchDatabase, type ScratchDatabase } from '../helpers/server-postgres';
import {
  type ProductionServer,
  type SimulatorProcess,
  startProductionServer,
  startSimulatorProcess,
} from '../helpers/system-processes';
import { buyBodyOver, buyProductPath, eventually, paymentRowsOf, postJson } from '../helpers/system-purchase';

let database: ScratchDatabase;
let simulator: SimulatorProcess;
let server: ProductionServer;

beforeAll(async () => {
  database = await createScratchDatabase();
  simulator = await startSimulatorProcess();
  server = await startProductionServer({ databaseUrl: database.url, simulatorUrl: simulator.url });
});
afterAll(async () => {
  await server?.stop();
  await simulator?.stop();
  await database?.drop();
});

/**
 * Sends the whole request, then destroys the socket as soon as the last byte left, without reading
 * anything: resolves once the connection is gone. Rejects if an answer came first (the drop was too late).
 */
function sendAndDrop(url: string, body: object, key: string): Promise<void> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const sent = request(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(payload),
        'idempotency-key': key,
      },
    });
    sent.on('response', () => reject(new Error('the answer arrived before the connection dropped')));
    sent.on('error', () => {});
    sent.on('close', () => resolve());
    sent.on('finish', () => sent.destroy());
    sent.end(payload);
  });
}

/** The wizard's retry: the same body and key, again while the first is still at work (409), until answered. */
const retryUntilAnswered = (url: string, body: object, key: string) =>
  eventually(
    'the retry to be answered',
    async () => {
      const answer = await postJson(url, body, { 'idempotency-key': key });
      return answer.status !== 409 && answer;
    },
    15_000,
  );

/**
 * The answer lost on its way back: sends the request straight to the server over TCP, reads the server's
 * whole answer (it has a Content-Length) and drops the connection instead of passing it on, as a dropped
 * mobile connection would. Resolves with the body the visitor never saw.
 */
function sendAndLoseTheAnswer(url: string, body: object, key: string): Promise<Record<string, unknown>> {
  const { hostname, port, pathname } = new URL(url);
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    let received = Buffer.alloc(0);
    socket.on('error', reject);
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      const text = received.toString();
      const headEnd = text.indexOf('\r\n\r\n');
      const length = Number(/content-length: (\d+)/i.exec(text)?.[1] ?? Number.NaN);
      if (headEnd < 0 || Buffer.byteLength(text.slice(headEnd + 4)) < length) return;
      socket.resetAndDestroy();
      resolve(JSON.parse(text.slice(headEnd + 4)) as Record<string, unknown>);
    });
    socket.write(
      [
        `POST ${pathname} HTTP/1.1`,
        `Host: ${hostname}:${port}`,
        'Content-Type: application/json',
        `Content-Length: ${Buffer.byteLength(payload)}`,
        `Idempotency-Key: ${key}`,
        '',
        payload,
      ].join('\r\n'),
    );
  });
}

async function expectOneCoverOnePrompt(
  payer: string,
  answer: ReturnType<typeof StkPushResponseSchema.parse>,
) {
  const rows = await paymentRowsOf(database.url, payer);
  expect(rows.covers.map((cover) => cover.id)).toEqual([answer.data.cover_id]);
  // One STK request row is one push: the row is written before its push, and a push has no other way out.
  expect(rows.stkRequests.map((row) => row.checkout_request_id)).toEqual([answer.checkout_request_id]);
}

describe('the connection dropped during buy-product', () => {
  it('dropped as soon as the request was sent: the retry with the key makes no second cover or prompt', async () => {
    const payer = payerEndingIn('5555');
    const body = await buyBodyOver(server.url, payer);
    const key = `dropped-${payer}`;
    const url = `${server.url}${buyProductPath}`;
    await sendAndDrop(url, body, key);

    const retried = await retryUntilAnswered(url, body, key);
    expect(retried.status, JSON.stringify(retried.body)).toBe(200);
    await expectOneCoverOnePrompt(payer, StkPushResponseSchema.parse(retried.body));
    // The server may not have acted on a request whose connection was gone before it was handled (then
    // the retry was the first purchase); either way, from now on the key answers with one stored answer.
    const again = await postJson(url, body, { 'idempotency-key': key });
    expect(again.replayed).toBe(true);
    expect(again.body).toEqual(retried.body);
  });

  it('the answer lost on its way back: the retry with the key gets that very answer', async () => {
    const payer = payerEndingIn('5555');
    const body = await buyBodyOver(server.url, payer);
    const key = `lost-answer-${payer}`;
    const url = `${server.url}${buyProductPath}`;
    const lost = await sendAndLoseTheAnswer(url, body, key);

    const retried = await retryUntilAnswered(url, body, key);
    expect(retried.status).toBe(200);
    expect(retried.body).toEqual(lost);
    expect(retried.replayed).toBe(true);
    await expectOneCoverOnePrompt(payer, StkPushResponseSchema.parse(retried.body));
  });
});
