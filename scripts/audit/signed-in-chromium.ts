// Signs the debuggable Chromium in as a client: the session goes where the app keeps it (localStorage,
// under sessionStorageKey), which Lighthouse leaves alone between runs (it clears caches and service
// workers, not local storage), so its runs of /profile measure the portal, not the /login it sends a
// visitor to.
import { chromium } from 'playwright-core';
import { sessionStorageKey } from '../../src/client/state/session-storage';

export async function storeSessionInChromium(port: number, baseUrl: string, session: string): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('the debuggable Chromium has no default profile');
    const page = await context.newPage();
    // A same-origin page that runs none of the app (no worker, no cache), only to reach the origin's storage.
    await page.goto(`${baseUrl}/robots.txt`);
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
      sessionStorageKey,
      session,
    ] as const);
    await page.close();
  } finally {
    await browser.close();
  }
}
