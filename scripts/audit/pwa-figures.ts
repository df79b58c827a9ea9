// The offline-first figures, measured in a Playwright Chromium against the running build:
// whether Chromium finds the app installable (CDP Page.getInstallabilityErrors), whether the service worker
// takes control after one visit, and how long a cold start of the home page takes offline (a new page,
// after the first offline load, served from the precache), beside the precache's size from the build. The
// first visit is left idle until the worker's background download has every file, as a phone would be.
import type { BrowserContext } from 'playwright-core';
import { headingOf, waitForOfflineFiles } from '../../tests/helpers/browser-page';
import { launchChromium } from '../../tests/helpers/chromium';
import { precacheBytes, readPrecacheManifest } from './precache-manifest';

export interface PwaFigures {
  installabilityErrors: string[];
  workerControls: boolean;
  /** Navigation start to the page's heading on screen, offline, repeat load (the median of three). */
  offlineStartMs: number;
  precacheFiles: number;
  precacheBytes: number;
}

async function offlineStartMs(browser: BrowserContext, url: string): Promise<number> {
  const page = await browser.newPage();
  await page.goto(url);
  await headingOf(page);
  const started = await page.evaluate(() => performance.timeOrigin);
  const shown = await page.evaluate(
    () =>
      new Promise<number>((resolve) =>
        requestAnimationFrame(() => resolve(performance.timeOrigin + performance.now())),
      ),
  );
  await page.close();
  return shown - started;
}

export async function measurePwa(baseUrl: string): Promise<PwaFigures> {
  const entries = readPrecacheManifest();
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/`);
    await headingOf(page);
    const workerControls = await page
      .waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 })
      .then(
        () => true,
        () => false,
      );
    if (workerControls)
      await waitForOfflineFiles(
        page,
        entries.map((entry) => entry.path),
      ).catch(() => undefined);
    const cdp = await browser.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    await page.close();

    await browser.setOffline(true);
    // The first offline load warms the worker; the figure is the repeat load, as a returning user has it.
    await offlineStartMs(browser, `${baseUrl}/`);
    const times: number[] = [];
    for (let run = 0; run < 3; run += 1) times.push(await offlineStartMs(browser, `${baseUrl}/`));
    times.sort((a, b) => a - b);
    return {
      installabilityErrors: installabilityErrors.map((error) => error.errorId),
      workerControls,
      offlineStartMs: times[1] as number,
      precacheFiles: entries.length,
      precacheBytes: precacheBytes(entries),
    };
  } finally {
    await browser.close();
  }
}
