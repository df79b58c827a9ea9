import type { Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { overflowsHorizontally, saveScreenshot, viewports } from '../helpers/browser-page';
import { setupServerAndBrowser } from '../helpers/e2e-setup';
import {
  expectHeading as expectStepHeading,
  fillContact as fillContactDetails,
  openFreshWizard,
  quoteAsTenant,
} from '../helpers/wizard-journey';

const e2e = setupServerAndBrowser();
let page: Page;

beforeEach(async () => {
  // A new browser page per journey, in the same profile: each test starts from a fresh quote.
  page = await e2e.browser.newPage();
  await page.setViewportSize(viewports.phone);
  await openFreshWizard(page, e2e.server.url);
});

afterEach(async () => {
  await page.close();
});

const expectHeading = (text: string) => expectStepHeading(page, text);
const fillContact = (phone: string) => fillContactDetails(page, phone);
const household = () => page.getByRole('group', { name: 'Household items' });
const gadgets = () => page.getByRole('group', { name: 'Portable gadgets' });

/** A reload, as after a dropped connection or a killed tab, once the draft has been written. */
async function reloadAfterSave(): Promise<void> {
  await page.waitForTimeout(700);
  await page.reload();
}

describe('getting a home insurance quote on a 360 px phone', () => {
  it('an owner gets priced covers, picks one, gives details and reaches review, resuming after each reload', async () => {
    await page.getByRole('radio', { name: /Yes, I own it/ }).check();
    await page.getByLabel('Value of the building').fill('5000000');
    expect(await page.getByLabel('Value of the building').inputValue()).toBe('5,000,000');
    await page.getByLabel('Location', { exact: false }).first().fill('Kilimani, Nairobi');
    await page.getByLabel('Type of residence').selectOption('Maisonette');
    await household().getByLabel('Total value of household items').fill('600000');
    await gadgets().getByLabel('Total value of portable gadgets').fill('150000');
    await gadgets().getByRole('button', { name: 'List the items (optional)' }).click();
    await gadgets().getByLabel('Gadget 1 name').fill('Laptop');
    await gadgets().getByLabel('Gadget 1 value (KSh)').fill('100000');
    await gadgets().getByRole('button', { name: 'Add Row' }).click();
    await gadgets().getByLabel('Gadget 2 name').fill('Phone');
    await gadgets().getByLabel('Gadget 2 value (KSh)').fill('50000');
    await gadgets().getByRole('button', { name: 'Add Items' }).click();
    await expect
      .poll(() => gadgets().getByRole('list', { name: 'Gadgets added' }).textContent())
      .toContain('Laptop');
    await saveScreenshot(page, 'wizard-coverage-owner-360');

    await reloadAfterSave();
    expect(await page.getByLabel('Value of the building').inputValue()).toBe('5,000,000');
    expect(await gadgets().getByRole('list', { name: 'Gadgets added' }).textContent()).toContain('Phone');

    await page.getByRole('button', { name: 'Next' }).click();
    await expectHeading('Choose Your Policy');
    const found = await page.getByText(/Great! We found \d+ insurance option\(s\) for you\./).textContent();
    expect(found).toMatch(/We found [2-9]/);
    expect(await page.getByText('Building + Household + Portable').count()).toBeGreaterThan(0);
    expect(await overflowsHorizontally(page)).toBe(false);
    await saveScreenshot(page, 'wizard-policies-owner-360');

    await reloadAfterSave();
    await expectHeading('Choose Your Policy');
    const firstCard = page.locator('article.product-card').first();
    const productName = (await firstCard.locator('h2').textContent()) ?? '';
    await firstCard.getByRole('button', { name: 'Buy now' }).click();
    await expectHeading('Contact & KYC');

    await reloadAfterSave();
    await expectHeading('Contact & KYC');
    await fillContact('0722000111');
    await expect.poll(() => page.getByText('User does not exist.').count(), { timeout: 5000 }).toBe(1);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('Details saved successfully!').waitFor();
    await expectHeading('Review Your Quote');
    expect(await page.getByRole('heading', { name: productName }).count()).toBe(1);
    await saveScreenshot(page, 'wizard-review-owner-360');

    await reloadAfterSave();
    await expectHeading('Review Your Quote');
    expect(await page.getByText('Achieng Otieno').count()).toBe(1);
    await page.getByRole('button', { name: 'Proceed to Payment →' }).click();
    await expectHeading('Complete Payment');
  });

  it('a tenant gets priced contents covers, chooses one with Continue and reaches review', async () => {
    await page.getByRole('radio', { name: /tenant/ }).check();
    await household().getByLabel('Total value of household items').fill('300000');
    await page.getByRole('button', { name: 'Next' }).click();
    await expectHeading('Choose Your Policy');
    expect(await page.getByText('Please select a policy to proceed.').count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Continue' }).isDisabled()).toBe(true);
    await page
      .locator('article.product-card')
      .first()
      .getByRole('radio', { name: 'Choose this cover' })
      .check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expectHeading('Contact & KYC');
    await fillContact('0733000222');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('Details saved successfully!').waitFor();
    await expectHeading('Review Your Quote');
    expect(await page.getByText('Household + Portable').count()).toBeGreaterThan(0);
  });

  it('shows each item-list message for a bad list', async () => {
    await page.getByRole('radio', { name: /tenant/ }).check();
    await household().getByLabel('Total value of household items').fill('50000');
    await household().getByRole('button', { name: 'List the items (optional)' }).click();
    const name = household().getByLabel('Household item 1 name');
    const value = household().getByLabel('Household item 1 value (KSh)');
    const attempt = async (itemName: string, itemValue: string) => {
      await name.fill(itemName);
      await value.fill(itemValue);
      await household().getByRole('button', { name: 'Add Items' }).click();
      return household().getByRole('alert').textContent();
    };
    expect(await attempt('Television', '')).toBe('Please enter both item name and value for all rows');
    expect(await attempt('TV, radio', '1000')).toBe('Item names cannot contain commas or semicolons');
    expect(await attempt('TV / radio', '1000')).toBe(
      "Item names cannot contain 'and', '&', '+', 'or', or '/'",
    );
    expect(await attempt('Television', '0')).toBe('All item values must be valid positive numbers');
    expect(await attempt('Television', '60000')).toBe('Total value exceeds specified amount (KSh 50,000)');
    expect(await attempt('Television', '20000')).toBe(
      'Total value must exactly match specified amount (KSh 50,000)',
    );
    await name.fill('Television');
    await value.fill('50000');
    await household().getByRole('button', { name: 'Add Items' }).click();
    await expect.poll(() => household().getByRole('list', { name: 'Household items added' }).count()).toBe(1);
    await household().getByLabel('Total value of household items').fill('60000');
    expect(await attempt('television', '10000')).toBe('Duplicate item names are not allowed');
  });

  it('opens a product’s details with its premium breakdown, survives a reload, and Buy Now jumps to contact', async () => {
    await page.getByRole('radio', { name: /tenant/ }).check();
    await household().getByLabel('Total value of household items').fill('400000');
    await page.getByRole('button', { name: 'Next' }).click();
    await expectHeading('Choose Your Policy');
    await page.locator('article.product-card').first().getByRole('button', { name: 'View Details' }).click();
    await page.getByRole('heading', { name: 'Annual Premium' }).waitFor();
    for (const label of [
      'Base Premium',
      'PHCF (0.25%)',
      'Training Levy (0.2%)',
      'Stamp Duty',
      'Total Premium',
      'Coverage for 12 months',
      'Renewable annually',
    ]) {
      expect(await page.getByText(label, { exact: true }).count()).toBe(1);
    }
    await saveScreenshot(page, 'product-details-360');
    await page.reload();
    await page.getByRole('heading', { name: 'Annual Premium' }).waitFor();
    await page.getByRole('button', { name: 'Buy Now' }).click();
    await page.waitForURL((url) => url.pathname === '/products/homepackage');
    await expectHeading('Contact & KYC');

    await page.goto(`${e2e.server.url}/product/no-such-product`);
    await expectHeading('Product not found');
    expect(await page.getByText('The product details could not be loaded.').count()).toBe(1);
  });

  it('a product link opened in a new tab on the same phone shows the product from the saved quote', async () => {
    await quoteAsTenant(page, '400000');
    const firstCard = page.locator('article.product-card').first();
    const productName = ((await firstCard.locator('h2').textContent()) ?? '').trim();
    await firstCard.getByRole('button', { name: 'View Details' }).click();
    await page.getByRole('heading', { name: 'Annual Premium' }).waitFor();
    const link = page.url();
    // The draft (with the quotation) is written 400 ms after the last change.
    await page.waitForTimeout(700);

    // A fresh tab in the same browser profile: the device's saved quote exists, navigation state does not.
    const tab = await e2e.browser.newPage();
    try {
      await tab.setViewportSize(viewports.phone);
      await tab.goto(link);
      await expectStepHeading(tab, productName);
      expect(await tab.evaluate(() => window.history.state)).toBeNull();
      await tab.getByRole('heading', { name: 'Annual Premium' }).waitFor();
      for (const label of ['Base Premium', 'Total Premium', 'Coverage for 12 months', 'Renewable annually']) {
        expect(await tab.getByText(label, { exact: true }).count()).toBe(1);
      }
      expect(await overflowsHorizontally(tab)).toBe(false);
    } finally {
      await tab.close();
    }
  });
});
