// callEndpoint reads an answer by any of the endpoint's declared successes: signup answers 202 (a code
// was sent) or 200 (the account), and the caller tells them apart; an answer neither schema reads is the
// call's own "could not read" sentence, never a half-read body.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { UnreadableResponseError } from '../../../src/client/api/failure-message';
import { signUp } from '../../../src/client/api/users-api';
import { accountMessages } from '../../../src/domain/account-messages';
import type { SignupRequest } from '../../../src/domain/api';
import { sessionUser } from '../../fixtures/session-user';

let answer: { status: number; body: unknown } = { status: 200, body: {} };
let server: Server;
let origin: string;

beforeAll(async () => {
  server = createServer((_request, response) => {
    response.writeHead(answer.status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server.closeAllConnections();
  server.close();
});

afterEach(() => {
  (globalThis as { __apiOrigin?: string }).__apiOrigin = undefined;
});

/** Points the app's own relative '/api' requests at the stand-in server (see client-setup.ts). */
function answerWith(status: number, body: unknown) {
  answer = { status, body };
  (globalThis as { __apiOrigin?: string }).__apiOrigin = origin;
}

const body = {} as SignupRequest;

describe('an endpoint with two successes', () => {
  it('reads the 202 by its own schema', async () => {
    answerWith(202, { status: true, data: { code_sent: true, message: 'Enter the code.' } });
    await expect(signUp(body)).resolves.toEqual({ kind: 'code-sent', message: 'Enter the code.' });
  });

  it('reads the 200 by its own schema', async () => {
    const user = sessionUser();
    answerWith(200, { status: true, data: { token: 't', user } });
    await expect(signUp(body)).resolves.toEqual({ kind: 'signed-up', data: { token: 't', user } });
  });

  it('refuses an answer that neither reads, with the call’s own sentence', async () => {
    answerWith(200, { status: true, data: { code_sent: false } });
    const failure = await signUp(body).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(UnreadableResponseError);
    expect((failure as Error).message).toBe(accountMessages.signupFailed);
  });
});
