import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { contactMessages } from '../../src/domain/contact-rules';
import { headingOf } from './browser-page';
import { waitForToast } from './toasts';

/** Waits for the page's h1 to read `text` (a step change renders after a network call). */
export async function expectHeading(page: Page, text: string): Promise<void> {
  await expect.poll(() => headingOf(page), { timeout: 10_000 }).toBe(text);
  // A step change scrolls smoothly to the top (the spec asks for it); a click aimed while the page still
  // moves lands on whatever has scrolled under the pointer. Seen in CI: Proceed to Payment clicked nothing.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let last = window.scrollY;
        let stillFrames = 0;
        const watch = () => {
          stillFrames = window.scrollY === last ? stillFrames + 1 : 0;
          last = window.scrollY;
          if (stillFrames >= 5) resolve();
          else requestAnimationFrame(watch);
        };
        requestAnimationFrame(watch);
      }),
  );
}

/**
 * Opens the wizard on a device with no saved quote: the draft database deleted from another page, and the
 * copy a closing page keeps in localStorage (offline/draft-fallback.ts) removed with it.
 */
export async function openFreshWizard(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/terms`);
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        for (const key of Object.keys(localStorage)) {
          if (key.startsWith('kinga:draft:')) localStorage.removeItem(key);
        }
        const request = indexedDB.deleteDatabase('kinga');
        request.onsuccess = () => resolve();
        request.onerror = () => reject(request.error);
      }),
  );
  await page.goto(`${baseUrl}/products/homepackage`);
  await expectHeading(page, 'Coverage Details');
}

/** A tenant insuring household contents: the shortest way to a quotation. */
export async function quoteAsTenant(page: Page, householdValue: string): Promise<void> {
  await page.getByRole('radio', { name: /tenant/ }).check();
  await page
    .getByRole('group', { name: 'Household items' })
    .getByLabel('Total value of household items')
    .fill(householdValue);
  await page.getByRole('button', { name: 'Next' }).click();
  await expectHeading(page, 'Choose Your Policy');
}

export async function fillContact(page: Page, phone: string): Promise<void> {
  await page.getByLabel('Full name').fill('Achieng Otieno');
  await page.getByLabel('M-Pesa mobile number').fill(phone);
  await page.getByLabel('ID number').fill('29876543');
  await page.getByLabel('Email address').fill('achieng@example.com');
  await page.getByLabel('Profession').fill('Teacher');
  await page.getByLabel('Postal address').fill('P.O. Box 100-00100, Nairobi');
  await page.getByLabel('KRA PIN').fill('A012345678Z');
}

/** From a fresh wizard to Complete Payment as a tenant, paying from `phone` (the contact number). */
export async function reachPaymentStep(page: Page, phone: string): Promise<void> {
  await quoteAsTenant(page, '350000');
  await page.locator('article.product-card').first().getByRole('button', { name: 'Buy now' }).click();
  await expectHeading(page, 'Contact & KYC');
  await fillContact(page, phone);
  await page.getByRole('button', { name: 'Continue' }).click();
  // The saved-details toast slides in over the top of the page, where Proceed may be scrolled to.
  await waitForToast(page, contactMessages.saved);
  await expectHeading(page, 'Review Your Quote');
  await page.getByRole('button', { name: 'Proceed to Payment →' }).click();
  await expectHeading(page, 'Complete Payment');
  // The step fills the number in from the contact details once it has mounted, which may be a moment
  // after its heading paints on a loaded machine.
  await expect.poll(() => page.getByLabel('M-Pesa number').inputValue()).toBe(phone);
}
