// Issue 11, offline journey (1): after one online visit, a cold start with no network opens the home page,
// a product page, the wizard and the signed-in portal, each from the service worker's precache, under the
// app-wide offline banner. Journey (4), a signed-in client's cached policies offline, is in portal.test.ts.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionStorageKey } from '../../src/client/state/session-storage';
import { connectionMessages } from '../../src/domain/connection-messages';
import { headingOf, saveScreenshot, viewports, waitForServiceWorkerControl } from '../helpers/browser-page';
import { setupServerAndBrowser } from '../helpers/e2e-setup';
import { signupBody } from '../helpers/server-signup';

const e2e = setupServerAndBrowser();
let session = '';

/** A client signed up through the API, stored as the app keeps its session (as scripts/screenshot.ts does). */
async function signedUpSession(): Promise<string> {
  const response = await fetch(`${e2e.server.url}/api/home-insurance/users/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(signupBody()),
  });
  expect(response.status).toBeLessThan(300);
  const { data } = (await response.json()) as {
    data: { token: string; user: { msisdn: string } & Record<string, unknown> };
  };
  return JSON.stringify({
    is_authenticated: true,
    auth_token: data.token,
    userDetails: data.user,
    msisdn: data.user.msisdn,
  });
}

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
  if (signedIn) {
    await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
      sessionStorageKey,
      session,
    ] as const);
  }
  return page;
}

beforeAll(async () => {
  session = await signedUpSession();
  const page = await newPhonePage(false);
  await page.goto(`${e2e.server.url}/`);
  await headingOf(page);
  await waitForServiceWorkerControl(page);
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
