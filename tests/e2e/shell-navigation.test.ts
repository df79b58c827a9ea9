import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { headingOf, overflowsHorizontally, saveScreenshot, viewports } from '../helpers/browser-page';
import { setupServerAndBrowser } from '../helpers/e2e-setup';

// Every route of point 2 and the h1 it shows.
const routeHeadings = {
  '/': 'Insurance made simple',
  '/terms': 'Terms & Conditions',
  '/products': 'Our Products',
  '/products/motor-insurance': 'Motor Insurance',
  '/products/home-insurance': 'Home Insurance',
  '/products/travel-insurance': 'Travel Insurance',
  '/products/personal-accident': 'Personal Accident Cover',
  '/products/homepackage': 'Coverage Details',
  '/product/home-basic': 'Product not found',
  '/login': 'Welcome Back',
  '/signup': 'Create Account',
  '/otp': 'Enter OTP',
  '/forgotPassword': 'Forgot Password',
} as const;

const e2e = setupServerAndBrowser();
let page: Page;

beforeEach(async () => {
  page = await e2e.browser.newPage();
});

async function expectAt(path: string, heading: string) {
  await page.waitForURL((url) => url.pathname === path);
  expect(await headingOf(page)).toBe(heading);
}

/** Point 2's top bar: phone, e-mail and address all visible (on a phone, the short address). */
async function expectTopBarShows(address: string) {
  const topBar = page.locator('.top-bar');
  for (const text of ['+254 709 519 870', 'hello@kinga-insurance.co.ke', address]) {
    expect(await topBar.getByText(text, { exact: true }).isVisible(), text).toBe(true);
  }
}

/**
 * From /login, through the links point 2 gives between the sign-in pages, then home through the auth
 * layout's Home link. /otp is the exception: the spec reaches it only after Send OTP, carrying the phone
 * number in navigation state, and no page links to it, so the walk types its address.
 */
async function walkSignInPages() {
  const steps = [
    ['Create Account', '/signup'],
    ['Log In', '/login'],
    ['Forgot password?', '/forgotPassword'],
    ['Back to Login', '/login'],
  ] as const;
  for (const [label, path] of steps) {
    await page.getByRole('main').getByRole('link', { name: label, exact: true }).click();
    await expectAt(path, routeHeadings[path]);
    expect(await overflowsHorizontally(page)).toBe(false);
  }
  await page.goto(`${e2e.server.url}/otp`);
  expect(await headingOf(page)).toBe(routeHeadings['/otp']);
  await page.getByRole('link', { name: 'Home', exact: true }).click();
  await expectAt('/', routeHeadings['/']);
}

describe('the site shell on a 1280 px screen', () => {
  beforeEach(() => page.setViewportSize(viewports.desktop));

  it('reaches every page through the navbar, its Products dropdown, the footer and the sign-in links', async () => {
    await page.goto(`${e2e.server.url}/`);
    expect(await headingOf(page)).toBe(routeHeadings['/']);
    await saveScreenshot(page, 'home-1280');
    await expectTopBarShows('5th Floor, Utalii House, Nairobi CBD');
    const navbar = page.getByRole('navigation', { name: 'Main' });

    await navbar.getByRole('link', { name: 'Terms', exact: true }).click();
    await expectAt('/terms', routeHeadings['/terms']);

    const dropdownTargets = [
      ['All products', '/products'],
      ['Motor Insurance', '/products/motor-insurance'],
      ['Home Insurance', '/products/home-insurance'],
      ['Travel Insurance', '/products/travel-insurance'],
      ['Personal Accident', '/products/personal-accident'],
    ] as const;
    for (const [label, path] of dropdownTargets) {
      await navbar.getByRole('button', { name: 'Products' }).click();
      await navbar.getByRole('link', { name: label, exact: true }).click();
      await expectAt(path, routeHeadings[path]);
    }

    await page.getByRole('link', { name: 'Get a quote' }).click();
    await expectAt('/products/homepackage', routeHeadings['/products/homepackage']);

    await navbar.getByRole('link', { name: 'Home', exact: true }).click();
    await expectAt('/', routeHeadings['/']);

    await navbar.getByRole('link', { name: 'About', exact: true }).click();
    await page.waitForURL((url) => url.hash === '#about');
    await expect.poll(() => page.getByRole('heading', { name: 'About Us' }).isVisible()).toBe(true);

    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name: 'Our products' }).click();
    await expectAt('/products', routeHeadings['/products']);
    await footer.getByRole('link', { name: 'Terms & Conditions' }).click();
    await expectAt('/terms', routeHeadings['/terms']);
    await footer.getByRole('link', { name: 'About us' }).click();
    await page.waitForURL((url) => url.pathname === '/' && url.hash === '#about');

    // Not signed in, so the Client Portal link lands on /login (the /profile guard).
    await navbar.getByRole('link', { name: 'Client Portal' }).click();
    await expectAt('/login', routeHeadings['/login']);
    await walkSignInPages();
  });

  it('restyles the navbar past 50 px of scroll and starts each new page at the top', async () => {
    // A short window, so that even a short page can scroll past 50 px.
    await page.setViewportSize({ width: viewports.desktop.width, height: 400 });
    await page.goto(`${e2e.server.url}/terms`);
    await headingOf(page);
    const header = page.locator('header.navbar');
    await expect.poll(() => header.getAttribute('data-scrolled')).toBe('false');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => header.getAttribute('data-scrolled')).toBe('true');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Our products' }).click();
    await expectAt('/products', routeHeadings['/products']);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect.poll(() => header.getAttribute('data-scrolled')).toBe('false');
  });
});

