import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/**
 * Runs axe-core (every rule it runs by default, best practices included) on the page as it is now, leaving
 * out the elements `exclude` selects.
 */
export async function axeViolations(page: Page, exclude: string[] = []): Promise<AxeViolation[]> {
  // The page as it settles, not half-way through a transition: a toast fading in has, for a moment, the
  // contrast of its opacity (axe once flagged one mid-fade). Endless animations (a spinner) are not waited.
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 3000)),
    ]),
  );
  // Evaluated through DevTools rather than added as a <script>: the app's CSP rightly refuses inline scripts.
  await page.evaluate(axeSource);
  return page.evaluate(async (excluded) => {
    const { violations } = await (
      window as unknown as {
        axe: {
          run: (
            context: Document | { include: Document; exclude: string[][] },
          ) => Promise<{ violations: unknown[] }>;
        };
      }
    ).axe.run(
      excluded.length === 0
        ? document
        : { include: document, exclude: excluded.map((selector) => [selector]) },
    );
    return (
      violations as { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }[]
    ).map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  }, exclude);
}
