import { describe, expect, it } from 'vitest';
import { headingOf, viewports } from '../helpers/browser-page';
import { launchChromium } from '../helpers/chromium';
import { setupServerAndBrowser } from '../helpers/e2e-setup';

const e2e = setupServerAndBrowser();

// The worker's install downloads the pages and their files: on a slow line it must not come in the middle
// of the visitor's first quote (src/client/ui/when-line-is-free.ts).
describe('the service worker on a first visit', () => {
  it('is not installed while the first quote is on its way, and is once the line is free', async () => {
    const firstVisit = await launchChromium();
    try {
      const page = await firstVisit.newPage();
      await page.setViewportSize(viewports.phone);
      let answerQuote = () => {};
      const quoteHeld = new Promise<void>((resolve) => (answerQuote = resolve));
      const quoteAsked = new Promise<void>((resolve) =>
        page.route('**/api/home-insurance/quotations/quote', async (route) => {
          resolve();
          await quoteHeld;
          await route.continue();
        }),
      );
      const registered = () =>
        page.evaluate(async () => (await navigator.serviceWorker.getRegistration()) !== undefined);

      // The visitor answers the first step as soon as the app owns it, before the line has had a quiet
      // second.
      await page.goto(`${e2e.server.url}/products/homepackage`, { waitUntil: 'commit' });
      await headingOf(page);
      await page.getByRole('radio', { name: /tenant/ }).check();
      const household = page.getByLabel('Total value of household items');
      await household.fill('350000');
      await page.getByRole('button', { name: 'Next' }).click();
      await quoteAsked;

      // Three seconds of a slow answer: long enough for an idle page to have registered the worker.
      await page.waitForTimeout(3000);
      expect(await registered()).toBe(false);

      answerQuote();
      await page.locator('article.product-card').first().waitFor();
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
        timeout: 30_000,
      });
      expect(await registered()).toBe(true);
    } finally {
      await firstVisit.close();
    }
  });
});
