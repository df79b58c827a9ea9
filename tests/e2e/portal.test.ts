// The client portal as a buyer lives it on a 360 px phone: buy in the wizard, sign in with the code the
// console SMS driver printed, find the policy Active with its receipt, add an item and pay for it, set a
// password and sign in with it, read the policy offline, and log out leaving no personal data behind.
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { paymentMessages } from '../../src/domain/payment-messages';
import { saveScreenshot, viewports, waitForOfflineReady } from '../helpers/browser-page';
import { setupServerAndBrowser } from '../helpers/e2e-setup';
import { newestConsoleCode } from '../helpers/sms-codes';
import { waitForToast } from '../helpers/toasts';
import { expectHeading, openFreshWizard, reachPaymentStep } from '../helpers/wizard-journey';

const e2e = setupServerAndBrowser();
let page: Page;

const phone = '0712000410';
const msisdn = '254712000410';
const password = 'Kinga#2026';
// What the wizard's contact step typed (tests/helpers/wizard-journey.ts fillContact): the buyer's data.
const personalData = [phone, msisdn, 'Achieng Otieno', 'achieng@example.com', '29876543', 'A012345678Z'];

beforeAll(async () => {
  page = await e2e.browser.newPage();
  await page.setViewportSize(viewports.phone);
});

afterAll(async () => {
  await page.close();
});

afterEach(async (context) => {
  // A failed journey leaves a picture of where it stopped, for the person reading the failure.
  if (context.task.result?.state === 'fail') await saveScreenshot(page, 'portal-failure-360');
});

function lastSignInCode(): string | undefined {
  return newestConsoleCode(e2e.server.output(), msisdn, 'sign-in');
}

/** Opens a section of /profile; on a phone the sections sit behind the folded menu. */
async function openSection(name: string): Promise<void> {
  await page.getByRole('button', { name: 'Sections menu' }).click();
  await page.getByRole('navigation', { name: 'Profile sections' }).getByRole('button', { name }).click();
}

/** Every record in every IndexedDB database and the web storage of the page's origin, as text. */
function everythingStoredOnTheDevice(): Promise<string> {
  return page.evaluate(async () => {
    const dumps: unknown[] = [{ ...localStorage }, { ...sessionStorage }];
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      const database = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      for (const store of Array.from(database.objectStoreNames)) {
        const rows = await new Promise<unknown[]>((resolve, reject) => {
          const read = database.transaction(store).objectStore(store).getAll();
          read.onsuccess = () => resolve(read.result);
          read.onerror = () => reject(read.error);
        });
        dumps.push({ database: name, store, rows });
      }
      database.close();
    }
    return JSON.stringify(dumps);
  });
}

