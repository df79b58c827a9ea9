import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { paymentMessages } from '../../src/domain/payment-messages';
import { saveScreenshot, viewports } from '../helpers/browser-page';
import { setupServerAndBrowser } from '../helpers/e2e-setup';
import { waitForToast } from '../helpers/toasts';
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

/** The wizard's saved draft as it is in the page's IndexedDB, or undefined when there is none. */
function savedWizardDraft(): Promise<{ payment: Record<string, unknown> } | undefined> {
  return page.evaluate(
    () =>
      new Promise<{ payment: Record<string, unknown> } | undefined>((resolve, reject) => {
        const open = indexedDB.open('kinga');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const read = open.result.transaction('drafts').objectStore('drafts').get('wizard');
          read.onsuccess = () => resolve(read.result?.draft);
          read.onerror = () => reject(read.error);
        };
      }),
  );
}

/** Everything the page's origin keeps: every IndexedDB table and both web storages, as text. */
function everythingOnTheDevice(): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve, reject) => {
        const open = indexedDB.open('kinga');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const names = [...db.objectStoreNames];
          const transaction = db.transaction(names);
          const tables: Record<string, unknown> = {};
          for (const name of names) {
            const read = transaction.objectStore(name).getAll();
            read.onsuccess = () => {
              tables[name] = read.result;
            };
          }
          transaction.oncomplete = () =>
            resolve(
              JSON.stringify({
                tables,
                localStorage: { ...localStorage },
                sessionStorage: { ...sessionStorage },
              }),
            );
          transaction.onerror = () => reject(transaction.error);
        };
      }),
  );
}

/**
 * The prompt's checkout id and the buy answer's payment token, read from the page's draft while it waits
 * for the PIN (a prompt other than the `after` one): the device forgets the token once the payment has
 * settled.
 */
async function awaitedPayment(after?: string): Promise<{ checkoutId: string; paymentToken: string }> {
  let payment: Record<string, unknown> | undefined;
  await expect
    .poll(
      async () => {
        payment = (await savedWizardDraft())?.payment;
        const checkoutId = payment?.checkoutRequestId;
        return Boolean(checkoutId && checkoutId !== after && payment?.paymentToken);
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  return { checkoutId: String(payment?.checkoutRequestId), paymentToken: String(payment?.paymentToken) };
}

/** The payment and its policy as the API reports them to the page that holds the payment token. */
async function paymentRecord({
  checkoutId,
  paymentToken,
}: {
  checkoutId: string;
  paymentToken: string;
}): Promise<{
  status: string;
  mpesa_receipt_number: string | null;
  cover_id: string;
  reference: string;
  cover_status: string;
}> {
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
    const payment = await awaitedPayment();
    // The step checks by itself: no press needed once the PIN is in.
    await waitForToast(page, paymentMessages.confirmed, 20_000);
    await expectHeading(page, 'Application Complete!');
    console.log(`e2e: Pay Now to confirmation in ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);
    await saveScreenshot(page, 'confirmation-360');

    const record = await paymentRecord(payment);
    expect(record.status).toBe('success');
    expect(record.cover_status).toBe('active');
    expect(record.mpesa_receipt_number).toMatch(/^[A-Z0-9]{10}$/);
    await expect
      .poll(() => readdirSync(join(e2e.server.dataDir, 'mail')).length, { timeout: 10_000 })
      .toBeGreaterThan(0);
    const mails = readdirSync(join(e2e.server.dataDir, 'mail')).map((file) =>
      readFileSync(join(e2e.server.dataDir, 'mail', file), 'utf8'),
    );
    // The e-mail names the purchase by the reference the confirmation shows.
    expect(mails.some((mail) => mail.includes(record.reference))).toBe(true);
    expect(await page.getByText(record.reference, { exact: true }).count()).toBe(1);

    // A shared phone: once settled, the device keeps the receipt, the policy number and
    // the amount for the confirmation, and nothing of the buyer or the payment's secret.
    const receipt = record.mpesa_receipt_number ?? 'no receipt';
    await expect.poll(everythingOnTheDevice, { timeout: 10_000 }).toContain(receipt);
    const stored = await everythingOnTheDevice();
    for (const detail of [
      'Achieng',
      'Otieno',
      'achieng@example.com',
      '29876543',
      'A012345678Z',
      'P.O. Box 100-00100',
      '0712000100',
      '712000100',
      payment.paymentToken,
    ]) {
      expect(stored).not.toContain(detail);
    }
    // Closed and reopened: the confirmation, greeting no one by name.
    await page.reload();
    await expectHeading(page, 'Application Complete!');
    expect(await page.locator('#confirmation-heading').textContent()).toBe('Thank you');
    expect(await page.getByText(receipt).count()).toBe(1);

    await page.getByRole('button', { name: 'Start a New Quote' }).click();
    await expectHeading(page, 'Coverage Details');
    await expect.poll(everythingOnTheDevice, { timeout: 10_000 }).not.toContain(receipt);
  });

  it('a cancelled prompt shows the spec’s message and Retry Payment succeeds', async () => {
    await reachPayment('0712001032');
    await page.getByRole('button', { name: 'Pay Now' }).click();
    await page.getByText('Payment was cancelled. Please try again.').first().waitFor({ timeout: 20_000 });
    expect(await page.getByRole('link', { name: 'Finish later in the client portal' }).count()).toBe(1);
    await page.getByLabel('M-Pesa number').fill('0712000200');
    const cancelled = await awaitedPayment();
    await page.getByRole('button', { name: 'Retry Payment' }).click();
    const payment = await awaitedPayment(cancelled.checkoutId);
    await waitForToast(page, paymentMessages.confirmed, 20_000);
    await expectHeading(page, 'Application Complete!');
    const record = await paymentRecord(payment);
    expect(record).toMatchObject({ status: 'success', cover_status: 'active' });
    expect(record.mpesa_receipt_number).toMatch(/^[A-Z0-9]{10}$/);
    // The receipt on the confirmation is the one the policy was paid with.
    expect(await page.getByText(record.mpesa_receipt_number ?? 'no receipt').count()).toBeGreaterThan(0);
  });
});
