import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiRequestError, createApiClient } from '../../../src/client/api/http';

// A stand-in for the far side of the network: it answers each path the way a real server (or a broken
// proxy in front of it) might, so the client's real request path is exercised end to end.
const responses: Record<string, { status: number; body: string; type?: string; delayMs?: number }> = {
  '/ok': { status: 200, body: '{"status":true,"data":{"id":1}}' },
  '/with-message': { status: 400, body: '{"status":false,"message":"Phone number is required."}' },
  '/with-error': { status: 401, body: '{"error":"Token expired"}' },
  '/with-err': { status: 500, body: '{"err":"Database down"}' },
  '/empty-error': { status: 503, body: '{}' },
  '/html-error': { status: 502, body: '<html>Bad gateway</html>', type: 'text/html' },
  '/garbled': { status: 200, body: '{"status":tru', type: 'application/json' },
  '/slow': { status: 200, body: '{}', delayMs: 500 },
};

let server: Server;
let baseURL: string;
let lastAuthorization: string | undefined;

beforeAll(async () => {
  server = createServer((request: IncomingMessage, response) => {
    lastAuthorization = request.headers.authorization;
    const answer = responses[request.url?.replace(/^\/api/, '') ?? ''] ?? { status: 404, body: '{}' };
    setTimeout(() => {
      response.writeHead(answer.status, { 'content-type': answer.type ?? 'application/json' });
      response.end(answer.body);
    }, answer.delayMs ?? 0);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});

afterAll(() => {
  server.closeAllConnections();
  server.close();
});

async function failureOf(promise: Promise<unknown>): Promise<ApiRequestError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ApiRequestError);
  return error as ApiRequestError;
}

describe('the API client', () => {
  it('returns the parsed body of a successful call', async () => {
    const request = createApiClient({ baseURL, readToken: () => '' });
    await expect(request('/ok')).resolves.toEqual({ status: true, data: { id: 1 } });
  });

  it('sends the Bearer token when the session has one, and none otherwise', async () => {
    let token = 'abc123';
    const request = createApiClient({ baseURL, readToken: () => token });
    await request('/ok');
    expect(lastAuthorization).toBe('Bearer abc123');
    token = '';
    await request('/ok');
    expect(lastAuthorization).toBeUndefined();
  });

  it('reads the error text from message, then error, then err, else the generic sentence', async () => {
    const request = createApiClient({ baseURL, readToken: () => '' });
    expect((await failureOf(request('/with-message'))).message).toBe('Phone number is required.');
    expect((await failureOf(request('/with-error'))).message).toBe('Token expired');
    const withErr = await failureOf(request('/with-err'));
    expect(withErr.message).toBe('Database down');
    expect(withErr.status).toBe(500);
    expect((await failureOf(request('/empty-error'))).message).toBe('Unknown error occured.');
  });

  it('keeps the HTTP status of an error page that is not JSON', async () => {
    const request = createApiClient({ baseURL, readToken: () => '' });
    const failure = await failureOf(request('/html-error'));
    expect(failure.status).toBe(502);
    expect(failure.message).toBe('Unknown error occured.');
  });

  it('reports a garbled success body as PARSING_ERROR', async () => {
    const request = createApiClient({ baseURL, readToken: () => '' });
    expect((await failureOf(request('/garbled'))).status).toBe('PARSING_ERROR');
  });

  it('reports a call that outlives the timeout as TIMEOUT_ERROR', async () => {
    const request = createApiClient({ baseURL, readToken: () => '', timeoutMs: 100 });
    expect((await failureOf(request('/slow'))).status).toBe('TIMEOUT_ERROR');
  });

  it('reports an unreachable server as FETCH_ERROR', async () => {
    const request = createApiClient({ baseURL: 'http://127.0.0.1:9/api', readToken: () => '' });
    expect((await failureOf(request('/ok'))).status).toBe('FETCH_ERROR');
  });

  it('gives up after 10 seconds by default, as the spec asks', async () => {
    const { requestTimeoutMs } = await import('../../../src/client/api/http');
    expect(requestTimeoutMs).toBe(10_000);
  });
});
