import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { readPrecacheManifest } from '../../scripts/audit/precache-manifest';
import {
  headingOf,
  viewports,
  waitForOfflineFiles,
  waitForServiceWorkerControl,
} from '../helpers/browser-page';
import { builtScripts, chunkOf, routePageModules } from '../helpers/client-chunks';
import { setupServerAndBrowser } from '../helpers/e2e-setup';

const e2e = setupServerAndBrowser();
let page: Page;

beforeAll(async () => {
  page = await e2e.browser.newPage();
  await page.setViewportSize(viewports.phone);
});

describe('after one online visit', () => {
  it('installs a service worker that caches the shell and, once the page is idle, every route chunk', async () => {
    await page.goto(`${e2e.server.url}/`);
    await headingOf(page);
    // The worker claims the page on its first install, so the next navigation is already served by it.
    await waitForServiceWorkerControl(page);
    await page.goto(`${e2e.server.url}/terms`);
    expect(await headingOf(page)).toBe('Terms & Conditions');
    const precached = await waitForOfflineFiles(
      page,
      readPrecacheManifest().map((entry) => entry.path),
    );
    expect(precached).toContain('/index.html');
    // Each route's page chunk by name, and the lazily loaded shell parts, so no route needs the network.
    for (const module of [...routePageModules, 'side-menu', 'toaster']) {
      expect(
        precached.filter((path) => chunkOf(module).test(path)),
        module,
      ).toHaveLength(1);
    }
    // And every script of the build, shared chunks included, which is what a route chunk imports.
    expect(precached).toEqual(expect.arrayContaining(builtScripts()));
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

  it('does not answer an /api address with the app shell: the API’s failures reach the caller', async () => {
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    const outcome = await page.goto(`${e2e.server.url}/api/health`).then(
      () => 'loaded',
      (error: Error) => error.message,
    );
    expect(outcome).toMatch(/ERR_INTERNET_DISCONNECTED/);
    expect(await page.locator('#root').count()).toBe(0);
  });
});
