import { rm } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../src/server/db/open-database';
import { documentOnlyHeaders, isSubresourceFile } from '../../../src/server/http/security-headers';
import { languageChoiceScriptSource } from '../../../src/server/static/language-choice-script';
import { pageStartScriptSource } from '../../../src/server/static/page-start-script';
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

const directivesOf = (csp: string) =>
  new Map(
    csp.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values.join(' ')] as const;
    }),
  );

describe('security headers', () => {
  it.each(['/', '/profile', '/sw.js', '/api/health', '/api/nope', '/missing.png'])(
    'sends the content security policy and nosniff on %s',
    async (url) => {
      const response = await app.inject({ method: 'GET', url });
      expect(response.headers['content-security-policy']).toBeTruthy();
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    },
  );

  it('allows only this origin, one inline script by its hash, the OpenStreetMap frame and inline styles', async () => {
    const response = await app.inject({ method: 'GET', url: '/' });
    const csp = directivesOf(String(response.headers['content-security-policy']));
    expect(Object.fromEntries(csp)).toEqual({
      'default-src': "'self'",
      // The inline script that starts a prerendered page's scripts, by its hash only.
      'script-src': `'self' ${languageChoiceScriptSource} ${pageStartScriptSource}`,
      'script-src-attr': "'none'",
      'style-src': "'self' 'unsafe-inline'",
      'img-src': "'self' data: blob:",
      'font-src': "'self'",
      'connect-src': "'self'",
      'worker-src': "'self'",
      'manifest-src': "'self'",
      'frame-src': 'https://www.openstreetmap.org',
      'object-src': "'none'",
      'base-uri': "'self'",
      'form-action': "'self'",
      'frame-ancestors': "'none'",
    });
  });

  it('does not force https, so the app works on http://localhost', async () => {
    const response = await app.inject({ method: 'GET', url: '/' });
    expect(response.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
  });

  it('refuses to be framed and does not require cross-origin isolation', async () => {
    const response = await app.inject({ method: 'GET', url: '/' });
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['cross-origin-embedder-policy']).toBeUndefined();
  });
});

describe('the files a page loads', () => {
  it('keep nosniff and Cross-Origin-Resource-Policy, and none of the headers only a document reads', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/index-AbC123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
    for (const header of documentOnlyHeaders) expect(response.headers[header], header).toBeUndefined();
  });

  it.each([
    ['/assets/index-AbC123.js', 'application/javascript', true],
    ['/assets/home-page-AbC123.css', 'text/css', true],
    ['/assets/figtree-latin-AbC123.woff2', 'font/woff2', true],
    ['/images/house.jpg', 'image/jpeg', true],
    ['/images/house-640.avif', 'image/avif', true],
    ['/1.png', 'image/png', true],
    ['/images/hero/welcome.svg', 'image/svg+xml', false],
    ['/sw.js', 'application/javascript; charset=utf-8', false],
    ['/manifest.webmanifest', 'application/manifest+json', false],
    ['/products', 'text/html; charset=utf-8', false],
    ['/api/health', 'application/json; charset=utf-8', false],
  ] as const)('%s (%s) is a file no browser reads as a document: %s', (path, contentType, subresource) => {
    expect(isSubresourceFile(path, contentType)).toBe(subresource);
  });
});

describe('permissions policy', () => {
  it.each(['/', '/sw.js', '/api/health', '/api/nope', '/missing.png'])(
    'lets the page use the camera for claim photos and nothing else powerful on %s',
    async (url) => {
      const response = await app.inject({ method: 'GET', url });
      const policy = new Map(
        String(response.headers['permissions-policy'] ?? '')
          .split(',')
          .map((part) => part.trim().split('=') as [string, string]),
      );
      expect(policy.get('camera')).toBe('(self)');
      for (const feature of ['geolocation', 'microphone', 'payment', 'usb', 'serial', 'bluetooth']) {
        expect(policy.get(feature), feature).toBe('()');
      }
    },
  );
});
