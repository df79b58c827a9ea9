// One Lighthouse run (its default mobile configuration: a mid-range phone, slow 4G, 4× CPU slowdown,
// simulated) and the figures the audit prints.
import lighthouse from 'lighthouse';

export const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof categories)[number];

export interface LighthouseFigures {
  scores: Record<Category, number>;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** The path of the page Lighthouse ended on: a redirect shows here. */
  finalPath: string;
  /** Audits that cost points in a category, so a missed budget says why. */
  failedAudits: Record<Category, string[]>;
}

// On a loaded machine Chromium's trace now and then misses the navigation (NO_NAVSTART); Lighthouse's own
// advice is to run again.
const attempts = 3;

async function lighthouseResult(url: string, port: number) {
  let lastError = '';
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...categories],
    });
    if (result && !result.lhr.runtimeError) return result.lhr;
    lastError = result?.lhr.runtimeError?.message ?? 'no result';
  }
  throw new Error(`Lighthouse failed ${attempts} times on ${url}: ${lastError}`);
}

export async function runLighthouse(url: string, port: number): Promise<LighthouseFigures> {
  const lhr = await lighthouseResult(url, port);

  const score = (category: Category) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
  const numeric = (audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN;
  const failed = (category: Category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id])
      .filter((audit) => audit !== undefined && audit.score !== null && audit.score < 0.9)
      .map((audit) => `${audit?.id} (${audit?.displayValue ?? audit?.score})`);

  return {
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
    },
    lcpMs: numeric('largest-contentful-paint'),
    cls: numeric('cumulative-layout-shift'),
    tbtMs: numeric('total-blocking-time'),
    finalPath: new URL(lhr.finalDisplayedUrl).pathname,
    failedAudits: {
      performance: failed('performance'),
      accessibility: failed('accessibility'),
      'best-practices': failed('best-practices'),
      seo: failed('seo'),
    },
  };
}
