// Kiswahili in a real browser (issue 28): a phone set to Kiswahili opens the site in Kiswahili before
// anything is painted, the switch moves between the languages at 360 px and the device remembers it, the
// app takes a Kiswahili page over and stays in Kiswahili as the reader moves, and the API is asked in
// Kiswahili.
import type { Browser, Page } from 'playwright-core';
import { chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueMessages } from '../../src/domain/catalogue/catalogue-messages';
import { readInLanguage } from '../../src/domain/language/current-language';
import { languageChoiceKey } from '../../src/domain/language/languages';
import { shellMessages } from '../../src/domain/shell-messages';
import { siteMessages } from '../../src/domain/site-messages';
import { coverageStepMessages } from '../../src/domain/wizard/coverage-step-messages';
import { offersMessages } from '../../src/domain/wizard/offers-messages';
import { languageChoiceScript } from '../../src/server/static/language-choice-script';
import {
  overflowsHorizontally,
  viewports,
  waitForOfflineReady,
  waitForServiceWorkerControl,
} from '../helpers/browser-page';
import { chromiumArgs, chromiumPath } from '../helpers/chromium';
import { type RunningServer, startServer } from '../helpers/start-server';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await chromium.launch({ executablePath: chromiumPath, headless: true, args: chromiumArgs });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const sw = <T>(read: () => T) => readInLanguage('sw', read);

async function phonePage(locale: string): Promise<Page> {
  const context = await browser.newContext({ locale, viewport: viewports.phone });
  return context.newPage();
}

/** Every error the page reports: a hydration mismatch among them. */
function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

