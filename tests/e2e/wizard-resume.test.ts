// A phone that kills the app right after the quotes arrive, or right after a
// step change, or while a field is still being typed, opens the wizard again (offline: the service worker
// serves it) at the same step with the same answers. The browser is closed without waiting for anything, and
// reopened on the same profile (its IndexedDB, web storage and service worker as it left them).
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { viewports, waitForOfflineReady } from '../helpers/browser-page';
import { launchChromium, newProfileDir } from '../helpers/chromium';
import { type RunningServer, startServer } from '../helpers/start-server';
import { expectHeading, fillContact, openFreshWizard, quoteAsTenant } from '../helpers/wizard-journey';

const profile = newProfileDir();
let server: RunningServer;
let browser: BrowserContext;
let page: Page;

async function openPage(): Promise<void> {
  page = await browser.newPage();
  await page.setViewportSize(viewports.phone);
}

/**
 * The app killed: the tab closed (the page hears `pagehide`, as a phone's app does when it leaves the
 * screen) and the browser gone at once, no waiting for saves.
 */
async function kill(): Promise<void> {
  await page.close();
  await browser.close();
}

/** The phone opens the app again, with no signal. */
async function reopenOffline(): Promise<void> {
  browser = await launchChromium(profile);
  await browser.setOffline(true);
  await openPage();
  await page.goto(`${server.url}/products/homepackage`);
}

const productNames = () => page.locator('article.product-card h2').allTextContents();

beforeAll(async () => {
  server = await startServer();
  browser = await launchChromium(profile);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('a wizard killed at any moment resumes where it was, offline', () => {
  let quotedNames: string[] = [];

  it('right after the quotes arrive: Choose Your Policy, with the same quotes and answers', async () => {
    await openPage();
    // One online visit installs the worker, which later serves the app with no signal.
    await page.goto(`${server.url}/`);
    await waitForOfflineReady(page);
    await openFreshWizard(page, server.url);
    await quoteAsTenant(page, '350000');
    await kill();

    await reopenOffline();
    await expectHeading(page, 'Choose Your Policy');
    quotedNames = await productNames();
    expect(quotedNames.length).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expectHeading(page, 'Coverage Details');
    expect(await page.getByRole('radio', { name: /tenant/ }).isChecked()).toBe(true);
    expect(await page.getByLabel('Total value of household items').inputValue()).toMatch(/^350,?000$/);
  });

  it('right after a step change: the same step', async () => {
    // Signal again, to ask for the quotes afresh.
    await browser.setOffline(false);
    await page.getByRole('button', { name: 'Next' }).click();
    await expectHeading(page, 'Choose Your Policy');
    await page.locator('article.product-card').first().getByRole('button', { name: 'Buy now' }).click();
    await expectHeading(page, 'Contact & KYC');
    await kill();

    await reopenOffline();
    await expectHeading(page, 'Contact & KYC');
  });

  it('while a field is still being typed: the same values', async () => {
    await page.getByLabel('Full name').fill('Achieng Otieno');
    await page.getByLabel('KRA PIN').fill('A012345678Z');
    // Closed within the typing pause: only the page-hide copy can hold these.
    await kill();

    await reopenOffline();
    await expectHeading(page, 'Contact & KYC');
    expect(await page.getByLabel('Full name').inputValue()).toBe('Achieng Otieno');
    expect(await page.getByLabel('KRA PIN').inputValue()).toBe('A012345678Z');
    // The page-hide copy moved into IndexedDB at start: web storage holds no personal data.
    const webStorage = await page.evaluate(() => JSON.stringify({ ...localStorage }));
    expect(webStorage).not.toContain('Achieng');
  });

  it('right after a step change, killed without even a page-hide (the renderer crashes): the same step', async () => {
    await browser.setOffline(false);
    await fillContact(page, '0712345678');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expectHeading(page, 'Review Your Quote');
    // No pagehide, no unload, no timer: only what was saved at the step change survives.
    const devtools = await browser.newCDPSession(page);
    const crashed = page.waitForEvent('crash', { timeout: 10_000 });
    void devtools.send('Page.crash').catch(() => undefined);
    await crashed;
    await browser.close();

    await reopenOffline();
    await expectHeading(page, 'Review Your Quote');
  });
});
