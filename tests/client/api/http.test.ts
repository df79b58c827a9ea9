import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as realDelay } from 'node:timers/promises';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiRequestError, apiRequest, createApiClient } from '../../../src/client/api/http';
import { clearSession, signIn } from '../../../src/client/state/session';
import { setLanguageSource } from '../../../src/domain/language/current-language';
import { sessionUser } from '../../fixtures/session-user';

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

// A path the server takes in and never answers, like a request lost on a dead mobile connection.
const neverAnswered = '/never';

let server: Server;
let baseURL: string;
let lastAuthorization: string | undefined;
let lastLanguage: string | undefined;
let lastUrl: string | undefined;
let onNeverAnswered: () => void = () => {};

beforeAll(async () => {
  server = createServer((request: IncomingMessage, response) => {
    lastAuthorization = request.headers.authorization;
    lastLanguage = request.headers['accept-language'];
    lastUrl = request.url;
    if (request.url === `/api${neverAnswered}`) {
      onNeverAnswered();
      return;
    }
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

afterEach(() => {
  vi.useRealTimers();
  clearSession();
  (globalThis as { __apiOrigin?: string }).__apiOrigin = undefined;
});

/** Points the app's own relative '/api' requests at the stand-in server (see client-setup.ts). */
function serveAppRequestsHere() {
  (globalThis as { __apiOrigin?: string }).__apiOrigin = new URL(baseURL).origin;
}

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

  it("asks in the page's language, so the server answers and records in it", async () => {
    const request = createApiClient({ baseURL, readToken: () => '' });
    await request('/ok');
    expect(lastLanguage).toBe('en');
    setLanguageSource(() => 'sw');
    try {
      await request('/ok');
      expect(lastLanguage).toBe('sw');
    } finally {
      setLanguageSource(() => 'en');
    }
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
});

describe("the app's API client", () => {
  it("sends the signed-in session's token as a Bearer token to /api, and none after sign-out", async () => {
    serveAppRequestsHere();
    signIn({ token: 'tok-from-otp', user: sessionUser(), msisdn: '254712345678' });
    await expect(apiRequest('/ok')).resolves.toEqual({ status: true, data: { id: 1 } });
    expect(lastUrl).toBe('/api/ok');
    expect(lastAuthorization).toBe('Bearer tok-from-otp');

    clearSession();
    await apiRequest('/ok');
    expect(lastAuthorization).toBeUndefined();
  });

  it('gives up on an unanswered call after 10 seconds, as the spec asks', async () => {
    serveAppRequestsHere();
    // Only the timers ofetch's timeout uses; the network and promises stay real.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const arrived = new Promise<void>((resolve) => {
      onNeverAnswered = resolve;
    });
    let failure: unknown = 'still waiting';
    const call = apiRequest(neverAnswered).catch((error: unknown) => {
      failure = error;
    });
    await arrived;

    await vi.advanceTimersByTimeAsync(9_999);
    expect(failure).toBe('still waiting');
    await vi.advanceTimersByTimeAsync(1);
    // The abort then settles the call on the real event loop (node:timers is not faked).
    await Promise.race([call, realDelay(2_000)]);
    expect(failure).toBeInstanceOf(ApiRequestError);
    expect((failure as ApiRequestError).status).toBe('TIMEOUT_ERROR');
    expect((failure as ApiRequestError).message).toBe('Unknown error occured.');
  });
});
