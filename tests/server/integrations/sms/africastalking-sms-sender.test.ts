// The Africa's Talking driver against a local stand-in that answers as the messaging API does: a form POST
// to /version1/messaging, 201 with a status per recipient, 401 for a wrong key.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { africasTalkingSmsSender } from '../../../../src/server/integrations/sms/africastalking-sms-sender';
import { createSmsSender } from '../../../../src/server/integrations/sms/create-sms-sender';

interface SeenRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  form: URLSearchParams;
}

type Answer = { status: number; body: string; delayMs?: number };

let server: Server;
let baseUrl: string;
let seen: SeenRequest[];
let answer: Answer;

const recipient = (status: string, statusCode: number) => ({
  statusCode,
  number: '+254712345678',
  status,
  cost: statusCode < 200 ? 'KES 0.8000' : '0',
  messageId: statusCode < 200 ? 'ATXid_b7a4c0f2e1' : 'None',
});
const accepted = (recipients: object[]) =>
  JSON.stringify({
    SMSMessageData: { Message: 'Sent to 1/1 Total Cost: KES 0.8000', Recipients: recipients },
  });

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      seen.push({
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        form: new URLSearchParams(body),
      });
      setTimeout(() => {
        response.writeHead(answer.status, {
          'content-type': answer.status === 201 ? 'application/json' : 'text/plain',
        });
        response.end(answer.body);
      }, answer.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  seen = [];
  answer = { status: 201, body: accepted([recipient('Success', 101)]) };
});

const sender = (overrides: { senderId?: string | null; timeoutMs?: number } = {}) =>
  africasTalkingSmsSender({
    username: 'kinga',
    apiKey: 'at-secret-api-key',
    senderId: overrides.senderId === undefined ? 'KINGA' : overrides.senderId,
    baseUrl,
    ...(overrides.timeoutMs ? { timeoutMs: overrides.timeoutMs } : {}),
  });

async function failureOf(sending: Promise<void>): Promise<Error> {
  try {
    await sending;
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected the send to fail');
}

describe("Africa's Talking SMS driver", () => {
  it('posts the message as a form with the username, the + number, the text and the sender id', async () => {
    await sender().send('254712345678', 'Your Kinga sign-in code is 4821.');

    expect(seen).toHaveLength(1);
    const [request] = seen;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/version1/messaging');
    expect(request?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(request?.headers.apikey).toBe('at-secret-api-key');
    expect(request?.headers.accept).toBe('application/json');
    expect(Object.fromEntries(request?.form ?? [])).toEqual({
      username: 'kinga',
      to: '+254712345678',
      message: 'Your Kinga sign-in code is 4821.',
      from: 'KINGA',
    });
  });

  it('leaves out from when no sender id is configured (the shared short code is used)', async () => {
    await sender({ senderId: null }).send('254712345678', 'Hello');
    expect(seen[0]?.form.has('from')).toBe(false);
  });

  it('accepts a queued message', async () => {
    answer = { status: 201, body: accepted([recipient('Queued', 102)]) };
    await expect(sender().send('254712345678', 'Hello')).resolves.toBeUndefined();
  });

  it.each([
    ['InvalidPhoneNumber', 403],
    ['InsufficientBalance', 405],
    ['UserInBlacklist', 406],
  ])(
    'throws when the recipient is refused (%s), so the outbox retries, never naming the number',
    async (status, code) => {
      answer = { status: 201, body: accepted([recipient(status, code)]) };
      const error = await failureOf(sender().send('254712345678', 'Hello'));
      expect(error).toBeInstanceOf(Error);
      expect(error.message).toContain(`${code} ${status}`);
      expect(error.message).not.toContain('712345678');
    },
  );

  it('throws when the message reached no recipient', async () => {
    answer = {
      status: 201,
      body: JSON.stringify({ SMSMessageData: { Message: 'InvalidSenderId', Recipients: [] } }),
    };
    await expect(sender().send('254712345678', 'Hello')).rejects.toThrow('InvalidSenderId');
  });

  it('throws on a wrong API key (401) without printing the key', async () => {
    answer = { status: 401, body: 'The supplied authentication is invalid' };
    const error = await failureOf(sender().send('254712345678', 'Hello'));
    expect(error.message).toContain('401');
    expect(error.message).not.toContain('at-secret-api-key');
  });

  it('gives up after its timeout when the API does not answer', async () => {
    answer = { status: 201, body: accepted([recipient('Success', 101)]), delayMs: 2_000 };
    const started = Date.now();
    await expect(sender({ timeoutMs: 200 }).send('254712345678', 'Hello')).rejects.toThrow(/did not answer/);
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it('is what SMS_PROVIDER=africastalking chooses', async () => {
    await createSmsSender({
      provider: 'africastalking',
      username: 'kinga',
      apiKey: 'at-secret-api-key',
      senderId: null,
      baseUrl,
    }).send('254712345678', 'Hello');
    expect(seen).toHaveLength(1);
  });
});
