// A stand-in for dist/client: the few files whose serving rules the static host must get right.
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

export const fixtureIndexHtml = '<!doctype html><html><head><title>Kinga test shell</title></head></html>\n';

/** Two public pages as the build renders them (scripts/vite-prerender.ts), at src/domain/prerendered-pages.ts's places. */
export const fixturePrerenderedPages = {
  '/': {
    file: 'pages/index.html',
    html: '<!doctype html><html><head></head><body><h1>Insurance made simple</h1></body></html>\n',
  },
  '/terms': {
    file: 'pages/terms.html',
    html: '<!doctype html><html><head></head><body><h1>Terms</h1></body></html>\n',
  },
};

export const fixtureRoutePreloads = {
  '/': ['/assets/home-page-AbCd1234.js'],
  '/terms': ['/assets/terms-page-AbCd1234.js'],
  '/products/homepackage': [
    '/assets/home-package-page-XyZ12345.js',
    '/assets/kinga-db-AbCd1234.js',
    '/assets/home-package-page-Qw12Er34.css',
  ],
};

export async function createClientBuildFixture(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'kinga-client-build-'));
  await mkdir(join(dir, 'assets'));
  await mkdir(join(dir, 'pages'));
  await Promise.all([
    writeFile(join(dir, 'index.html'), fixtureIndexHtml),
    writeFile(join(dir, 'assets', 'index-AbC123.js'), 'console.log("app");\n'),
    writeFile(join(dir, 'sw.js'), 'self.addEventListener("install", () => {});\n'),
    writeFile(join(dir, 'manifest.webmanifest'), '{"name":"Kinga"}\n'),
    writeFile(join(dir, 'robots.txt'), 'User-agent: *\nAllow: /\n'),
    // The build's precompressed twins (scripts/vite-precompress.ts).
    writeFile(join(dir, 'assets', 'index-AbC123.js.br'), brotliCompressSync('console.log("app");\n')),
    writeFile(join(dir, 'assets', 'index-AbC123.js.gz'), gzipSync('console.log("app");\n')),
    writeFile(join(dir, 'index.html.br'), brotliCompressSync(fixtureIndexHtml)),
    // The scripts each route's page needs (scripts/vite-route-preloads.ts).
    writeFile(join(dir, 'route-preloads.json'), JSON.stringify(fixtureRoutePreloads)),
    ...Object.values(fixturePrerenderedPages).map((page) => writeFile(join(dir, page.file), page.html)),
  ]);
  return dir;
}
