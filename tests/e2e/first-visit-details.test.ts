// The small things a first visit meets, checked in Chromium as a visitor sees them.
import type { Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { agency } from '../../src/domain/business';
import { headingOf, scrollThrough, viewports } from '../helpers/browser-page';
import { setupServerAndBrowser } from '../helpers/e2e-setup';

const e2e = setupServerAndBrowser();
let page: Page;

beforeEach(async () => {
  page = await e2e.browser.newPage();
});
afterEach(async () => {
  await page.close();
});

async function open(path: string, viewport: { width: number; height: number } = viewports.phone) {
  await page.setViewportSize(viewport);
  await page.goto(`${e2e.server.url}${path}`);
  await headingOf(page);
}

const hrefs = (selector: string) =>
  page.locator(selector).evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));

describe('a first visit', () => {
  it('links to no placeholder site: partners without a configured site show no link, motor Buy Now goes to the online purchase site', async () => {
    await open('/', viewports.desktop);
    expect(await page.locator('.partner-card').count()).toBe(4);
    expect(await page.locator('.partner-card a').count()).toBe(0);
    await open('/products/motor-insurance', viewports.desktop);
    const buyNow = await hrefs('.showcase-slide a');
    expect(buyNow).toHaveLength(7);
    for (const href of buyNow) expect(href).toBe(agency.onlinePurchaseSite);
    for (const path of ['/', '/products/motor-insurance']) {
      await open(path, viewports.desktop);
      for (const href of await hrefs('a[href]')) expect(href).not.toMatch(/\.example(\/|$)/);
    }
  });

  it('draws the map of the office once on the home page', async () => {
    await open('/');
    await scrollThrough(page);
    const map = page.getByRole('img', { name: /Street plan of Nairobi CBD/ });
    // The plan is shown once the line is free (ui/unhurried-image.tsx): on a loaded machine, later than the
    // scroll.
    await map.first().waitFor({ timeout: 20_000 });
    expect(await map.count()).toBe(1);
  });

  it('says which hours are the office and which the 24/7 claims line', async () => {
    await open('/');
    await scrollThrough(page);
    for (const where of ['.contact', 'footer']) {
      const text = (await page.locator(where).first().textContent()) ?? '';
      expect(text, where).toMatch(/Office hours:?\s*Mon-Fri, 9am-5pm/);
      expect(text, where).toMatch(/Claims line:?\s*24\/7/);
    }
  });

  it('gives every carousel dot a target of at least 44 × 44 px, at 360 and 1280 px', async () => {
    for (const viewport of [viewports.phone, viewports.desktop]) {
      for (const path of ['/', '/products/motor-insurance']) {
        await open(path, viewport);
        const sizes = await page
          .locator('.carousel-dots__dot')
          .evaluateAll((dots) => dots.map((dot) => dot.getBoundingClientRect()));
        expect(sizes.length).toBeGreaterThan(0);
        for (const size of sizes) {
          expect(size.width, `${path} at ${viewport.width}`).toBeGreaterThanOrEqual(44);
          expect(size.height, `${path} at ${viewport.width}`).toBeGreaterThanOrEqual(44);
        }
      }
    }
  });

  it('ends the Home Insurance page with a Get Quote button to the wizard', async () => {
    await open('/products/home-insurance');
    const links = page.locator('main a');
    const last = links.nth((await links.count()) - 1);
    expect(await last.textContent()).toMatch(/Get Quote/);
    expect(await last.getAttribute('href')).toBe('/products/homepackage');
  });

  it('has a web manifest that promises no travel cover, which is coming soon', async () => {
    const manifest = await (await fetch(`${e2e.server.url}/manifest.webmanifest`)).json();
    expect(JSON.stringify(manifest)).not.toMatch(/travel/i);
    expect(manifest.description).toMatch(/home/i);
  });
});