describe('the site shell on a 360 px phone', () => {
  beforeEach(() => page.setViewportSize(viewports.phone));

  it('reaches every page through the side menu and the sign-in links; the menu traps focus and closes on Escape', async () => {
    await page.goto(`${e2e.server.url}/`);
    await headingOf(page);
    await saveScreenshot(page, 'home-360');
    expect(await overflowsHorizontally(page)).toBe(false);
    await expectTopBarShows('Nairobi CBD');

    const openMenu = async () => {
      await page.getByRole('button', { name: 'Open menu' }).click();
      const menu = page.getByRole('dialog');
      await menu.waitFor();
      return menu;
    };

    let menu = await openMenu();
    await saveScreenshot(page, 'side-menu-360');
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Open menu');

    const menuTargets = [
      ['Our Products', '/products'],
      ['Motor Insurance', '/products/motor-insurance'],
      ['Home Insurance', '/products/home-insurance'],
      ['Travel Insurance', '/products/travel-insurance'],
      ['Personal Accident', '/products/personal-accident'],
      ['Terms & Conditions', '/terms'],
      ['Get a quote', '/products/homepackage'],
      ['Home', '/'],
    ] as const;
    for (const [label, path] of menuTargets) {
      menu = await openMenu();
      await menu.getByRole('link', { name: label, exact: true }).click();
      await menu.waitFor({ state: 'detached' });
      await expectAt(path, routeHeadings[path]);
      expect(await overflowsHorizontally(page)).toBe(false);
    }

    menu = await openMenu();
    await menu.getByRole('link', { name: 'Client Portal', exact: true }).click();
    await menu.waitFor({ state: 'detached' });
    await expectAt('/login', routeHeadings['/login']);
    await walkSignInPages();

    menu = await openMenu();
    await menu.getByRole('link', { name: 'About', exact: true }).click();
    await page.waitForURL((url) => url.hash === '#about');

    menu = await openMenu();
    for (let step = 0; step < 20; step += 1) {
      await page.keyboard.press('Tab');
      expect(await menu.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
  });

  it('shows every route outside the menus when opened by its address, without sideways scrolling', async () => {
    for (const [path, heading] of Object.entries(routeHeadings)) {
      await page.goto(`${e2e.server.url}${path}`);
      expect(await headingOf(page)).toBe(heading);
      expect(await overflowsHorizontally(page)).toBe(false);
    }
    await page.goto(`${e2e.server.url}/no-such-page`);
    expect(await headingOf(page)).toBe('Page not found');
  });
});

describe('the protected profile', () => {
  it('sends a visitor who is not signed in to /login, and Back does not return to /profile', async () => {
    await page.goto(`${e2e.server.url}/terms`);
    await headingOf(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Client Portal' }).click();
    await expectAt('/login', routeHeadings['/login']);
    await page.goBack();
    await expectAt('/terms', routeHeadings['/terms']);
  });
});
