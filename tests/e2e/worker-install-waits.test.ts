import { describe, expect, it } from 'vitest';
import { headingOf, viewports } from '../helpers/browser-page';
import { launchChromium } from '../helpers/chromium';
import { setupServerAndBrowser } from '../helpers/e2e-setup';

const e2e = setupServerAndBrowser();

// The worker's install downloads the pages and their files: on a slow line it must not come in the middle
// of the visitor's first quote (src/client/ui/when-line-is-free.ts).
describe('the service worker on a first visit', () => {
  it("is not installed while the first quote is on its way, and is once the line is free (nor is the footer's script)", async () => {
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
      // The footer's script waits for the line too (ui/hydrate-near-view.ts), though the footer is in view
      // under the short first step.
      const footerFetches: string[] = [];
      page.on('request', (request) => {
        if (/\/assets\/footer-[\w-]+\.js$/.test(request.url())) footerFetches.push(request.url());
      });
      const registered = () =>
        page.evaluate(async () => (await navigator.serviceWorker.getRegistration()) !== undefined);

      // A slow line: the page's files are still arriving while the visitor answers the first step, so the
      // line has no quiet second before the quote is asked. On a loaded machine a visitor driven by the test
      // can take longer than that second to reach the Next button; the worker would then rightly install
      // first, and the test would not be about the quote.
      await page.addInitScript(() => {
        const arriving = () => {
          if ((window as { quoteAsked?: boolean }).quoteAsked) return;
          void fetch('/manifest.webmanifest', { cache: 'no-store' }).finally(() => setTimeout(arriving, 150));
        };
        arriving();
      });
      await page.goto(`${e2e.server.url}/products/homepackage`, { waitUntil: 'commit' });
      await headingOf(page);
      await page.getByRole('radio', { name: /tenant/ }).check();
      const household = page.getByLabel('Total value of household items');
      await household.fill('350000');
      await page.getByRole('button', { name: 'Next' }).click();
      await quoteAsked;
      await page.evaluate(() => {
        (window as { quoteAsked?: boolean }).quoteAsked = true;
      });

      // Three seconds of a slow answer: long enough for an idle page to have registered the worker.
      await page.waitForTimeout(3000);
      expect(await registered()).toBe(false);
      expect(footerFetches).toEqual([]);

      answerQuote();
      await page.locator('article.product-card').first().waitFor();
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
        timeout: 30_000,
      });
      expect(await registered()).toBe(true);
      expect(footerFetches).toHaveLength(1);
    } finally {
      await firstVisit.close();
    }
  });
});
