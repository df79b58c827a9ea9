// The error contract every endpoint shares, exercised through small routes this test adds to the app.
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiErrorSchema } from '../../../src/domain/api';
import { apiError } from '../../../src/server/http/app-errors';
import { SERVER_ERROR_MESSAGE } from '../../../src/server/http/error-handler';
import { setupTestApp, testConfig } from '../../helpers/server-app';

const logLines: string[] = [];
const context = setupTestApp({
  config: testConfig({ LOG_LEVEL: 'info' }),
  logDestination: { write: (line) => logLines.push(line) },
});

const SignupSchema = z.object({
  name: z.string().min(2, 'Name must be at least 2 characters'),
  msisdn: z.string().regex(/^254\d{9}$/, 'Invalid phone number format'),
  cover: z.object({ items: z.array(z.object({ value: z.number().positive('Value must be above 0') })) }),
});

beforeAll(() => {
  const app = context.app.withTypeProvider<ZodTypeProvider>();
  app.post('/api/test/signup', { schema: { body: SignupSchema } }, async (request) => ({
    name: request.body.name,
  }));
  app.get('/api/test/crash', async () => {
    throw new Error('connect ECONNREFUSED 10.0.0.7:5432 password=hunter2');
  });
  app.get('/api/test/rule', async () => {
    throw apiError('coverage_incomplete', 'Please check the form', {
      fieldErrors: [{ path: 'location', message: 'Please enter the location of the property' }],
    });
  });
  app.get('/api/test/limited', async () => {
    throw apiError('rate_limited', 'Too many lookups.', { retryAfterSeconds: 42 });
  });
  app.get('/api/test/outage', async () => {
    throw Object.assign(new Error('Africa’s Talking said 401 for key abc123'), { statusCode: 502 });
  });
  app.get('/api/test/gateway', async () => {
    throw apiError('mpesa_push_failed');
  });
  app.get('/api/test/conflict', async () => {
    throw Object.assign(new Error('An account with this phone number already exists.'), { statusCode: 409 });
  });
});

describe('errors', () => {
  it('answers invalid input with 400, the first field message to show, and one entry per field', async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/test/signup',
      payload: { name: 'W', msisdn: '0712', cover: { items: [{ value: 0 }] } },
    });
    expect(response.statusCode).toBe(400);
    const body = ApiErrorSchema.parse(response.json());
    expect(body).toEqual({
      status: false,
      message: 'Name must be at least 2 characters',
      errors: [
        { path: 'name', message: 'Name must be at least 2 characters' },
        { path: 'msisdn', message: 'Invalid phone number format' },
        { path: 'cover.items.0.value', message: 'Value must be above 0' },
      ],
    });
  });

  it('answers a missing body with 400, not 500', async () => {
    const response = await context.app.inject({ method: 'POST', url: '/api/test/signup' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: false, message: 'Invalid request' });
  });

  it('answers malformed JSON with 400 and the parser’s reason', async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/test/signup',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(response.statusCode).toBe(400);
    expect(ApiErrorSchema.parse(response.json()).message).toMatch(/JSON/);
  });

  it('keeps the message of a client error', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/test/conflict' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      status: false,
      message: 'An account with this phone number already exists.',
    });
  });

  it('hides what went wrong on the server, and logs it instead', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/test/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ status: false, message: SERVER_ERROR_MESSAGE });
    expect(response.body).not.toContain('ECONNREFUSED');
    expect(logLines.join('')).toContain('ECONNREFUSED');
  });

  it('answers a broken rule with 400, its message and the fields it names', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/test/rule' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      status: false,
      message: 'Please check the form',
      code: 'coverage_incomplete',
      errors: [{ path: 'location', message: 'Please enter the location of the property' }],
    });
  });

  it('says how long to wait on a 429', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/test/limited' });
    expect(response.statusCode).toBe(429);
    expect(response.headers['retry-after']).toBe('42');
    expect(response.json()).toEqual({ status: false, message: 'Too many lookups.', code: 'rate_limited' });
  });

  it('shows the message written for the payer when M-Pesa (a gateway) fails', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/test/gateway' });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({
      status: false,
      message: 'Failed to initiate payment. Please try again.',
      code: 'mpesa_push_failed',
    });
  });

  it('hides the message of any other error at 5xx too', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/test/outage' });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({ status: false, message: SERVER_ERROR_MESSAGE });
  });
});
