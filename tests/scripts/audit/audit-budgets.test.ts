import { describe, expect, it } from 'vitest';
import {
  brokenGoals,
  budgets,
  journeyGoalRows,
  pageGoalRows,
  publicPaths,
  pwaGoalRows,
} from '../../../scripts/audit/audit-budgets';
import type { PageWeight } from '../../../scripts/audit/home-page-weight';
import { type JourneyFigures, type JourneyRun, medianJourneys } from '../../../scripts/audit/journey-figures';
import type { LighthouseFigures } from '../../../scripts/audit/lighthouse-figures';

const noAudits = { performance: [], accessibility: [], 'best-practices': [], seo: [] };

function lighthouse(path: string, change: Partial<LighthouseFigures> = {}): LighthouseFigures {
  return {
    scores: { performance: 100, accessibility: 100, 'best-practices': 100, seo: 100 },
    lcpMs: 900,
    cls: 0,
    tbtMs: 40,
    finalPath: path,
    failedAudits: noAudits,
    ...change,
  };
}

const light: PageWeight = { path: '/', files: [], jsGzipBytes: 60 * 1024, cssGzipBytes: 8 * 1024 };

function run(change: Partial<JourneyRun> = {}): JourneyRun {
  return { headingMs: 2000, quotesMs: 5000, pageBytes: 150 * 1024, workerBytes: 0, transfers: [], ...change };
}

function journeys(change: Partial<JourneyFigures> = {}): JourneyFigures {
  return {
    firstVisit: run(),
    workerThrottled: run({ quotesMs: 5200, workerBytes: 300 * 1024 }),
    withoutWorker: run({ quotesMs: 5400 }),
    returning: run({ pageBytes: 10 * 1024, workerBytes: 5 * 1024 }),
    ...change,
  };
}

const broken = (path: string, change: Partial<LighthouseFigures>, weight = light) =>
  brokenGoals(pageGoalRows(path, lighthouse(path, change), weight));

