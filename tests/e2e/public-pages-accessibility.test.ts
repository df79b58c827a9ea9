import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { type AxeViolation, axeViolations } from '../helpers/axe';
import { headingOf, overflowsHorizontally, scrollThrough, viewports } from '../helpers/browser-page';
import { setupServerAndBrowser } from '../helpers/e2e-setup';

// Issue 5's public pages.
const publicPages = [
  '/',
  '/products',
  '/products/home-insurance',
  '/products/motor-insurance',
  '/products/personal-accident',
  '/products/travel-insurance',
  '/terms',
] as const;

const e2e = setupServerAndBrowser();
let page: Page;

beforeAll(async () => {
  page = await e2e.browser.newPage();
});

/**
 * The shell's top bar sits outside every landmark (axe's best-practice rule "region"). The shell is another
 * issue's work, in progress; this is the one finding set aside, node by node, so anything else still fails.
 */
async function violationsOutsideTopBarRegion(): Promise<AxeViolation[]> {
  const violations = await axeViolations(page);
  const kept: AxeViolation[] = [];
  for (const violation of violations) {
    const targets: string[] = [];
    for (const target of violation.targets) {
      const inTopBar = await page.evaluate(
        (selector) => document.querySelector(selector)?.closest('.top-bar') !== null,
        target,
      );
      if (!(violation.id === 'region' && inTopBar)) targets.push(target);
    }
    if (targets.length > 0) kept.push({ ...violation, targets });
  }
  return kept;
}

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
    expect(await violationsOutsideTopBarRegion()).toEqual([]);
  });
});

describe('on the narrowest phone (320 px)', () => {
  it.each(publicPages)('%s does not scroll sideways', async (path) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await open(path);
    expect(await overflowsHorizontally(page)).toBe(false);
  });
});
