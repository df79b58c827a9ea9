// What buildApp takes from the configuration that no single route owns: the client address behind proxies.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/server/db/open-database';
import { buildTestApp, openTestDatabase, testConfig } from '../helpers/server-app';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

async function clientAddressSeen(
  trustProxy: string | undefined,
  remoteAddress: string,
  forwardedFor: string,
) {
  const app = await buildTestApp({
    database,
    config: testConfig(trustProxy ? { TRUST_PROXY: trustProxy } : {}),
  });
  try {
    app.get('/api/test/ip', async (request) => ({ ip: request.ip }));
    const response = await app.inject({
      method: 'GET',
      url: '/api/test/ip',
      remoteAddress,
      headers: { 'x-forwarded-for': forwardedFor },
    });
    return response.json().ip as string;
  } finally {
    await app.close();
  }
}

describe('TRUST_PROXY', () => {
  it('ignores X-Forwarded-For by default, so a client cannot pick its own address for rate limits', async () => {
    expect(await clientAddressSeen(undefined, '41.90.1.1', '1.2.3.4')).toBe('41.90.1.1');
  });

  it('reads the client address from a trusted load balancer', async () => {
    expect(await clientAddressSeen('10.0.0.0/8', '10.0.3.7', '41.90.1.1')).toBe('41.90.1.1');
    expect(await clientAddressSeen('1', '10.0.3.7', '1.2.3.4, 41.90.1.1')).toBe('41.90.1.1');
  });

  it('never takes a spoofed leftmost X-Forwarded-For as the client address', async () => {
    // The client wrote 6.6.6.6 itself; the one load balancer appended the address it saw.
    expect(await clientAddressSeen('1', '10.0.3.7', '6.6.6.6, 41.90.1.1')).toBe('41.90.1.1');
    expect(await clientAddressSeen('10.0.0.0/8', '10.0.3.7', '6.6.6.6, 41.90.1.1')).toBe('41.90.1.1');
    expect(await clientAddressSeen('2', '10.0.3.7', '6.6.6.6, 41.90.1.1, 10.0.9.9')).toBe('41.90.1.1');
  });

  it('does not trust a proxy outside the listed ranges', async () => {
    expect(await clientAddressSeen('10.0.0.0/8', '41.90.1.1', '1.2.3.4')).toBe('41.90.1.1');
  });
});
