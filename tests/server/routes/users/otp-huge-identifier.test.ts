// One huge Identifier must not freeze the server. The app listens on a real port so the
// huge requests and the health check really run side by side, as they would from two phones.
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiErrorSchema } from '../../../../src/domain/api';
import { API_BODY_LIMIT_BYTES } from '../../../../src/server/app';
import { setupTestApp } from '../../../helpers/server-app';

const context = setupTestApp();
let baseUrl: string;

beforeAll(async () => {
  baseUrl = await context.app.listen({ host: '127.0.0.1', port: 0 });
});

const MIB = 1024 * 1024;
// What made the old e-mail pattern quadratic: an '@', then a long run of dots, then no valid ending.
const pathological = (length: number) => `a@${'.'.repeat(length - 3)}@`;

async function post(path: string, body: object) {
  const started = performance.now();
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json(), ms: performance.now() - started };
}

async function health() {
  const started = performance.now();
  const response = await fetch(`${baseUrl}/api/health`);
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - started };
}

describe.each([
  ['request', (Identifier: string) => ({ Identifier })],
  ['verify', (Identifier: string) => ({ Identifier, otp: 1234 })],
])('POST /api/home-insurance/users/otp/%s with a huge Identifier', (endpoint, bodyOf) => {
  const path = `/api/home-insurance/users/otp/${endpoint}`;

  it.each([
    // 1 MiB of Identifier: far over the body limit, refused before it is read.
    ['1 MiB', MIB],
    // As much as still fits under the body limit, so it reaches validation.
    ['just under the body limit', API_BODY_LIMIT_BYTES - 100],
  ])('answers %s with a 4xx while /api/health still answers in under a second', async (_label, length) => {
    let settled = false;
    const huge = post(path, bodyOf(pathological(length))).finally(() => {
      settled = true;
    });
    // Health checks one after another for as long as the huge request is in flight: whenever it is being
    // read, parsed or checked, the next one must still be answered promptly.
    const checks: Awaited<ReturnType<typeof health>>[] = [];
    do checks.push(await health());
    while (!settled);
    const refused = await huge;

    expect(checks.every((check) => check.status === 200)).toBe(true);
    expect(Math.max(...checks.map((check) => check.ms))).toBeLessThan(1000);
    expect([400, 413]).toContain(refused.status);
    expect(ApiErrorSchema.safeParse(refused.body).success, JSON.stringify(refused.body)).toBe(true);
  });
});
