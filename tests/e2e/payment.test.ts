import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { saveScreenshot, viewports } from '../helpers/browser-page';
import { setupServerAndBrowser } from '../helpers/e2e-setup';
import { expectHeading, openFreshWizard, reachPaymentStep } from '../helpers/wizard-journey';

const e2e = setupServerAndBrowser();
let page: Page;

beforeEach(async () => {
  page = await e2e.browser.newPage();
  await page.setViewportSize(viewports.phone);
  await openFreshWizard(page, e2e.server.url);
});

afterEach(async () => {
  await page.close();
});

const reachPayment = (phone: string) => reachPaymentStep(page, phone);

/** The payment and its policy as the API reports them, by the checkout id the page keeps in its draft. */
async function paymentRecord(): Promise<{
  status: string;
  mpesa_receipt_number: string | null;
  cover_id: string;
  cover_status: string;
}> {
  // The checkout id and the buy answer's payment token, which the status wants for its details.
  const { checkoutId, paymentToken } = await page.evaluate(
    () =>
      new Promise<{ checkoutId: string; paymentToken: string }>((resolve, reject) => {
        const open = indexedDB.open('kinga');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const read = open.result.transaction('drafts').objectStore('drafts').get('wizard');
          read.onsuccess = () => {
            const { payment } = read.result.draft;
            resolve({ checkoutId: payment.checkoutRequestId, paymentToken: payment.paymentToken });
          };
          read.onerror = () => reject(read.error);
        };
      }),
  );
  const response = await fetch(`${e2e.server.url}/api/home-insurance/mpesa/stkstatus/${checkoutId}`, {
    method: 'POST',
    headers: { 'X-Payment-Token': paymentToken },
  });
  return response.json();
}

describe('paying for a cover with M-Pesa on a 360 px phone', () => {
  it('a tenant pays on the first prompt and sees the confirmation; the cover is active with its receipt', async () => {
    await reachPayment('0712000100');
    await saveScreenshot(page, 'payment-360');
    const startedAt = Date.now();
    await page.getByRole('button', { name: 'Pay Now' }).click();
    await page.getByRole('button', { name: 'Confirm Payment' }).waitFor();
    // The step checks by itself: no press needed once the PIN is in.
    await page.getByText('Payment confirmed successfully!').first().waitFor({ timeout: 20_000 });
    await expectHeading(page, 'Application Complete!');
    console.log(`e2e: Pay Now to confirmation in ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);
    await saveScreenshot(page, 'confirmation-360');

    const record = await paymentRecord();
    expect(record.status).toBe('success');
    expect(record.cover_status).toBe('active');
    expect(record.mpesa_receipt_number).toMatch(/^[A-Z0-9]{10}$/);
    await expect
      .poll(() => readdirSync(join(e2e.server.dataDir, 'mail')).length, { timeout: 10_000 })
      .toBeGreaterThan(0);
    const mails = readdirSync(join(e2e.server.dataDir, 'mail')).map((file) =>
      readFileSync(join(e2e.server.dataDir, 'mail', file), 'utf8'),
    );
    expect(mails.some((mail) => mail.includes(record.cover_id))).toBe(true);

    await page.getByRole('button', { name: 'Start a New Quote' }).click();
    await expectHeading(page, 'Coverage Details');
  });

  it('a cancelled prompt shows the spec’s message and Retry Payment succeeds', async () => {
    await reachPayment('0712001032');
    await page.getByRole('button', { name: 'Pay Now' }).click();
    await page.getByText('Payment was cancelled. Please try again.').first().waitFor({ timeout: 20_000 });
    expect(await page.getByRole('link', { name: 'Finish later in the client portal' }).count()).toBe(1);
    await page.getByLabel('M-Pesa number').fill('0712000200');
    await page.getByRole('button', { name: 'Retry Payment' }).click();
    await page.getByText('Payment confirmed successfully!').first().waitFor({ timeout: 20_000 });
    await expectHeading(page, 'Application Complete!');
    const record = await paymentRecord();
    expect(record).toMatchObject({ status: 'success', cover_status: 'active' });
    expect(record.mpesa_receipt_number).toMatch(/^[A-Z0-9]{10}$/);
    // The receipt on the confirmation is the one the policy was paid with.
    expect(await page.getByText(record.mpesa_receipt_number ?? 'no receipt').count()).toBeGreaterThan(0);
  });
});
