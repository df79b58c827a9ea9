// The data budget per journey: the quote journey (quote-journey.ts) on slow 3G in a cold Chromium, three
// ways (the page throttled; then, each in a fresh context, the page and the service worker throttled, and
// service workers blocked), then the same journey again as a returning visitor once the first visit's
// offline download has finished.
import { type BrowserContext, chromium } from 'playwright-core';
import { startDebuggableChromium } from './debuggable-chromium';
import { type JourneyTraffic, type Throttling, type Transfer, watchTraffic } from './journey-traffic';
import { quoteAsTenantFromHome } from './quote-journey';

export interface JourneyRun {
  headingMs: number;
  quotesMs: number;
  /** Bytes over the wire by the time the quotes were on screen, fetched by the page and by the worker. */
  pageBytes: number;
  workerBytes: number;
  transfers: Transfer[];
}

export interface JourneyFigures {
  firstVisit: JourneyRun;
  workerThrottled: JourneyRun;
  withoutWorker: JourneyRun;
  returning: JourneyRun;
}

async function measuredRun(context: BrowserContext, traffic: JourneyTraffic, baseUrl: string) {
  const page = await context.newPage();
  traffic.reset();
  const times = await quoteAsTenantFromHome(page, baseUrl);
  const bytes = traffic.bytes();
  const transfers = traffic.transfers();
  await page.close();
  return { ...times, pageBytes: bytes.page, workerBytes: bytes.worker, transfers };
}

/**
 * Waits, on a fast line, for the worker to control the site and its offline download to finish; then
 * forgets the quote just asked (the wizard would resume it) so the return visit walks the same steps.
 */
async function settleAfterFirstVisit(context: BrowserContext, traffic: JourneyTraffic, baseUrl: string) {
  await traffic.throttle({ page: false, worker: false });
  const page = await context.newPage();
  await page.goto(`${baseUrl}/terms`);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 120_000,
  });
  await traffic.idle(3000);
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        for (const key of Object.keys(localStorage))
          if (key.startsWith('kinga:draft:')) localStorage.removeItem(key);
        const request = indexedDB.deleteDatabase('kinga');
        request.onsuccess = () => resolve();
        request.onerror = () => reject(request.error);
      }),
  );
  await page.close();
}

/** One cold Chromium; `returning` also measures the same journey again in its profile. */
async function inColdChromium<T>(
  throttling: Throttling,
  work: (context: BrowserContext, traffic: JourneyTraffic) => Promise<T>,
): Promise<T> {
  const debuggable = await startDebuggableChromium();
  const traffic = await watchTraffic(debuggable.port, throttling);
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${debuggable.port}`);
  try {
    return await work(browser.contexts()[0] as BrowserContext, traffic);
  } finally {
    traffic.stop();
    await browser.close();
    await debuggable.stop();
  }
}

async function inFreshContext<T>(
  context: BrowserContext,
  serviceWorkers: 'allow' | 'block',
  work: (fresh: BrowserContext) => Promise<T>,
): Promise<T> {
  const browser = context.browser();
  if (!browser) throw new Error('no browser behind the default context');
  const fresh = await browser.newContext({ serviceWorkers });
  try {
    return await work(fresh);
  } finally {
    await fresh.close();
  }
}

const ways = ['firstVisit', 'workerThrottled', 'withoutWorker', 'returning'] as const;

/** The median runs, and how late the slowest run without a worker came: the runs' own spread. */
export interface JourneyMedians extends JourneyFigures {
  slowestWithoutWorkerMs: number;
}

/**
 * For each way of visiting, the run whose quotes came at the median time (the lower middle of an even
 * count), with that run's own bytes and transfers, so a figure and its cause stay from one run.
 */
export function medianJourneys(runs: JourneyFigures[]): JourneyMedians {
  if (runs.length === 0) throw new Error('no journeys to take the median of');
  const median = (way: (typeof ways)[number]) => {
    const sorted = runs.map((figures) => figures[way]).sort((a, b) => a.quotesMs - b.quotesMs);
    return sorted[Math.floor((sorted.length - 1) / 2)] as JourneyRun;
  };
  const medians = Object.fromEntries(ways.map((way) => [way, median(way)])) as unknown as JourneyFigures;
  return {
    ...medians,
    slowestWithoutWorkerMs: Math.max(...runs.map((figures) => figures.withoutWorker.quotesMs)),
  };
}

export async function measureJourneys(baseUrl: string): Promise<JourneyFigures> {
  const { firstVisit, returning } = await inColdChromium(
    { page: true, worker: false },
    async (context, traffic) => {
      const first = await measuredRun(context, traffic, baseUrl);
      await settleAfterFirstVisit(context, traffic, baseUrl);
      await traffic.throttle({ page: true, worker: true });
      return { firstVisit: first, returning: await measuredRun(context, traffic, baseUrl) };
    },
  );
  // The two runs compared differ only in the worker: both in a fresh context of a cold Chromium, one that
  // allows service workers and one that blocks them. The browser's default context also fetches the
  // manifest and its icon to check the site installs (3.3 KB; a fresh context fetches neither), which had
  // put the worker's run, made there, 0.1-0.2 s behind for a reason that is not the worker's.
  const workerThrottled = await inColdChromium({ page: true, worker: true }, (context, traffic) =>
    inFreshContext(context, 'allow', (fresh) => measuredRun(fresh, traffic, baseUrl)),
  );
  const withoutWorker = await inColdChromium({ page: true, worker: true }, (context, traffic) =>
    inFreshContext(context, 'block', (fresh) => measuredRun(fresh, traffic, baseUrl)),
  );
  return { firstVisit, workerThrottled, withoutWorker, returning };
}
