import { describe, expect, it } from 'vitest';
import packageJson from '../../../../package.json' with { type: 'json' };
import { HealthResponseSchema } from '../../../../src/domain/api';
import { setupTestApp, testDriver } from '../../../helpers/server-app';
import { newestMigrationTag } from '../../../helpers/server-migrations';

const context = setupTestApp();

describe('GET /api/health', () => {
  it('reports the database driver, the schema version and the app version', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    const body = HealthResponseSchema.parse(response.json());
    expect(body).toEqual({
      status: 'ok',
      database: { driver: testDriver, schemaVersion: newestMigrationTag },
      version: packageJson.version,
    });
  });

  it('is never cached, so a health check always reaches the server', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers an unknown API path with a JSON 404', async () => {
    for (const url of ['/api', '/api/nope', '/api/health/extra?x=1']) {
      const response = await context.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual({ status: false, message: 'Not found' });
    }
  });

  it('answers a wrong method on an API path with a JSON 404', async () => {
    const response = await context.app.inject({ method: 'DELETE', url: '/api/health' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status: false, message: 'Not found' });
  });
});
