// The wizard's first screen does not move once shown (Lighthouse's CLS budget, ≤ 0.02): on a phone the page
// loading spinner fills the screen, and the coverage step arriving must not pull the footer up into view.
import { describe, expect, it } from 'vitest';
import { headingOf, viewports } from '../helpers/browser-page';
import { setupServerAndBrowser } from '../helpers/e2e-setup';

const e2e = setupServerAndBrowser();

describe('the wizard’s first load on a phone', () => {
  it('shifts its layout by at most 0.02, with the CPU four times slower as Lighthouse has it', async () => {
    const page = await e2e.browser.newPage();
    await page.setViewportSize(viewports.phone);
    await page.addInitScript(() => {
      const shifts: { value: number; nodes: string[] }[] = [];
      (window as unknown as { shifts: typeof shifts }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources?: { node?: Node }[];
        })[]) {
          if (!entry.hadRecentInput)
            shifts.push({
              value: entry.value,
              nodes: (entry.sources ?? []).map((s) => s.node?.nodeName ?? '?'),
            });
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const cdp = await e2e.browser.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(`${e2e.server.url}/products/homepackage`, { waitUntil: 'networkidle' });
    expect(await headingOf(page)).toBe('Coverage Details');
    await page.waitForTimeout(1500);
    const shifts = await page.evaluate(
      () => (window as unknown as { shifts: { value: number; nodes: string[] }[] }).shifts,
    );
    const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
    expect(total, JSON.stringify(shifts)).toBeLessThanOrEqual(0.02);
    await page.close();
  });
});
