// After one online visit, a cold start with no network opens the home page,
// a product page, the wizard and the signed-in portal, each from the service worker's precache, under the
// app-wide offline banner. Journey (4), a signed-in client's cached policies offline, is in portal.test.ts.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectionMessages } from '../../src/domain/connection-messages';
import { headingOf, saveScreenshot, viewports, waitForOfflineReady } from '../helpers/browser-page';
import { signUpThroughApi, storeSessionOnOpen } from '../helpers/e2e-session';
import { setupServerAndBrowser } from '../helpers/e2e-setup';

const e2e = setupServerAndBrowser();
let session = '';

/**
 * Chromium's network emulation does not set navigator.onLine false in a document loaded while the context is
 * offline (a phone in flight mode does): switching the context off again tells the loaded page.
 */
async function goOfflineAgain(): Promise<void> {
  await e2e.browser.setOffline(false);
  await e2e.browser.setOffline(true);
}

async function newPhonePage(signedIn: boolean): Promise<Page> {
  const page = await e2e.browser.newPage();

  await page.setViewportSize(viewports.phone);
  if (signedIn) await storeSessionOnOpen(page, session);
  return page;
}

beforeAll(async () => {
  session = (await signUpThroughApi(e2e.server)).session;
  const page = await newPhonePage(false);
  await page.goto(`${e2e.server.url}/`);
  await headingOf(page);
  await waitForOfflineReady(page);
  await page.close();
});

afterAll(async () => {
  await e2e.browser.setOffline(false);
});

describe('offline after one visit', () => {
  it('cold-loads the home page, a product page, the wizard and the portal, each under the offline banner', async () => {
    await e2e.browser.setOffline(true);
    const journeys = [
      { path: '/', signedIn: false, heading: 'Insurance made simple' },
      { path: '/products/home-insurance', signedIn: false, heading: 'Home Insurance' },
      { path: '/products/homepackage', signedIn: false, heading: 'Coverage Details' },
      { path: '/profile', signedIn: true, heading: null },
    ];
    for (const journey of journeys) {
      const page = await newPhonePage(journey.signedIn);
      await page.goto(`${e2e.server.url}${journey.path}`);
      const heading = await headingOf(page);
      await goOfflineAgain();
      if (journey.heading) expect(heading, journey.path).toBe(journey.heading);
      else expect(heading, journey.path).not.toBe('');
      const banner = page.getByRole('status').filter({ hasText: connectionMessages.offlineBanner });
      await expect.poll(() => banner.count(), { message: journey.path }).toBe(1);
      // Slim, and above the page rather than over it: at 360 px it takes at most two short lines.
      const box = await banner.boundingBox();
      expect(box?.height ?? 0, journey.path).toBeLessThanOrEqual(48);
      expect(
        await page.evaluate(() => document.elementFromPoint(180, 5)?.closest('[role="status"]') !== null),
      ).toBe(true);
      if (journey.path === '/products/homepackage') await saveScreenshot(page, 'offline-wizard-360');
      await page.close();
    }
  });

  it('takes the banner away when the connection returns', async () => {
    const page = await newPhonePage(false);
    await page.goto(`${e2e.server.url}/`);
    await goOfflineAgain();
    const banner = page.getByRole('status').filter({ hasText: connectionMessages.offlineBanner });
    await expect.poll(() => banner.count()).toBe(1);
    await e2e.browser.setOffline(false);
    await expect.poll(() => banner.count()).toBe(0);
    await page.close();
  });
});
