// /api/docs: Swagger UI over the contract's document outside production (or with API_DOCS=on), its files
// served by the app itself; nothing at all in production unless asked for.

import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { openApiDocument } from '../../src/server/api-docs/openapi-document';
import { loadConfig } from '../../src/server/config';
import type { DatabaseHandle } from '../../src/server/db/open-database';
import { buildTestApp, openTestDatabase, testConfig } from '../helpers/server-app';

let app: FastifyInstance | undefined;
let database: DatabaseHandle | undefined;
afterEach(async () => {
  await app?.close();
  await database?.close();
});

async function appWith(env: Record<string, string>): Promise<FastifyInstance> {
  database = await openTestDatabase();
  app = await buildTestApp({ database, config: testConfig(env) });
  return app;
}

describe('/api/docs', () => {
  it('serves Swagger UI and the generated document when on', async () => {
    const docs = await appWith({ API_DOCS: 'on' });
    const page = await docs.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).not.toMatch(/https?:\/\/(?!127\.0\.0\.1)[^"']*\.(js|css)/);
    const document = await docs.inject({ method: 'GET', url: '/api/docs/json' });
    expect(document.json()).toEqual(JSON.parse(JSON.stringify(openApiDocument())));
  });

  it('is not there in production unless asked for', async () => {
    const production = {
      NODE_ENV: 'production',
      OTP_SECRET: 's'.repeat(40),
      ALLOW_SIMULATED_INTEGRATIONS: 'true',
    };
    expect(loadConfig(production).apiDocs).toBe(false);
    expect(loadConfig({ ...production, API_DOCS: 'on' }).apiDocs).toBe(true);
    expect(loadConfig({}).apiDocs).toBe(true);
    const off = await appWith({ API_DOCS: 'off' });
    const page = await off.inject({ method: 'GET', url: '/api/docs/json' });
    expect(page.statusCode).toBe(404);
  });
});
