// The wizard's contact/KYC step with no connection, on a 360 px phone: the account lookup says it needs a
// connection, Continue keeps the details on the device and goes on to the review, payment says it needs
// the network; once the connection returns the details reach the server once, by themselves.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentMessages } from '../../src/domain/payment-messages';
import { queuedSubmissionMessages } from '../../src/domain/queued-submission-messages';
import { saveScreenshot, viewports, waitForOfflineReady } from '../helpers/browser-page';
import { setupServerAndBrowser } from '../helpers/e2e-setup';
import { waitForToast } from '../helpers/toasts';
import { expectHeading, fillContact, openFreshWizard, quoteAsTenant } from '../helpers/wizard-journey';

const e2e = setupServerAndBrowser();
let page: Page;
/** Every save-quotation (the contact step's) that got an answer, by status. */
const contactSaves: number[] = [];

beforeAll(async () => {
  page = await e2e.browser.newPage();
  await page.setViewportSize(viewports.phone);
  page.on('response', (response) => {
    if (
      response.request().method() === 'POST' &&
      response.url().endsWith('/api/home-insurance/quotations/')
    ) {
      contactSaves.push(response.status());
    }
  });
});

afterAll(async () => {
  await e2e.browser.setOffline(false);
  await page?.close();
});

describe('contact details given offline', () => {
  it('wait on the device while the visitor goes on, and reach the server once when the connection returns', async () => {
    await openFreshWizard(page, e2e.server.url);
    await waitForOfflineReady(page);
    await quoteAsTenant(page, '350000');
    await page.locator('article.product-card').first().getByRole('button', { name: 'Buy now' }).click();
    await expectHeading(page, 'Contact & KYC');

    await e2e.browser.setOffline(true);
    await fillContact(page, '0712000520');
    await page.getByText(queuedSubmissionMessages.lookupNeedsConnection).waitFor();
    await page.getByRole('button', { name: 'Continue' }).click();
    await waitForToast(page, queuedSubmissionMessages.contactQueued);
    await expectHeading(page, 'Review Your Quote');
    await page.getByText(queuedSubmissionMessages.contactWaiting).waitFor();
    await saveScreenshot(page, 'offline-contact-review-360');

    await page.getByRole('button', { name: 'Proceed to Payment →' }).click();
    await expectHeading(page, 'Complete Payment');
    await page.getByText(paymentMessages.offline).waitFor();
    expect(contactSaves).toEqual([]);

    await e2e.browser.setOffline(false);
    await page.getByText(queuedSubmissionMessages.contactSent).waitFor({ timeout: 15_000 });
    await page.getByText(queuedSubmissionMessages.contactWaiting).waitFor({ state: 'detached' });
    await page.waitForTimeout(1000);
    expect(contactSaves).toEqual([201]);
  });
});
