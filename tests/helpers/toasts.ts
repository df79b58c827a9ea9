import type { Page } from 'playwright-core';

/**
 * Waits for the toast saying `text` to have slid into place. A toast slides in from the top (and pushes
 * older ones along) over whatever the page shows there; a click aimed at a button beneath it while it
 * moves can press on the button and release on the toast, so it clicks nothing. Playwright's own
 * hit-target check cannot see a toast that arrives between those two events.
 */
export async function waitForToast(page: Page, text: string, timeout = 10_000): Promise<void> {
  const toast = page.locator('[data-sonner-toast][data-mounted="true"]', { hasText: text }).first();
  await toast.waitFor({ timeout });
  await toast.evaluate((element) =>
    Promise.all(
      element.getAnimations({ subtree: true }).map((animation) => animation.finished.catch(() => {})),
    ),
  );
}
