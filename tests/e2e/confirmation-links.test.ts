// Application Complete! is no dead end. Download receipt gives the buyer's page the PDF
// at once (its payment token; nobody signed in), and "See your policy in the portal" opens /login with the
// policy's phone filled in: the code sent to it signs the buyer in, landing on that policy in My Policies.
// Another browser (no token, no session) gets no receipt for the same cover.
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { paymentMessages } from '../../src/domain/payment-messages';
import { axeViolations } from '../helpers/axe';
import { saveScreenshot, viewports } from '../helpers/browser-page';
import { setupServerAndBrowser } from '../helpers/e2e-setup';
import { newestConsoleCode } from '../helpers/sms-codes';
import { waitForToast } from '../helpers/toasts';
import { expectHeading, openFreshWizard, reachPaymentStep } from '../helpers/wizard-journey';

const e2e = setupServerAndBrowser();
let page: Page;
const phone = '0712000500';
const msisdn = '254712000500';

/** The cover's id, from the confirmation the wizard keeps (the page may show a short reference instead). */
const readCoverId = () =>
  page.evaluate(
    () =>
      new Promise<string>((resolve, reject) => {
        const open = indexedDB.open('kinga');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const read = open.result.transaction('drafts').objectStore('drafts').get('wizard');
          read.onsuccess = () => resolve(read.result?.draft?.payment?.policyId ?? '');
          read.onerror = () => reject(read.error);
        };
      }),
  );

/** Waits for the autosave (debounced) to have written the confirmation. */
async function shownCoverId(): Promise<string> {
  await expect.poll(readCoverId, { timeout: 10_000 }).toMatch(/^[0-9a-f-]{36}$/);
  return readCoverId();
}

beforeEach(async () => {
  page = await e2e.browser.newPage();
  await page.setViewportSize(viewports.phone);
  await openFreshWizard(page, e2e.server.url);
});

afterEach(async () => {
  await page.close();
});

async function payAndConfirm(): Promise<string> {
  await reachPaymentStep(page, phone);
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await waitForToast(page, paymentMessages.confirmed, 20_000);
  await expectHeading(page, 'Application Complete!');
  const receipt = (await page.locator('dt:text-is("M-Pesa receipt") + dd').textContent())?.trim() ?? '';
  expect(receipt).toMatch(/^[A-Z0-9]{10}$/);
  return receipt;
}

describe('Application Complete! leads on', () => {
  it('downloads the receipt for the page that paid, and no other browser can fetch it', async () => {
    const receipt = await payAndConfirm();
    await saveScreenshot(page, 'confirmation-links-360');
    await page.setViewportSize(viewports.desktop);
    await saveScreenshot(page, 'confirmation-links-1280');
    expect(await axeViolations(page)).toEqual([]);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download receipt' }).click();
    const file = await (await download).path();
    const bytes = readFileSync(file);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await download).suggestedFilename()).toBe(`kinga-receipt-${receipt}.pdf`);

    // Another person's browser, given the cover's address: no PDF.
    const coverId = await shownCoverId();
    // Fetched from outside the browser: no session, no token of this purchase.
    const answer = await fetch(`${e2e.server.url}/api/home-insurance/covers/${coverId}/receipt.pdf`, {
      headers: { 'x-payment-token': 'someone-elses-guess' },
    });
    expect(answer.status).toBe(401);
    expect(answer.headers.get('content-type')).not.toContain('pdf');
  });

  it('signs the buyer in with a code to the policy’s phone and lands on the policy', async () => {
    await payAndConfirm();
    const coverId = await shownCoverId();
    await page.getByRole('button', { name: 'See your policy in the portal' }).click();
    await expectHeading(page, 'Welcome Back');
    expect(await page.getByLabel('Phone Number').inputValue()).toBe(phone);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expectHeading(page, 'Enter OTP');
    const code = () => newestConsoleCode(e2e.server.output(), msisdn, 'sign-in');
    await expect.poll(code, { timeout: 10_000 }).toMatch(/^\d{4}$/);
    await page.getByLabel('Digit 1 of 4').focus();
    await page.keyboard.type(code() ?? '');
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await page.waitForURL(/\/profile\?policy=/);
    // This phone bought twice (the test before too): the page lands on this purchase, its heading focused
    // so a screen reader starts there.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.id ?? ''), { timeout: 10_000 })
      .toBe(`policy-${coverId}`);
    await saveScreenshot(page, 'confirmation-portal-landing-360');
  });
});
