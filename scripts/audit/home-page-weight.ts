// Measures what a first visit to a page downloads before it is usable: the JS and CSS the page itself
// requests (not the service worker's background precache), gzipped as the wire would carry them.
import { gzipSync } from 'node:zlib';
import type { BrowserContext } from 'playwright-core';

export interface PageWeight {
  path: string;
  files: { url: string; kind: 'js' | 'css'; gzipBytes: number }[];
  jsGzipBytes: number;
  cssGzipBytes: number;
}

export async function measurePageWeight(
  browser: BrowserContext,
  baseUrl: string,
  path: string,
  storedSession?: { key: string; value: string },
): Promise<PageWeight> {
  const page = await browser.newPage();
  if (storedSession)
    await page.addInitScript(({ key, value }) => localStorage.setItem(key, value), storedSession);
  const pending: Promise<PageWeight['files'][number] | null>[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    const kind: 'js' | 'css' | null = url.pathname.endsWith('.js')
      ? 'js'
      : url.pathname.endsWith('.css')
        ? 'css'
        : null;
    // Requests made by the service worker have no frame: they are the background precache, not the page.
    if (!kind || response.request().serviceWorker()) return;
    pending.push(
      response
        .body()
        .then((body) => ({ url: url.pathname, kind, gzipBytes: gzipSync(body, { level: 9 }).length }))
        .catch(() => null),
    );
  });
  await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
  await page.close();
  const files = (await Promise.all(pending)).filter((file) => file !== null);
  const sum = (kind: 'js' | 'css') =>
    files.filter((file) => file.kind === kind).reduce((total, file) => total + file.gzipBytes, 0);
  return { path, files, jsGzipBytes: sum('js'), cssGzipBytes: sum('css') };
}
