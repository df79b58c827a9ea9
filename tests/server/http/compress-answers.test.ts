import { rm } from 'node:fs/promises';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QuoteResponseSchema } from '../../../src/domain/api';
import type { DatabaseHandle } from '../../../src/server/db/open-database';
import { buildTestApp, openTestDatabase } from '../../helpers/server-app';
import { createClientBuildFixture } from '../../helpers/server-client-build';

let database: DatabaseHandle;
let clientDir: string;
let app: FastifyInstance;

beforeAll(async () => {
  database = await openTestDatabase();
  clientDir = await createClientBuildFixture();
  app = await buildTestApp({ database, clientDir });
});
afterAll(async () => {
  await app?.close();
  await database?.close();
  await rm(clientDir, { recursive: true, force: true });
});

const quote = (headers: Record<string, string>) =>
  app.inject({
    method: 'POST',
    url: '/api/home-insurance/quotations/quote',
    headers: { 'content-type': 'application/json', ...headers },
    payload: { is_owner: '0', value_of_house_hold_items: 350_000 },
  });

describe('the API’s answers over the wire', () => {
  it('come brotli-compressed to a browser that accepts it, a quarter of their size, and read the same', async () => {
    const plain = await quote({ 'idempotency-key': 'compress-plain-1' });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();

    const squeezed = await quote({
      'idempotency-key': 'compress-br-1',
      'accept-encoding': 'gzip, deflate, br',
    });
    expect(squeezed.statusCode).toBe(200);
    expect(squeezed.headers['content-encoding']).toBe('br');
    expect(squeezed.headers.vary).toMatch(/accept-encoding/i);
    const body = brotliDecompressSync(squeezed.rawPayload);
    expect(squeezed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(QuoteResponseSchema.parse(JSON.parse(body.toString())).data.products.length).toBeGreaterThan(0);
  });

  it('gzipped when brotli is not on offer, and a replayed answer too', async () => {
    const headers = { 'idempotency-key': 'compress-gzip-1', 'accept-encoding': 'gzip' };
    const first = await quote(headers);
    const replayed = await quote(headers);
    expect(replayed.headers['idempotent-replayed']).toBe('true');
    for (const answer of [first, replayed]) {
      expect(answer.headers['content-encoding']).toBe('gzip');
      expect(JSON.parse(gunzipSync(answer.rawPayload).toString())).toEqual(
        JSON.parse(gunzipSync(first.rawPayload).toString()),
      );
    }
  });

  it('leave a short answer as it is, and the site’s own files to the build’s compression', async () => {
    const health = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'accept-encoding': 'br' },
    });
    expect(health.statusCode).toBe(200);
    expect(health.headers['content-encoding']).toBeUndefined();
    const page = await app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'br' } });
    expect(page.statusCode).toBe(200);
    // Compressed once, by the build: one brotli pass gives the page back.
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.rawPayload).toString()).toMatch(/^<!doctype html>/i);
  });
});
