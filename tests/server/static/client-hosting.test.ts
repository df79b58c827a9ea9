import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prerenderedPageFile } from '../../../src/domain/prerendered-pages';
import type { DatabaseHandle } from '../../../src/server/db/open-database';
import { buildTestApp, noClientBuildDir, openTestDatabase, testConfig } from '../../helpers/server-app';
import {
  createClientBuildFixture,
  fixtureIndexHtml,
  fixturePrerenderedPages,
} from '../../helpers/server-client-build';

let database: DatabaseHandle;
let clientDir: string;
let app: FastifyInstance;
let appWithoutBuild: FastifyInstance;
let appOnItsSite: FastifyInstance;

// A Kiswahili page as the build prerenders it (scripts/vite-prerender.ts): its links name paths only.
const kiswahiliTerms = [
  '<!doctype html><html lang="sw-KE"><head>',
  '<link rel="canonical" href="/sw/terms">',
  '<link rel="alternate" hreflang="en" href="/terms">',
  '<link rel="alternate" hreflang="sw" href="/sw/terms">',
  '<link rel="alternate" hreflang="x-default" href="/terms">',
  '<link rel="stylesheet" crossorigin href="/assets/index-AbC123.css">',
  '</head><body><h1>Masharti</h1></body></html>',
].join('');

beforeAll(async () => {
  database = await openTestDatabase();
  clientDir = await createClientBuildFixture();
  const kiswahiliFile = join(clientDir, prerenderedPageFile('/sw/terms'));
  await mkdir(dirname(kiswahiliFile), { recursive: true });
  await writeFile(kiswahiliFile, kiswahiliTerms);
  app = await buildTestApp({ database, clientDir });
  appWithoutBuild = await buildTestApp({ database, clientDir: noClientBuildDir });
  appOnItsSite = await buildTestApp({
    database,
    clientDir,
    config: testConfig({ SITE_ORIGIN: 'https://kinga.example/' }),
  });
});
afterAll(async () => {
  await app?.close();
  await appWithoutBuild?.close();
  await appOnItsSite?.close();
  await database?.close();
  await rm(clientDir, { recursive: true, force: true });
});

const get = (url: string, method: 'GET' | 'HEAD' = 'GET') => app.inject({ method, url });

describe('serving the built web app', () => {
  it('sends the precompressed Brotli or gzip file when the browser accepts it', async () => {
    const brotli = await app.inject({
      url: '/assets/index-AbC123.js',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe('console.log("app");\n');

    const gzip = await app.inject({ url: '/assets/index-AbC123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');

    const plain = await app.inject({ url: '/assets/index-AbC123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log("app");\n');
  });

  it('sends the compressed shell for an app page too', async () => {
    const response = await app.inject({ url: '/products', headers: { 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(fixtureIndexHtml);
  });

  it.each([
    ['/', '/'],
    ['/terms', '/terms'],
    ['/terms/', '/terms'],
    ['/terms?from=footer', '/terms'],
  ] as const)(
    'answers the prerendered route %s with its own page, not the empty shell',
    async (url, route) => {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(fixturePrerenderedPages[route].html);
      const brotli = await app.inject({ url, headers: { 'accept-encoding': 'gzip, br' } });
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(fixturePrerenderedPages[route].html);
    },
  );

  it("names the page's canonical and other-language URLs in full, on SITE_ORIGIN: search engines take no path alone", async () => {
    const page = (await appOnItsSite.inject({ url: '/sw/terms' })).body;
    expect(page).toContain('<link rel="canonical" href="https://kinga.example/sw/terms">');
    expect(page).toContain('<link rel="alternate" hreflang="en" href="https://kinga.example/terms">');
    expect(page).toContain('<link rel="alternate" hreflang="x-default" href="https://kinga.example/terms">');
    // Only those links: a stylesheet's stays on the page's own origin.
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/index-AbC123.css">');
    // Without SITE_ORIGIN, the server's own address.
    expect((await get('/sw/terms')).body).toMatch(
      /<link rel="canonical" href="http:\/\/127\.0\.0\.1:\d+\/sw\/terms">/,
    );
  });

  it.each(['/products/home-insurance', '/profile', '/product/homepackage?step=2'])(
    'answers the app page %s with index.html so the client router can show it',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(fixtureIndexHtml);
    },
  );

  it('answers HEAD for an app page like GET, without a body', async () => {
    const response = await get('/profile', 'HEAD');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toBe('');
  });

  it.each(['/assets/missing.js', '/nope.png', '/robots2.txt'])(
    'gives a plain 404 for the missing file %s',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^text\/plain/);
      expect(response.body).not.toContain('<html');
    },
  );

  it('does not answer other methods on app pages with the shell', async () => {
    const response = await app.inject({ method: 'POST', url: '/profile' });
    expect(response.statusCode).toBe(404);
  });

  it('lets browsers keep hashed assets for a year', async () => {
    const response = await get('/assets/index-AbC123.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it.each(['/sw.js', '/manifest.webmanifest', '/index.html', '/robots.txt'])(
    'makes browsers revalidate %s, whose URL survives releases',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
    },
  );

  it('serves the web manifest with its own MIME type', async () => {
    const response = await get('/manifest.webmanifest');
    expect(response.headers['content-type']).toMatch(/^application\/manifest\+json/);
  });

  it('keeps unknown API paths as JSON 404s', async () => {
    const response = await get('/api/products/home-insurance');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status: false, message: 'Not found' });
  });
});

describe('without a client build', () => {
  it('explains how to build the app instead of showing a blank 404', async () => {
    const response = await appWithoutBuild.inject({ method: 'GET', url: '/profile' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toContain('npm start');
  });

  it('still serves the API', async () => {
    const response = await appWithoutBuild.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
  });
});

describe('an app route whose page the build listed (route-preloads.json)', () => {
  const preloadLinks =
    '<link rel="modulepreload" crossorigin href="/assets/home-package-page-XyZ12345.js">' +
    '<link rel="modulepreload" crossorigin href="/assets/kinga-db-AbCd1234.js">' +
    '<link rel="stylesheet" crossorigin href="/assets/home-package-page-Qw12Er34.css"></head>';

  // The stylesheet in the head saves a round trip: otherwise the page chunk asks for it only once it runs,
  // and the step paints only after it arrives.
  it('answers the shell with a modulepreload link for each of its scripts and its stylesheets, in the head', async () => {
    for (const url of ['/products/homepackage', '/products/homepackage/', '/products/homepackage?from=ad']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(fixtureIndexHtml.replace('</head>', preloadLinks));
    }
  });

  it('compresses it as the static files are, Brotli first', async () => {
    const brotli = await app.inject({
      url: '/products/homepackage',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toContain(preloadLinks);
    const gzip = await app.inject({ url: '/products/homepackage', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toContain(preloadLinks);
  });

  it('leaves every other route with the plain shell', async () => {
    expect((await get('/products/home-insurance')).body).toBe(fixtureIndexHtml);
  });
});