describe('the client portal on a 360 px phone', () => {
  it('buy, sign in by code, see the policy Active with its receipt, add an item and pay, password, offline, logout', async () => {
    // 1. Buy a cover in the wizard, paid on the first prompt.
    await openFreshWizard(page, e2e.server.url);
    await reachPaymentStep(page, phone);
    await page.getByRole('button', { name: 'Pay Now' }).click();
    await waitForToast(page, paymentMessages.confirmed, 20_000);
    await expectHeading(page, 'Application Complete!');
    await waitForOfflineReady(page);

    // 2. Sign in at /login with the code the console SMS driver printed.
    await page.goto(`${e2e.server.url}/login`);
    await expectHeading(page, 'Welcome Back');
    await page.getByLabel('Phone Number').fill(phone);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expectHeading(page, 'Enter OTP');
    await expect.poll(lastSignInCode, { timeout: 10_000 }).toMatch(/^\d{4}$/);
    // Typed into the first box, each digit moves focus on to the next.
    await page.getByLabel('Digit 1 of 4').focus();
    await page.keyboard.type(lastSignInCode() ?? '');
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await page.waitForURL(`${e2e.server.url}/profile`);

    // 3. My Policies: the cover is Active, and its payment history carries the M-Pesa receipt.
    await openSection('My Policies');
    const card = page.locator('article.policy-card');
    await expect.poll(() => card.count(), { timeout: 10_000 }).toBe(1);
    await card.getByRole('button', { name: 'Active: payment history' }).click();
    const history = page.getByRole('dialog', { name: 'Payment History' });
    await expect.poll(() => history.getByText(/M-Pesa receipt: [A-Z0-9]{10}/).count()).toBe(1);
    await saveScreenshot(page, 'portal-history-360');
    await page.keyboard.press('Escape');

    // 4. Add an item; the amount due is paid from the dialog and the item is insured.
    await card.getByRole('button', { name: 'Add Items' }).click();
    const addItems = page.getByRole('dialog', { name: 'Add Items to Policy' });
    await addItems.getByLabel('Item type').selectOption('portable');
    await addItems.getByLabel('Item name').fill('Laptop');
    await addItems.getByLabel('Value (KSh)').fill('40000');
    await addItems.getByRole('button', { name: 'Add', exact: true }).click();
    await saveScreenshot(page, 'portal-add-items-360');
    await addItems.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Items added successfully!').first().waitFor({ timeout: 10_000 });
    await card.getByText(/for added items$/).waitFor();
    await card.getByRole('button', { name: 'Pay Now' }).click();
    const pay = page.getByRole('dialog', { name: 'Pay for Policy' });
    expect(await pay.getByLabel('M-Pesa number').inputValue()).toMatch(/712000410$/);
    await pay.getByRole('button', { name: 'Pay Now' }).click();
    await pay
      .getByText(/M-Pesa receipt|Receipt/)
      .first()
      .waitFor({ timeout: 30_000 });
    await saveScreenshot(page, 'portal-receipt-360');
    await page.keyboard.press('Escape');
    await expect.poll(() => card.getByText(/for added items$/).count(), { timeout: 10_000 }).toBe(0);
    await card.getByRole('button', { name: 'View Details' }).click();
    await page.getByRole('dialog').getByText('Laptop').first().waitFor();
    await page.keyboard.press('Escape');

    // 5. Set a first password (signed in by code, so no current one), then sign in with it.
    await openSection('Account');
    await page.getByRole('button', { name: 'Change Password' }).click();
    const change = page.getByRole('dialog', { name: 'Change Password' });
    await change.getByLabel(/^New Password/).fill(password);
    await change.getByLabel(/^Confirm New Password/).fill(password);
    await change.getByRole('button', { name: 'Change Password' }).click();
    await page.waitForURL(`${e2e.server.url}/login`);
    await page.getByRole('button', { name: 'Use password instead' }).click();
    await page.getByLabel('Phone Number').fill(phone);
    await page.getByLabel(/^Password/).fill(password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL(`${e2e.server.url}/profile`);
    await openSection('My Policies');
    await expect.poll(() => card.count(), { timeout: 10_000 }).toBe(1);

    // 6. Offline: the page and the policy still open, with the age of what is shown.
    await e2e.browser.setOffline(true);
    try {
      await page.reload();
      await openSection('My Policies');
      await card.waitFor({ timeout: 10_000 });
      await page
        .getByText(/Last updated/)
        .first()
        .waitFor();
      expect(await card.getByRole('button', { name: 'Add Items' }).isDisabled()).toBe(true);
      await saveScreenshot(page, 'portal-offline-360');
    } finally {
      await e2e.browser.setOffline(false);
    }

    // 7. Logout leaves no personal data on the device.
    await page.reload();
    await expect.poll(async () => (await everythingStoredOnTheDevice()).includes(msisdn)).toBe(true);
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(`${e2e.server.url}/login`);
    await expect
      .poll(async () => {
        const stored = await everythingStoredOnTheDevice();
        return personalData.filter((value) => stored.includes(value));
      })
      .toEqual([]);
  });
});
