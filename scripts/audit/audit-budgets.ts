// The budgets of issue 5 and the check of one page's figures against them.

import type { PageWeight } from './home-page-weight';
import type { Category, LighthouseFigures } from './lighthouse-figures';

export const budgets = {
  minimumScores: { performance: 95, accessibility: 100, 'best-practices': 100, seo: 95 } satisfies Record<
    Category,
    number
  >,
  maximumCls: 0.02,
  homeJsGzipKb: 90,
} as const;

/** What a page breaks, in words; empty when every budget holds. */
export function brokenBudgets(path: string, figures: LighthouseFigures, weight: PageWeight): string[] {
  const broken: string[] = [];
  for (const [category, minimum] of Object.entries(budgets.minimumScores) as [Category, number][]) {
    if (figures.scores[category] < minimum)
      broken.push(`${category} ${figures.scores[category]} < ${minimum}`);
  }
  if (figures.cls > budgets.maximumCls) broken.push(`CLS ${figures.cls.toFixed(3)} > ${budgets.maximumCls}`);
  const jsKb = weight.jsGzipBytes / 1024;
  if (path === '/' && jsKb > budgets.homeJsGzipKb)
    broken.push(`JS ${jsKb.toFixed(1)} KB > ${budgets.homeJsGzipKb} KB`);
  return broken;
}