describe('the audit goals', () => {
  it('holds every public page to Performance 99, LCP 1.2 s and CLS 0.01', () => {
    for (const path of publicPaths) {
      expect(broken(path, {})).toEqual([]);
      expect(broken(path, { scores: { ...lighthouse(path).scores, performance: 98 } })).toEqual([
        `${path}: Performance 98, goal ≥ 99`,
      ]);
      expect(broken(path, { lcpMs: 1210 })).toEqual([`${path}: LCP s 1.21, goal ≤ 1.2`]);
      expect(broken(path, { cls: 0.011 })).toEqual([`${path}: CLS 0.011, goal ≤ 0.01`]);
    }
  });

  it('holds the wizard to Performance 98, the portal to 95 with TBT 150 ms', () => {
    const scores = lighthouse('/').scores;
    expect(broken('/products/homepackage', { scores: { ...scores, performance: 98 }, lcpMs: 2400 })).toEqual(
      [],
    );
    expect(broken('/products/homepackage', { scores: { ...scores, performance: 97 } })).toEqual([
      '/products/homepackage: Performance 97, goal ≥ 98',
    ]);
    expect(broken('/profile', { scores: { ...scores, performance: 95, seo: 60 }, tbtMs: 150 })).toEqual([]);
    expect(broken('/profile', { scores: { ...scores, performance: 94 }, tbtMs: 216 })).toEqual([
      '/profile: Performance 94, goal ≥ 95',
      '/profile: TBT ms 216, goal ≤ 150',
    ]);
  });

  it('breaks when the portal measured is the sign-in page it sends a visitor to', () => {
    const rows = pageGoalRows('/profile', lighthouse('/profile', { finalPath: '/login' }), light);
    expect(brokenGoals(rows)).toEqual(['/profile: page measured /login, goal /profile']);
    expect(pageGoalRows('/profile', lighthouse('/profile'), light)[0]).toMatchObject({
      figure: 'page measured',
      ok: true,
    });
  });

  it('keeps the accessibility, best-practices and SEO minimums, and the home page JS budget', () => {
    const scores = lighthouse('/').scores;
    expect(broken('/terms', { scores: { ...scores, accessibility: 99, seo: 94 } })).toEqual([
      '/terms: accessibility 99, goal ≥ 100',
      '/terms: seo 94, goal ≥ 95',
    ]);
    const heavy = { ...light, jsGzipBytes: (budgets.homeJsGzipKb + 1) * 1024 };
    expect(broken('/', {}, heavy)).toEqual(['/: JS gz KB 91.0, goal ≤ 90']);
    expect(broken('/products', {}, heavy)).toEqual([]);
  });

  it('keeps the offline-first budgets', () => {
    const pwa = {
      installabilityErrors: [],
      workerControls: true,
      offlineStartMs: 400,
      precacheFiles: 40,
      precacheBytes: 600 * 1024,
    };
    expect(brokenGoals(pwaGoalRows(pwa))).toEqual([]);
    expect(brokenGoals(pwaGoalRows({ ...pwa, workerControls: false, offlineStartMs: 1200 }))).toEqual([
      'offline first: worker controls after a visit no, goal yes',
      'offline first: offline cold start ms 1200, goal ≤ 1000',
    ]);
  });

  it('holds a first visit on slow 3G to quotes in 6 s and 180 KB, and a return to 25 KB', () => {
    expect(brokenGoals(journeyGoalRows(journeys()))).toEqual([]);
    const slow = journeys({
      firstVisit: run({ quotesMs: 7400, pageBytes: 190 * 1024 }),
      returning: run({ pageBytes: 20 * 1024, workerBytes: 6 * 1024 }),
    });
    expect(brokenGoals(journeyGoalRows(slow))).toEqual([
      'first visit, slow 3G: quotes s 7.40, goal ≤ 6',
      'first visit, slow 3G: page KB by the quotes 190.0, goal ≤ 180',
      'returning visitor, slow 3G: page + worker KB 26.0, goal ≤ 25',
    ]);
  });

  it('breaks when the service worker’s traffic makes the quotes later than no worker at all', () => {
    const late = journeys({
      workerThrottled: run({ quotesMs: 11_700 }),
      withoutWorker: run({ quotesMs: 5400 }),
    });
    expect(brokenGoals(journeyGoalRows(late))).toEqual([
      'first visit, worker throttled too: quotes s 11.700, goal ≤ 5.417 (slowest run, no worker)',
    ]);
  });

  it('lets the worker’s run come as late as the slowest run without one, or a frame after, and no later', () => {
    const judged = (workerMs: number, slowestWithoutWorkerMs: number) =>
      brokenGoals(
        journeyGoalRows({
          ...journeys({
            workerThrottled: run({ quotesMs: workerMs }),
            withoutWorker: run({ quotesMs: 5580 }),
          }),
          slowestWithoutWorkerMs,
        }),
      );
    expect(judged(5660, 5690)).toEqual([]);
    expect(judged(5595, 5580)).toEqual([]);
    expect(judged(5700, 5690)).toEqual([
      'first visit, worker throttled too: quotes s 5.700, goal ≤ 5.690 (slowest run, no worker)',
    ]);
    expect(judged(5600, 5580)).toEqual([
      'first visit, worker throttled too: quotes s 5.600, goal ≤ 5.597 (slowest run, no worker)',
    ]);
  });
});

describe('the journeys’ median', () => {
  it('takes, for each way of visiting, the run with the median quotes time, its bytes with it', () => {
    const runs = [5900, 5600, 5700].map((quotesMs, index) =>
      journeys({
        firstVisit: run({ quotesMs, pageBytes: (160 + index) * 1024 }),
        withoutWorker: run({ quotesMs: 6000 - index * 100 }),
      }),
    );
    const median = medianJourneys(runs);
    expect(median.firstVisit).toMatchObject({ quotesMs: 5700, pageBytes: 162 * 1024 });
    expect(median.withoutWorker.quotesMs).toBe(5900);
    expect(median.slowestWithoutWorkerMs).toBe(6000);
    expect(median.returning).toEqual(runs[0]?.returning);
    expect(() => medianJourneys([])).toThrow();
  });
});
