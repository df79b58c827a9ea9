import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '../helpers/axe';
import { headingOf, overflowsHorizontally, scrollThrough, viewports } from '../helpers/browser-page';
import { setupServerAndBrowser } from '../helpers/e2e-setup';
import { publicPages } from '../helpers/public-pages';

const e2e = setupServerAndBrowser();
let page: Page;

beforeAll(async () => {
  page = await e2e.browser.newPage();
});

async function open(path: string) {
  await page.goto(`${e2e.server.url}${path}`);
  await headingOf(page);
}

describe.each([
  ['360 px phone', viewports.phone],
  ['1280 px screen', viewports.desktop],
])('on a %s', (_name, viewport) => {
  it.each(publicPages)('%s has no axe-core violations', async (path) => {
    await page.setViewportSize(viewport);
    await open(path);
    // Sections fade in as they scroll into view: check them as a visitor who scrolled down sees them.
    await scrollThrough(page);
    expect(await axeViolations(page)).toEqual([]);
  });
});

describe('on the narrowest phone (320 px)', () => {
  it.each(publicPages)('%s does not scroll sideways', async (path) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await open(path);
    expect(await overflowsHorizontally(page)).toBe(false);
  });
});
