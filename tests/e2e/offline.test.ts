import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { headingOf, viewports } from '../helpers/browser-page';
import { setupServerAndBrowser } from '../helpers/e2e-setup';

const e2e = setupServerAndBrowser();
let page: Page;

beforeAll(async () => {
  page = await e2e.browser.newPage();
  await page.setViewportSize(viewports.phone);
});

describe('after one online visit', () => {
  it('installs a service worker that precaches the shell and every route chunk', async () => {
    await page.goto(`${e2e.server.url}/`);
    await headingOf(page);
    // The worker claims the page on its first install, so the next navigation is already served by it.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 30_000,
    });
    await page.goto(`${e2e.server.url}/terms`);
    expect(await headingOf(page)).toBe('Terms & Conditions');
    const precached = await page.evaluate(async () => {
      const names = await caches.keys();
      const urls: string[] = [];
      for (const name of names) {
        const cache = await caches.open(name);
        urls.push(...(await cache.keys()).map((request) => new URL(request.url).pathname));
      }
      return urls;
    });
    expect(precached).toContain('/index.html');
    expect(precached.some((path) => /\/assets\/motor-insurance-page-.*\.js$/.test(path))).toBe(true);
    expect(precached.some((path) => /\/assets\/side-menu-.*\.js$/.test(path))).toBe(true);
    expect(new Set(precached).size).toBe(precached.length);
  });

  it('reloads a visited page and opens an unvisited route with the server gone and the network off', async () => {
    expect(await e2e.server.stop()).toBe(0);
    await e2e.browser.setOffline(true);
    expect(await page.evaluate(() => navigator.onLine)).toBe(false);

    await page.reload();
    expect(await headingOf(page)).toBe('Terms & Conditions');

    await page.goto(`${e2e.server.url}/products/motor-insurance`);
    expect(await headingOf(page)).toBe('Motor Insurance');

    // In-app navigation offline, through the side menu's lazily loaded chunk.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Travel Insurance' }).click();
    await page.waitForURL((url) => url.pathname === '/products/travel-insurance');
    expect(await headingOf(page)).toBe('Travel Insurance');
  });
});
