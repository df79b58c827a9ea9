import { statSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { avifCopyPath, pictureWidths } from '../../src/client/ui/picture-sources';
import {
  headingOf,
  viewports,
  waitForOfflineFiles,
  waitForServiceWorkerControl,
} from '../helpers/browser-page';
import { setupServerAndBrowser } from '../helpers/e2e-setup';
import { publicPages } from '../helpers/public-pages';

// Every picture the spec names, by its path (point 7), plus the hero pictures.
const namedPictures = [
  '/images/house.jpg',
  '/images/personal.jpg',
  ...Array.from({ length: 7 }, (_, index) => `/${index + 1}.png`),
];
const heroPictures = ['welcome', 'motor', 'home', 'health'].map((name) => `/images/hero/${name}.svg`);
// The smaller copies a phone fetches instead of the JPEGs (src/client/ui/picture-sources.ts).
const avifCopies = ['/images/house.jpg', '/images/personal.jpg'].flatMap((jpeg) =>
  pictureWidths.map((width) => avifCopyPath(jpeg, width)),
);

const e2e = setupServerAndBrowser();
let page: Page;

beforeAll(async () => {
  page = await e2e.browser.newPage();
  await page.setViewportSize(viewports.phone);
});

/** Whether every <img> in main has finished loading real pixels (lazy ones are scrolled to first). */
async function picturesLoaded(): Promise<{ src: string; ok: boolean }[]> {
  // The pictures nobody waits for (ui/unhurried-image.tsx) get their address once the line is free.
  await page.waitForFunction(() =>
    [...document.querySelectorAll('main img')].every((image) => image.hasAttribute('src')),
  );
  return page.locator('main img').evaluateAll(async (images) => {
    const results: { src: string; ok: boolean }[] = [];
    for (const image of images as HTMLImageElement[]) {
      image.loading = 'eager';
      if (!image.complete) {
        await new Promise((resolve) => {
          image.addEventListener('load', resolve, { once: true });
          image.addEventListener('error', resolve, { once: true });
          setTimeout(resolve, 3000);
        });
      }
      results.push({ src: image.getAttribute('src') ?? '', ok: image.naturalWidth > 0 });
    }
    return results;
  });
}

describe('the public pages’ pictures', () => {
  it('exist at the spec’s paths, each under 60 KB', () => {
    for (const path of [...namedPictures, ...heroPictures, ...avifCopies, '/images/travel.svg']) {
      const bytes = statSync(new URL(`../../public${path}`, import.meta.url)).size;
      expect(bytes, path).toBeGreaterThan(1_000);
      expect(bytes, path).toBeLessThan(60 * 1024);
    }
  });

  // The terms page has no pictures.
  it.each(publicPages.filter((path) => path !== '/terms'))(
    'on %s carry width and height, and load lazily only below the fold',
    async (path) => {
      await page.goto(`${e2e.server.url}${path}`);
      await headingOf(page);
      const images = await page.locator('main img').evaluateAll((list) =>
        (list as HTMLImageElement[]).map((image) => ({
          src: image.getAttribute('src'),
          width: image.getAttribute('width'),
          height: image.getAttribute('height'),
          lazy: image.loading === 'lazy',
          aboveFold:
            image.getBoundingClientRect().top < window.innerHeight &&
            image.getBoundingClientRect().bottom > 0,
          current: image.closest('[data-state]')?.getAttribute('data-state') ?? 'current',
        })),
      );
      expect(images.length).toBeGreaterThan(0);
      for (const image of images) {
        expect(Number(image.width), `${image.src} width`).toBeGreaterThan(0);
        expect(Number(image.height), `${image.src} height`).toBeGreaterThan(0);
        // A picture a visitor sees on arrival is never lazy: it would delay the largest paint.
        if (image.aboveFold && image.current === 'current')
          expect(image.lazy, `${image.src} lazy`).toBe(false);
      }
    },
  );
});

describe('the JPEG drawings', () => {
  it.each([
    ['/products/home-insurance', '/images/house.jpg'],
    ['/products/personal-accident', '/images/personal.jpg'],
  ])('on %s, a phone fetches an AVIF copy a third the size of %s, never the JPEG', async (path, jpeg) => {
    const fetched: string[] = [];
    const record = (request: { url: () => string }) => fetched.push(new URL(request.url()).pathname);
    page.on('request', record);
    try {
      await page.goto(`${e2e.server.url}${path}`, { waitUntil: 'networkidle' });
      const shown = await page
        .locator('main .product-hero__image')
        .evaluate((image) => new URL((image as HTMLImageElement).currentSrc).pathname);
      expect(pictureWidths.map((width) => avifCopyPath(jpeg, width))).toContain(shown);
      expect(fetched).toContain(shown);
      expect(fetched).not.toContain(jpeg);
      const size = (file: string) => statSync(new URL(`../../public${file}`, import.meta.url)).size;
      expect(size(shown)).toBeLessThan(size(jpeg) / 3);
    } finally {
      page.off('request', record);
    }
  });
});

describe('offline, after one visit', () => {
  it('keeps every picture once, and shows them with the server gone and the network off', async () => {
    await page.goto(`${e2e.server.url}/`);
    await headingOf(page);
    await waitForServiceWorkerControl(page);
    // The pictures come with the background download, once the page is idle.
    const precached = await waitForOfflineFiles(page, [
      ...namedPictures,
      ...heroPictures,
      ...avifCopies,
      '/map-nairobi-cbd.svg',
    ]);
    expect(precached.some((path) => /figtree-latin-wght-normal-.*\.woff2$/.test(path))).toBe(true);
    expect(new Set(precached).size).toBe(precached.length);

    expect(await e2e.server.stop()).toBe(0);
    await e2e.browser.setOffline(true);
    try {
      for (const path of [
        '/',
        '/products/motor-insurance',
        '/products/home-insurance',
        '/products/personal-accident',
      ]) {
        await page.goto(`${e2e.server.url}${path}`);
        await headingOf(page);
        for (const picture of await picturesLoaded()) expect(picture.ok, `${path} ${picture.src}`).toBe(true);
      }
      // The map is a drawn plan with a link out, never a broken frame.
      await page.goto(`${e2e.server.url}/`);
      await headingOf(page);
      expect(await page.locator('iframe').count()).toBe(0);
      // Drawn once, in the footer, which the app draws once the line is free (ui/hydrate-near-view.tsx).
      const map = page.locator('footer .map-panel');
      await map.first().waitFor({ timeout: 15_000 });
      expect(await map.count()).toBe(1);
      expect(await map.getAttribute('href')).toMatch(/^https:\/\/www\.openstreetmap\.org\//);
      // The plan loads lazily: scrolled to, the footer's script and then the plan come from the precache.
      await map.scrollIntoViewIfNeeded();
      await expect
        .poll(() => map.locator('img').evaluate((image) => (image as HTMLImageElement).naturalWidth > 0), {
          timeout: 15_000,
        })
        .toBe(true);
    } finally {
      await e2e.browser.setOffline(false);
    }
  });
});
