import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { sessionStorageKey } from '../../src/client/state/session-storage';
import { connectionMessages } from '../../src/domain/connection-messages';
import { readInLanguage } from '../../src/domain/language/current-language';
import { policiesMessages } from '../../src/domain/policies-messages';
import { signupMessages } from '../../src/domain/signup-messages';
import { headingOf, viewports } from '../helpers/browser-page';
import { launchChromium } from '../helpers/chromium';
import { builtFile, builtScripts, chunkOf, libraryMarkers, routePageModules } from '../helpers/client-chunks';
import { setupServerAndBrowser } from '../helpers/e2e-setup';
import { sampleClient, signedUpSession } from '../helpers/stored-session';

const e2e = setupServerAndBrowser();

/** The site path of every script the page itself asks for, in order (the service worker's are not). */
function recordScripts(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') paths.push(new URL(request.url()).pathname);
  });
  return paths;
}

const carrying = (scripts: string[], marker: string) =>
  scripts.filter((path) => builtFile(path).includes(marker));

describe('lazily loaded routes', () => {
  it('builds every route’s page as a chunk of its own', () => {
    for (const module of routePageModules) {
      expect(
        builtScripts().filter((path) => chunkOf(module).test(path)),
        module,
      ).toHaveLength(1);
    }
  });

  it('ships zod without its JSON Schema generator: only the server makes openapi.json', () => {
    const scripts = builtScripts();
    expect(scripts.some((path) => builtFile(path).includes(libraryMarkers.zod))).toBe(true);
    expect(scripts.filter((path) => builtFile(path).includes('json-schema.org/draft'))).toEqual([]);
  });

  it("draws lucide's icons with our own factory: lucide's provider and node builder are in no script", () => {
    const scripts = builtScripts();
    // The house's roof, from lucide's icon data, is still drawn.
    expect(scripts.some((path) => builtFile(path).includes('M3 10a2 2 0 0 1 .709-1.528l7-6'))).toBe(true);
    expect(scripts.filter((path) => builtFile(path).includes('absoluteStrokeWidth'))).toEqual([]);
  });

  it('carries the Kiswahili texts in one script of their own, and no other script carries any', () => {
    const kiswahili = readInLanguage('sw', () => connectionMessages.offlineBanner);
    const carriers = builtScripts().filter((path) => builtFile(path).includes(kiswahili));
    expect(carriers).toHaveLength(1);
    expect(carriers[0]).toMatch(/^\/assets\/kiswahili-[\w-]+\.js$/);
    // The English stays in the chunks that show it.
    expect(carrying(builtScripts(), connectionMessages.offlineBanner)).not.toEqual([]);
  });

  it('the home page loads no other page’s chunk, nor Dexie, zod or motion, nor does the wizard until the visitor starts', async () => {
    const page = await e2e.browser.newPage();
    await page.setViewportSize(viewports.desktop);
    const scripts = recordScripts(page);
    await page.goto(`${e2e.server.url}/`, { waitUntil: 'networkidle' });
    expect(await headingOf(page)).toBe('Insurance made simple');

    expect(scripts.filter((path) => chunkOf('home-page').test(path))).toHaveLength(1);
    // The wizard, product details, the portal and the sign-in pages among them.
    for (const module of routePageModules.filter((name) => name !== 'home-page')) {
      expect(
        scripts.filter((path) => chunkOf(module).test(path)),
        module,
      ).toEqual([]);
    }
    for (const [library, marker] of Object.entries(libraryMarkers)) {
      expect(carrying(builtScripts(), marker), `${library} is somewhere in the build`).not.toEqual([]);
      expect(carrying(scripts, marker), library).toEqual([]);
    }

    // Opening the wizard on a device with no saved draft loads none of them: its first step needs none.
    const loadedBefore = scripts.length;
    await page.getByRole('link', { name: 'Get a quote' }).click();
    await page.waitForURL((url) => url.pathname === '/products/homepackage');
    expect(await headingOf(page)).toBe('Coverage Details');
    await page.waitForLoadState('networkidle');
    const wizardScripts = () => scripts.slice(loadedBefore);
    expect(wizardScripts().filter((path) => chunkOf('home-package-page').test(path))).toHaveLength(1);
    for (const [library, marker] of Object.entries(libraryMarkers)) {
      expect(carrying(wizardScripts(), marker), library).toEqual([]);
    }

    // Once the visitor starts, the draft's store and the catalogue's check arrive (so the checks above
    // would have seen them), and the next step; its dialogs (motion) wait until the quotes are on screen.
    // The store waits for a pause first (home-package-wizard.tsx).
    await page.getByRole('radio', { name: /tenant/ }).check();
    for (const library of ['dexie', 'zod'] as const) {
      await expect
        .poll(() => carrying(wizardScripts(), libraryMarkers[library]).length, {
          message: library,
          timeout: 10_000,
        })
        .toBeGreaterThan(0);
    }
    await expect.poll(() => scripts.some((path) => chunkOf('policy-step').test(path))).toBe(true);
    await page.waitForLoadState('networkidle');
    expect(carrying(wizardScripts(), libraryMarkers.motion)).toEqual([]);
  });

  it('a quote asked at once on a first visit goes before the draft’s store, which follows its answer', async () => {
    // A first visit, in a browser of its own: a draft the other tests leave would be restored, store and all.
    const firstVisit = await launchChromium();
    const page = await firstVisit.newPage();
    await page.setViewportSize(viewports.phone);
    const events: string[] = [];
    page.on('request', (request) => events.push(`start ${new URL(request.url()).pathname}`));
    page.on('requestfinished', (request) => events.push(`end ${new URL(request.url()).pathname}`));
    // As on a slow line, the catalogue's prices are still on their way when the visitor taps Next.
    const quoteAsked = new Promise<void>((resolve) =>
      page.on('request', (request) => {
        if (request.url().endsWith('/quotations/quote')) resolve();
      }),
    );
    await page.route('**/api/home-insurance/catalogue/', async (route) => {
      await quoteAsked;
      await route.continue();
    });
    await page.goto(`${e2e.server.url}/products/homepackage`, { waitUntil: 'networkidle' });
    // A visitor quick with their answer: tenant, the household's value and Next within a few
    // milliseconds, in the page itself (Playwright's steps take long enough on a loaded machine for the
    // store's pause to pass between them).
    await page.locator('input[type="radio"]').first().waitFor();
    await page.evaluate(async () => {
      const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
      const labelled = (text: string) =>
        [...document.querySelectorAll('input')].find((input) =>
          input.labels?.[0]?.textContent?.includes(text),
        );
      labelled('tenant')?.click();
      await settle();
      const household = labelled('Total value of household items') as HTMLInputElement;
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(household, '350000');
      household.dispatchEvent(new Event('input', { bubbles: true }));
      await settle();
      [...document.querySelectorAll('button')].find((button) => button.textContent === 'Next')?.click();
    });
    await page.locator('article.product-card').first().waitFor();
    await page.waitForLoadState('networkidle');
    const quoteAnswered = events.indexOf('end /api/home-insurance/quotations/quote');
    const storeAsked = events.findIndex(
      (event) =>
        event.startsWith('start /assets/') && builtFile(event.slice(6)).includes(libraryMarkers.dexie),
    );
    expect(quoteAnswered).toBeGreaterThan(-1);
    expect(storeAsked, events.join('\n')).toBeGreaterThan(quoteAnswered);
    await firstVisit.close();
  });

  it('the sign-up form loads zod and its rules at the visitor’s first tap, and still checks them on Create Account', async () => {
    const page = await e2e.browser.newPage();
    await page.setViewportSize(viewports.phone);
    const scripts = recordScripts(page);
    await page.goto(`${e2e.server.url}/signup`, { waitUntil: 'networkidle' });
    expect(await headingOf(page)).toBe('Create Account');
    expect(carrying(scripts, libraryMarkers.zod)).toEqual([]);

    await page.getByLabel('Full Name').fill('A');
    await expect.poll(() => carrying(scripts, libraryMarkers.zod).length).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText(signupMessages.nameTooShort).waitFor();
    await page.close();
  });

  it('the wizard’s HTML lists its page chunk and that chunk’s imports for its start, and nothing else', async () => {
    // The wizard arrives prerendered (its first step); the script it starts with fetches these together.
    const html = await (await fetch(`${e2e.server.url}/products/homepackage`)).text();
    const preloaded = (/data-app-scripts="([^"]+)"/.exec(html)?.[1] ?? '').split(' ');
    expect(preloaded.filter((path) => chunkOf('home-package-page').test(path))).toHaveLength(1);
    expect(preloaded.filter((path) => !builtScripts().includes(path))).toEqual([]);
    // The first step's own needs only: no Dexie, zod or motion (each loads once needed).
    for (const [library, marker] of Object.entries(libraryMarkers)) {
      expect(carrying(preloaded, marker), library).toEqual([]);
    }
    // The home page arrives prerendered: its scripts, its page chunk among them, are not fetched beside what
    // its first paint needs, but listed for the script that starts them after that paint.
    const home = await (await fetch(`${e2e.server.url}/`)).text();
    expect(home).not.toMatch(/<link rel="modulepreload"/);
    expect(/data-app-scripts="([^"]+)"/.exec(home)?.[1]).toMatch(/\/assets\/home-page-[\w-]+\.js/);
  });

  it('the wizard’s HTML links its stylesheets, which the page then does not fetch twice', async () => {
    const html = await (await fetch(`${e2e.server.url}/products/homepackage`)).text();
    const linked = [...html.matchAll(/<link rel="stylesheet" crossorigin href="([^"]+)">/g)].map(
      (match) => match[1] ?? '',
    );
    expect(linked.length).toBeGreaterThan(1);
    const page = await e2e.browser.newPage();
    const styles: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet') styles.push(new URL(request.url()).pathname);
    });
    await page.goto(`${e2e.server.url}/products/homepackage`, { waitUntil: 'networkidle' });
    expect(await headingOf(page)).toBe('Coverage Details');
    for (const path of linked)
      expect(
        styles.filter((style) => style === path),
        path,
      ).toHaveLength(1);
    await page.close();
  });

  it('the portal opens on Personal Info without the policies room or the Account section, which load when opened', async () => {
    const page = await e2e.browser.newPage();
    await page.addInitScript(({ key, value }) => localStorage.setItem(key, value), {
      key: sessionStorageKey,
      value: await signedUpSession(e2e.server),
    });
    await page.setViewportSize(viewports.desktop);
    const scripts = recordScripts(page);
    await page.goto(`${e2e.server.url}/profile`, { waitUntil: 'networkidle' });
    await page.getByRole('region', { name: 'Personal Info' }).getByText(sampleClient.name).waitFor();
    const later = ['my-policies-section', 'account-section', 'edit-profile-dialog'];
    for (const module of later)
      expect(
        scripts.filter((path) => chunkOf(module).test(path)),
        module,
      ).toEqual([]);

    const menu = page.getByRole('navigation', { name: 'Profile sections' });
    await menu.getByRole('button', { name: 'My Policies' }).click();
    await page.getByRole('region', { name: 'My Policies' }).getByText(policiesMessages.empty).waitFor();
    await menu.getByRole('button', { name: 'Account' }).click();
    await page.getByRole('button', { name: 'Change Password' }).waitFor();
    for (const module of later.slice(0, 2))
      expect(
        scripts.filter((path) => chunkOf(module).test(path)),
        module,
      ).toHaveLength(1);
    await page.close();
  });
});
