// The budgets (Lighthouse scores, page weight, offline-first figures) and the check of the figures against them.

import type { PageWeight } from './home-page-weight';
import type { Category, LighthouseFigures } from './lighthouse-figures';
import { precacheBudgetBytes } from './precache-manifest';
import type { PwaFigures } from './pwa-figures';

export const budgets = {
  minimumScores: { performance: 95, accessibility: 100, 'best-practices': 100, seo: 95 } satisfies Record<
    Category,
    number
  >,
  maximumCls: 0.02,
  homeJsGzipKb: 90,
  /** What the service worker stores at install, and a returning user's cold start offline. */
  precacheKb: precacheBudgetBytes / 1024,
  offlineStartMs: 1000,
} as const;

/** Pages robots.txt keeps out of search engines on purpose: Lighthouse's is-crawlable fails there by design. */
export const privatePaths = ['/profile'];

/** What a page breaks, in words; empty when every budget holds. */
export function brokenBudgets(path: string, figures: LighthouseFigures, weight: PageWeight): string[] {
  const broken: string[] = [];
  for (const [category, minimum] of Object.entries(budgets.minimumScores) as [Category, number][]) {
    if (category === 'seo' && privatePaths.includes(path)) continue;
    if (figures.scores[category] < minimum)
      broken.push(`${category} ${figures.scores[category]} < ${minimum}`);
  }
  if (figures.cls > budgets.maximumCls) broken.push(`CLS ${figures.cls.toFixed(3)} > ${budgets.maximumCls}`);
  const jsKb = weight.jsGzipBytes / 1024;
  if (path === '/' && jsKb > budgets.homeJsGzipKb)
    broken.push(`JS ${jsKb.toFixed(1)} KB > ${budgets.homeJsGzipKb} KB`);
  return broken;
}

/** What the offline-first figures break, in words; empty when every budget holds. */
export function brokenPwaBudgets(pwa: PwaFigures): string[] {
  const broken: string[] = [];
  if (pwa.installabilityErrors.length > 0)
    broken.push(`installability: ${pwa.installabilityErrors.join(', ')}`);
  if (!pwa.workerControls) broken.push('the service worker does not control the page after one visit');
  if (pwa.offlineStartMs > budgets.offlineStartMs)
    broken.push(`offline start ${Math.round(pwa.offlineStartMs)} ms > ${budgets.offlineStartMs} ms`);
  const kb = pwa.precacheBytes / 1024;
  if (kb > budgets.precacheKb) broken.push(`precache ${kb.toFixed(1)} KB > ${budgets.precacheKb} KB`);
  return broken;
}
