// The pages run under the server's strict Content Security Policy without breaking it: a violation is a
// console error a visitor's browser reports (and costs Lighthouse's Best Practices), even when the code that
// caused it recovers. The wizard and the portal load zod, whose eval probe was such a violation.
import { describe, expect, it } from 'vitest';
import { headingOf, viewports } from '../helpers/browser-page';
import { setupServerAndBrowser } from '../helpers/e2e-setup';

const e2e = setupServerAndBrowser();

describe('the Content Security Policy', () => {
  it.each(['/products/homepackage', '/profile', '/'])('is not violated by %s', async (path) => {
    const page = await e2e.browser.newPage();
    await page.setViewportSize(viewports.phone);
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (event) =>
        seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`),
      );
    });
    await page.goto(`${e2e.server.url}${path}`, { waitUntil: 'networkidle' });
    await headingOf(page);
    expect(
      await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
    ).toEqual([]);
    await page.close();
  });
});
