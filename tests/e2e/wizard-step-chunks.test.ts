// Steps 2–6 of the wizard are chunks of their own. A step whose chunk cannot be fetched (no signal, and not
// yet stored by the service worker) says so with Try again, which works once the connection is back.
import { chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertChromiumInstalled, chromiumArgs, chromiumPath, newProfileDir } from '../helpers/chromium';
import { type RunningServer, startServer } from '../helpers/start-server';
import { expectHeading, openFreshWizard } from '../helpers/wizard-journey';

let server: RunningServer;

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

describe('a wizard step whose chunk cannot be fetched', () => {
  it('says the part could not be loaded, and Try again shows the step once it can be', async () => {
    assertChromiumInstalled();
    // No service worker: it would answer from its precache, and this is the phone that has none yet.
    const browser = await chromium.launchPersistentContext(newProfileDir(), {
      executablePath: chromiumPath,
      headless: true,
      args: chromiumArgs,
      serviceWorkers: 'block',
    });
    try {
      const page = await browser.newPage();
      await openFreshWizard(page, server.url);
      await page.route(/\/assets\/policy-step-[^/]+\.js$/, (route) => route.abort('internetdisconnected'));
      await page.getByRole('radio', { name: /tenant/ }).check();
      await page
        .getByRole('group', { name: 'Household items' })
        .getByLabel('Total value of household items')
        .fill('350000');
      await page.getByRole('button', { name: 'Next' }).click();
      await expectHeading(page, 'Choose Your Policy');
      const problem = page.getByRole('alert').filter({ hasText: 'could not be loaded' });
      expect(await problem.textContent()).toContain(
        'This part of the app could not be loaded. Check your connection, then try again.',
      );

      await page.unroute(/\/assets\/policy-step-[^/]+\.js$/);
      // Try again reloads the page, which resumes at the step from the draft saved at the step change.
      await page.getByRole('button', { name: 'Try again' }).click();
      await expectHeading(page, 'Choose Your Policy');
      await page.locator('article.product-card').first().waitFor();
      expect(await problem.count()).toBe(0);
    } finally {
      await browser.close();
    }
  });
});