describe('Kiswahili in the browser', () => {
  it("sends a phone set to Kiswahili to the Kiswahili page from the HTML's first script, before anything paints", async () => {
    const html = await (await fetch(`${server.url}/products`)).text();
    // Nothing before it but the charset: no stylesheet, no text, no picture is drawn first.
    expect(html.replace(/\s+/g, ' ')).toMatch(
      /^<!doctype html> <html lang="en"[^>]*> <head> <meta charset="UTF-8" ?\/?><script>/,
    );
    expect(html).toContain(`<script>${languageChoiceScript}</script>`);

    const page = await phonePage('sw-KE');
    await page.goto(`${server.url}/products`);
    expect(new URL(page.url()).pathname).toBe('/sw/products');
    expect(await page.getAttribute('html', 'lang')).toBe('sw-KE');
    await expect.poll(() => page.title()).toContain('Kinga');
    expect(await page.locator('header nav').first().textContent()).toContain(sw(() => shellMessages.home));
    await page.context().close();
  });

  it('switches at 360 px to English and back; the device remembers the choice', async () => {
    const page = await phonePage('sw-KE');
    const errors = pageErrors(page);
    await page.goto(`${server.url}/sw/terms`);
    expect(await overflowsHorizontally(page)).toBe(false);
    // The phone's header shows the other language only.
    await page.locator('.navbar__language').getByRole('link', { name: 'English' }).click();
    await page.waitForURL(`${server.url}/terms`);
    expect(await page.getAttribute('html', 'lang')).toBe('en-KE');
    expect(await page.evaluate((key) => localStorage.getItem(key), languageChoiceKey)).toBe('en');
    // Chosen, English wins even over a Kiswahili link and a Kiswahili phone.
    await page.goto(`${server.url}/sw/products`);
    expect(new URL(page.url()).pathname).toBe('/products');

    await page.getByRole('button', { name: shellMessages.openMenu }).click();
    await page.locator('.side-menu__language').getByRole('link', { name: 'Kiswahili' }).click();
    await page.waitForURL(`${server.url}/sw/products`);
    expect(await page.evaluate((key) => localStorage.getItem(key), languageChoiceKey)).toBe('sw');
    await page.goto(`${server.url}/products`);
    expect(new URL(page.url()).pathname).toBe('/sw/products');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('arrives in Kiswahili from the first paint: the Kiswahili page is Kiswahili HTML', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: viewports.phone });
    const page = await context.newPage();
    await page.goto(`${server.url}/`);
    const englishTitle = await page.title();
    await page.goto(`${server.url}/sw`);
    expect(await page.getAttribute('html', 'lang')).toBe('sw-KE');
    expect(await page.title()).toContain('Kinga Insurance Agency');
    expect(await page.title()).not.toBe(englishTitle);
    expect(await page.locator('header nav').first().textContent()).toContain(sw(() => shellMessages.home));
    expect(await page.getAttribute('link[rel="manifest"]', 'href')).toBe('/manifest.sw.webmanifest');
    // In full, on the server's own address here (SITE_ORIGIN in production).
    expect(await page.getAttribute('link[rel="alternate"][hreflang="en"]', 'href')).toBe(`${server.url}/`);
    expect(await page.getAttribute('link[rel="canonical"]', 'href')).toBe(`${server.url}/sw`);
    await context.close();
  });

  it('keeps the app in Kiswahili as the reader moves, and asks the API in Kiswahili', async () => {
    // A wide screen, whose header shows "Get a quote" (a phone's is in the side menu).
    const context = await browser.newContext({ locale: 'sw-KE', viewport: viewports.desktop });
    const page = await context.newPage();
    const errors = pageErrors(page);
    const apiLanguages: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/'))
        apiLanguages.push(request.headers()['accept-language'] ?? '');
    });
    await page.goto(`${server.url}/sw`);
    await page.waitForLoadState('networkidle');
    // A link followed inside the app keeps the /sw prefix, without loading a new page.
    await page.evaluate(() => Object.assign(window, { stayedOnPage: true }));
    await page
      .getByRole('link', { name: sw(() => shellMessages.getQuote) })
      .first()
      .click();
    await page.waitForURL(`${server.url}/sw/products/homepackage`);
    expect(await page.evaluate(() => (window as { stayedOnPage?: boolean }).stayedOnPage)).toBe(true);
    expect(errors).toEqual([]);
    // A page that asks the API as it opens: the public check of a document's code.
    await page.goto(`${server.url}/sw/verify/ABCD-2345`);
    await expect.poll(() => apiLanguages.length, { timeout: 15_000 }).toBeGreaterThan(0);
    expect(new Set(apiLanguages)).toEqual(new Set(['sw']));
    await page.context().close();
  });

  it("shows a tenant's offers in Kiswahili at 360 px: the products' descriptions, benefits and a summary of their terms", async () => {
    const page = await phonePage('sw-KE');
    await page.goto(`${server.url}/sw/products/homepackage`);
    await page.getByRole('radio', { name: sw(() => coverageStepMessages.tenantLabel) }).check();
    await page.getByLabel(sw(() => coverageStepMessages.householdTotal)).fill('350000');
    await page.getByRole('button', { name: sw(() => coverageStepMessages.next) }).click();
    const mpangaji = page.locator('article.product-card', { hasText: 'Mpangaji Contents Cover' });
    await mpangaji.waitFor();
    expect(await mpangaji.locator('.product-card__description').textContent()).toBe(
      sw(() => catalogueMessages.mpangajiDescription),
    );
    expect(
      await mpangaji.getByRole('button', { name: sw(() => catalogueMessages.householdContents) }).count(),
    ).toBe(1);
    expect(await overflowsHorizontally(page)).toBe(false);
    await mpangaji.getByRole('button', { name: sw(() => offersMessages.viewTerms) }).click();
    const terms = page.getByRole('dialog');
    await terms.getByRole('heading', { name: sw(() => catalogueMessages.termsSummaryTitle) }).waitFor();
    const text = (await terms.textContent()) ?? '';
    expect(text).toContain(sw(() => catalogueMessages.mpangajiExcess));
    expect(text).toContain(sw(() => catalogueMessages.termsBindingInEnglish));
    // The binding clauses follow, in English.
    expect(text).toContain('What is not covered');
    await page.context().close();
  });

  it('opens Kiswahili pages offline after one visit, prerendered or not', async () => {
    const context = await browser.newContext({ locale: 'sw-KE', viewport: viewports.phone });
    const page = await context.newPage();
    await page.goto(`${server.url}/sw`);
    await waitForOfflineReady(page);
    await context.setOffline(true);
    const home = sw(() => shellMessages.home);
    for (const path of ['/sw/products/motor-insurance', '/sw/product/any-product']) {
      await page.goto(`${server.url}${path}`);
      expect(await page.getAttribute('html', 'lang'), path).toBe('sw-KE');
      await expect
        .poll(() => page.locator('header nav').first().textContent(), { timeout: 10_000 })
        .toContain(home);
    }
    // Moving inside the app offline fetches a lazy page's chunk and its Kiswahili texts from the worker.
    await page
      .getByRole('link', { name: sw(() => shellMessages.terms) })
      .first()
      .click();
    await page.waitForURL(`${server.url}/sw/terms`);
    expect(await page.getAttribute('html', 'lang')).toBe('sw-KE');
    await context.close();
  });

  it('serves the prerendered Kiswahili page, not the empty shell, before the offline download has it', async () => {
    // The worker takes over on the first English page; the Kiswahili pages wait for its background
    // download. Until then it fetches them: its shell would make the app draw the whole page.
    const context = await browser.newContext({ viewport: viewports.phone });
    const page = await context.newPage();
    await page.goto(`${server.url}/`);
    await waitForServiceWorkerControl(page);
    const response = await page.goto(`${server.url}/sw/products`);
    expect(await response?.text()).toMatch(/<div id="root"><[a-z]/);
    await context.close();
  });

  it('answers a Kiswahili route nobody prerendered with the Kiswahili shell', async () => {
    const html = await (await fetch(`${server.url}/sw/product/any-product`)).text();
    expect(html).toContain('<html lang="sw-KE">');
    expect(html).toMatch(/<script type="module" crossorigin src="\/assets\/kiswahili-[\w-]+\.js"><\/script>/);
    const manifest = await (await fetch(`${server.url}/manifest.sw.webmanifest`)).json();
    expect(manifest).toMatchObject({
      id: '/',
      start_url: '/sw',
      lang: 'sw-KE',
      description: sw(() => siteMessages.appDescription),
    });
  });
});
