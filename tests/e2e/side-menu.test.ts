// The phone's side menu, in Chromium: a native modal dialog, whose focus trap, Escape and inert page only a
// real browser gives (jsdom has no top layer).
import type { Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { headingOf, viewports } from '../helpers/browser-page';
import { setupServerAndBrowser } from '../helpers/e2e-setup';

const e2e = setupServerAndBrowser();
let page: Page;

beforeEach(async () => {
  page = await e2e.browser.newPage();
  await page.setViewportSize(viewports.phone);
  await page.goto(`${e2e.server.url}/terms`);
  await headingOf(page);
});
afterEach(() => page.close());

async function openSideMenu() {
  const toggle = page.getByRole('button', { name: 'Open menu' });
  await toggle.click();
  const menu = page.getByRole('dialog', { name: 'Kinga Insurance Agency' });
  await menu.waitFor();
  return { toggle, menu };
}

const focusInside = (menu: Awaited<ReturnType<typeof openSideMenu>>['menu']) =>
  menu.evaluate((element) => element.contains(document.activeElement));

describe('the mobile side menu', () => {
  it('lists Home, About, Our Products, Terms & Conditions and the contact details', async () => {
    const { menu, toggle } = await openSideMenu();
    for (const label of ['Home', 'About', 'Our Products', 'Terms & Conditions']) {
      await menu.getByRole('link', { name: label, exact: true }).waitFor();
    }
    const text = await menu.textContent();
    expect(text).toContain('+254 709 519 870');
    expect(text).toContain('hello@kinga-insurance.co.ke');
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
  });

  it('moves focus inside when it opens and keeps it there while tabbing, both ways', async () => {
    const { menu } = await openSideMenu();
    await expect.poll(() => focusInside(menu)).toBe(true);
    for (let step = 0; step < 25; step += 1) {
      await page.keyboard.press('Tab');
      expect(await focusInside(menu)).toBe(true);
    }
    for (let step = 0; step < 5; step += 1) {
      await page.keyboard.press('Shift+Tab');
      expect(await focusInside(menu)).toBe(true);
    }
  });

  it('closes on Escape and gives focus back to the toggle', async () => {
    const { menu, toggle } = await openSideMenu();
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Open menu');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    // And opens again.
    await openSideMenu();
  });

  it('closes on the close button and on a tap on the dimmed page beside it, which does not scroll meanwhile', async () => {
    let { menu } = await openSideMenu();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
    await menu.getByRole('button', { name: 'Close menu' }).click();
    await menu.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');

    ({ menu } = await openSideMenu());
    // The menu runs along the right edge; the left edge is the dimmed page.
    await page.mouse.click(10, 300);
    await menu.waitFor({ state: 'hidden' });
    // A tap inside the menu, on no link, leaves it open.
    ({ menu } = await openSideMenu());
    await menu.getByRole('heading', { name: 'Contact us' }).click();
    expect(await menu.isVisible()).toBe(true);
  });

  it('closes after a link is followed and shows that page', async () => {
    const { menu } = await openSideMenu();
    await menu.getByRole('link', { name: 'Our Products', exact: true }).click();
    await menu.waitFor({ state: 'hidden' });
    await page.waitForURL((url) => url.pathname === '/products');
    expect(await headingOf(page)).toBe('Our Products');
  });
});
