// A phone on mobile data that drops mid-upload resets its connection before the body
// it announced has arrived. Node reports that as an 'aborted' error with code ECONNRESET, which also names
// a database connection lost, so it was logged at level 50 as "database unavailable: aborted" and answered
// 503: an outage alert for every tunnel a bus drives through. It is the client's doing, logged at info.
import { type AddressInfo, connect } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, testConfig } from '../../helpers/server-app';
import { waitFor } from '../../helpers/server-payments';

const logLines: string[] = [];
const context = setupTestApp({
  config: testConfig({ LOG_LEVEL: 'info' }),
  logDestination: { write: (line) => logLines.push(line) },
});

let port = 0;
beforeAll(async () => {
  await context.app.listen({ host: '127.0.0.1', port: 0 });
  port = (context.app.server.address() as AddressInfo).port;
});

interface LogLine {
  level: number;
  msg: string;
  reqId?: string;
  res?: { statusCode?: number };
}

/** A POST that announces 400 bytes, sends a few, then resets the connection (TCP RST). */
async function dropMidBody(path: string): Promise<void> {
  const socket = connect({ host: '127.0.0.1', port });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  socket.on('error', () => {});
  socket.write(
    `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 400\r\n\r\n{"is_owner":"1","loca`,
  );
  // Long enough for the server to have started reading the body.
  await new Promise((resolve) => setTimeout(resolve, 100));
  socket.resetAndDestroy();
}

describe('a client that drops mid-body', () => {
  it('is logged at info as a client abort, not as a database outage, and gets no 503', async () => {
    const before = logLines.length;
    await dropMidBody('/api/home-insurance/quotations/quote');
    const lines = () => logLines.slice(before).map((line) => JSON.parse(line) as LogLine);
    // The first line after Fastify's 'incoming request' is what the app made of the failed body.
    const outcome = await waitFor(async () => lines().find((line) => line.msg !== 'incoming request'));
    expect(outcome).toMatchObject({ level: 30, msg: expect.stringMatching(/client closed/) });
    // Whatever else the request wrote (Fastify's own completion line) comes within a moment.
    await new Promise((resolve) => setTimeout(resolve, 100));
    const written = lines();
    expect(written.filter((line) => line.level >= 40)).toEqual([]);
    expect(written.filter((line) => /database/i.test(line.msg))).toEqual([]);
    expect(written.filter((line) => line.res?.statusCode === 503)).toEqual([]);
  });
});
