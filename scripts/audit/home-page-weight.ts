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
  // The worker's own script (workbox-window) loads once the line has been quiet for a second
  // (ui/when-line-is-free.ts), after networkidle's half second: it is the page's JS all the same.
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        navigator.serviceWorker.ready.then(() => resolve(), reject);
        setTimeout(() => reject(new Error('no service worker within 30 s')), 30_000);
      }),
  );
  await page.waitForLoadState('networkidle');
  await page.close();
  const files = (await Promise.all(pending)).filter((file) => file !== null);
  const sum = (kind: 'js' | 'css') =>
    files.filter((file) => file.kind === kind).reduce((total, file) => total + file.gzipBytes, 0);
  return { path, files, jsGzipBytes: sum('js'), cssGzipBytes: sum('css') };
}
