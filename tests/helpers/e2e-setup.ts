import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { launchChromium } from './chromium';
import { type RunningServer, startServer } from './start-server';

export interface E2eContext {
  server: RunningServer;
  browser: BrowserContext;
}

/** One real server and one fresh Chromium profile per test file, stopped after it. */
export function setupServerAndBrowser(): E2eContext {
  const context = {} as E2eContext;
  beforeAll(async () => {
    context.server = await startServer();
    context.browser = await launchChromium();
  });
  // A journey that fails in CI leaves only its log behind: what each page showed at that moment is printed
  // when the test fails, or when a failed test's page is closed (a file's afterEach closes it before
  // vitest's failure hooks run).
  let failed = () => false;
  beforeEach(({ task, onTestFailed }) => {
    failed = () => task.result?.state === 'fail';
    onTestFailed(() => Promise.all((context.browser?.pages() ?? []).map(describePage)).then(() => {}));
  });
  beforeAll(() => {
    context.browser.on('page', (page) => {
      const close = page.close.bind(page);
      page.close = async (options) => {
        if (failed()) await describePage(page);
        return close(options);
      };
    });
  });
  afterAll(async () => {
    await context.browser?.close();
    await context.server?.stop();
  });
  return context;
}

async function describePage(page: Page): Promise<void> {
  if (page.isClosed()) return;
  const shown = await page
    .evaluate(() => ({
      url: location.pathname,
      scrollY: Math.round(scrollY),
      heading: document.querySelector('h1')?.textContent ?? '',
      said: [...document.querySelectorAll('[role="alert"], [role="status"], [data-sonner-toast]')]
        .map((element) => element.textContent?.trim())
        .filter(Boolean),
    }))
    .catch((error: Error) => ({ unreadable: error.message }));
  console.log(`e2e: the page at the failure: ${JSON.stringify(shown)}`);
}
