// The offline download waits its turn: after one visit left idle every public route and the wizard open
// offline; a quote request on its way stops the worker's background download until it is answered; and on
// Save-Data only what the visited routes loaded is kept, the rest coming once the connection allows.
import type { BrowserContext, Page, Request, Route } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { readPrecacheManifest } from '../../scripts/audit/precache-manifest';
import { endpoints } from '../../src/domain/contract/endpoints';
import {
  headingOf,
  precachedPaths,
  viewports,
  waitForOfflineFiles,
  waitForOfflineReady,
  waitForServiceWorkerControl,
} from '../helpers/browser-page';
import { launchChromium } from '../helpers/chromium';
import { chunkOf } from '../helpers/client-chunks';
import { setupServerAndBrowser } from '../helpers/e2e-setup';
import { publicPages } from '../helpers/public-pages';
import { expectHeading } from '../helpers/wizard-journey';

const e2e = setupServerAndBrowser();
const manifest = readPrecacheManifest();
const downloadPaths = manifest.filter((entry) => entry.download !== undefined).map((entry) => entry.path);
const others: BrowserContext[] = [];

afterAll(async () => {
  for (const browser of others) await browser.close();
});

async function phonePage(browser: BrowserContext): Promise<Page> {
  const page = await browser.newPage();
  await page.setViewportSize(viewports.phone);
  return page;
}

/** The files the worker's background download holds, as site paths. */
async function downloaded(page: Page): Promise<string[]> {
  const held = await precachedPaths(page);
  return held.filter((path) => downloadPaths.includes(path));
}

describe('after one visit left idle', () => {
  it('opens every public route and the wizard with the network off', async () => {
    const page = await phonePage(e2e.browser);
    await page.goto(`${e2e.server.url}/`);
    await headingOf(page);
    await waitForOfflineReady(page);
    await e2e.browser.setOffline(true);
    try {
      for (const path of publicPages) {
        await page.goto(`${e2e.server.url}${path}`);
        expect((await headingOf(page)).length, path).toBeGreaterThan(0);
      }
      await page.goto(`${e2e.server.url}/products/homepackage`);
      await expectHeading(page, 'Coverage Details');
    } finally {
      await e2e.browser.setOffline(false);
    }
  });
});

describe('a quote request on its way', () => {
  it('stops the background download until it is answered, then the download finishes', async () => {
    const browser = await launchChromium();
    others.push(browser);
    // The worker's own fetches, slowed a little so the download is still running when the quote is asked.
    const workerFetches: string[] = [];
    browser.on('request', (request: Request) => {
      if (request.serviceWorker() && new URL(request.url()).pathname.startsWith('/assets/'))
        workerFetches.push(new URL(request.url()).pathname);
    });
    await browser.route('**/assets/**', async (route: Route) => {
      if (route.request().serviceWorker()) await new Promise((resolve) => setTimeout(resolve, 120));
      await route.continue().catch(() => undefined);
    });
    const page = await phonePage(browser);
    let releaseQuote: () => void = () => {};
    const quoteHeld = new Promise<void>((held) => {
      void page.route(`**/api${endpoints.requestQuotation.path}`, async (route: Route) => {
        held();
        await new Promise<void>((release) => (releaseQuote = release));
        await route.continue();
      });
    });

    await page.goto(`${e2e.server.url}/products/homepackage`);
    await expectHeading(page, 'Coverage Details');
    await waitForServiceWorkerControl(page);
    await expect.poll(() => workerFetches.length, { timeout: 30_000 }).toBeGreaterThanOrEqual(3);

    await page.getByRole('radio', { name: /tenant/ }).check();
    await page
      .getByRole('group', { name: 'Household items' })
      .getByLabel('Total value of household items')
      .fill('350000');
    await page.getByRole('button', { name: 'Next' }).click();
    await quoteHeld;
    // The page's pause reaches the worker within a moment; from then on it starts no fetch.
    await page.waitForTimeout(500);
    const fetchedBeforeHold = workerFetches.length;
    const heldAt = (await downloaded(page)).length;
    await page.waitForTimeout(3000);
    expect(workerFetches.length).toBe(fetchedBeforeHold);
    expect((await downloaded(page)).length).toBeLessThanOrEqual(heldAt + 1);
    expect(heldAt).toBeLessThan(downloadPaths.length);

    releaseQuote();
    await expectHeading(page, 'Choose Your Policy');
    await waitForOfflineFiles(page, downloadPaths, 90_000);
    expect(workerFetches.length).toBeGreaterThan(fetchedBeforeHold);
  });
});

describe('with Save-Data on', () => {
  it('keeps only what the visited routes loaded, and the rest once the connection allows', async () => {
    const browser = await launchChromium();
    others.push(browser);
    // navigator.connection as a phone with Data Saver on reports it; the test turns it off by a change event.
    await browser.addInitScript(() => {
      const connection = Object.assign(new EventTarget(), { saveData: true, effectiveType: '4g' });
      Object.defineProperty(Navigator.prototype, 'connection', { get: () => connection });
    });
    const page = await phonePage(browser);
    const pageLoaded = new Set<string>();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin === new URL(e2e.server.url).origin) pageLoaded.add(url.pathname);
    });

    await page.goto(`${e2e.server.url}/`);
    await headingOf(page);
    await waitForServiceWorkerControl(page);
    // The home page's own chunk, loaded before the worker was there, is kept from the HTTP cache.
    const homeChunk = downloadPaths.find((path) => chunkOf('home-page').test(path)) as string;
    await expect.poll(() => downloaded(page), { timeout: 20_000 }).toContain(homeChunk);
    await page.goto(`${e2e.server.url}/terms`);
    expect(await headingOf(page)).toBe('Terms & Conditions');
    const termsChunk = downloadPaths.find((path) => chunkOf('terms-page').test(path)) as string;
    await expect.poll(() => downloaded(page)).toContain(termsChunk);
    // Given time, nothing beyond what the two pages loaded arrives.
    await page.waitForTimeout(2000);
    const kept = await downloaded(page);
    expect(kept.filter((path) => !pageLoaded.has(path))).toEqual([]);
    expect(kept.length).toBeLessThan(downloadPaths.length / 2);
    for (const module of ['home-package-page', 'profile-page', 'motor-insurance-page'])
      expect(
        kept.some((path) => chunkOf(module).test(path)),
        module,
      ).toBe(false);

    await browser.setOffline(true);
    await page.reload();
    expect(await headingOf(page)).toBe('Terms & Conditions');
    await browser.setOffline(false);

    await page.evaluate(() => {
      const connection = (navigator as Navigator & { connection: EventTarget & { saveData: boolean } })
        .connection;
      connection.saveData = false;
      connection.dispatchEvent(new Event('change'));
    });
    await waitForOfflineFiles(page, downloadPaths, 90_000);
  });
});
