// The journey the spec gives a first-time visitor to a price: open `/`, the side menu's "Get a quote", then
// the wizard's first step answered as a tenant, up to the quotes on screen. Times run from opening `/`.
import type { Page } from 'playwright-core';
import { viewports } from '../../tests/helpers/browser-page';

export interface JourneyTimes {
  headingMs: number;
  quotesMs: number;
}

// Slow 3G takes seconds per step; a broken step should still end the audit, not hang it.
const stepTimeout = 60_000;

// The page is on screen before its scripts; a tap that lands before even the first small script has run
// does nothing, and a person taps again when nothing happened. Taps after that script has run are kept for
// the app (src/server/static/page-start-script.ts).
const tapAgainAfterMs = 3000;

async function openSideMenu(page: Page): Promise<void> {
  const link = page.getByRole('dialog').getByRole('link', { name: 'Get a quote' });
  for (;;) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    const opened = await link.waitFor({ state: 'visible', timeout: tapAgainAfterMs }).then(
      () => true,
      () => false,
    );
    if (opened) return;
  }
}

export async function quoteAsTenantFromHome(page: Page, baseUrl: string): Promise<JourneyTimes> {
  page.setDefaultTimeout(stepTimeout);
  await page.setViewportSize(viewports.phone);
  const started = Date.now();
  await page.goto(`${baseUrl}/`, { waitUntil: 'commit' });
  await page.locator('main h1').waitFor({ state: 'visible' });
  const headingMs = Date.now() - started;
  await openSideMenu(page);
  await page.getByRole('dialog').getByRole('link', { name: 'Get a quote' }).click();
  await page.getByRole('radio', { name: /tenant/ }).check();
  await page
    .getByRole('group', { name: 'Household items' })
    .getByLabel('Total value of household items')
    .fill('350000');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.locator('article.product-card').first().waitFor({ state: 'visible' });
  return { headingMs, quotesMs: Date.now() - started };
}
