// The phone's Back button walks the wizard's steps (each step is a history
// entry), Forward walks them again, a reload keeps the step, and Back from Application Complete! never
// brings the payment back. Each step change moves focus to the new step's heading and announces
// "Step N of 6: …", and axe finds nothing on any step, the failure panel included.
import type { Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { paymentMessages } from '../../src/domain/payment-messages';
import { axeViolations } from '../helpers/axe';
import { headingOf, saveScreenshot, viewports } from '../helpers/browser-page';
import { setupServerAndBrowser } from '../helpers/e2e-setup';
import { waitForToast } from '../helpers/toasts';
import { expectHeading, openFreshWizard, quoteAsTenant, reachPaymentStep } from '../helpers/wizard-journey';

const e2e = setupServerAndBrowser();
let page: Page;

beforeEach(async () => {
  page = await e2e.browser.newPage();
  await page.setViewportSize(viewports.phone);
  await openFreshWizard(page, e2e.server.url);
});

afterEach(async () => {
  await page.close();
});

/** The focused element's tag and text: after a step change, the new step's h1. */
const focused = () =>
  page.evaluate(
    () => `${document.activeElement?.tagName ?? ''} ${document.activeElement?.textContent ?? ''}`,
  );

const announced = () => page.locator('[data-testid="wizard-step-announcement"]').textContent();

async function expectStep(title: string, number: number): Promise<void> {
  await expectHeading(page, title);
  await expect.poll(focused).toBe(`H1 ${title}`);
  await expect.poll(announced).toBe(`Step ${number} of 6: ${title}`);
}

/**
 * No axe finding on the step as it is once its entrance (a fade) is over (mid-fade, text is faint), at
 * 360 px and at 1280 px, with a screenshot of each for a person to look at.
 */
async function expectNoAxeFinding(label: string): Promise<void> {
  const name = `wizard-${label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/-$/, '')}`;
  for (const [width, viewport] of [
    ['360', viewports.phone],
    ['1280', viewports.desktop],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.evaluate(() =>
      Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))),
    );
    // A toast stacked behind the front one fades its text out (Sonner); caught mid-fade it is faint, but
    // nobody reads it there. The front toast, the one people read, is still checked.
    const violations = await axeViolations(page, ['[data-sonner-toast][data-front="false"]']);
    expect({ label, width, violations }).toEqual({ label, width, violations: [] });
    await saveScreenshot(page, `${name}-${width}`);
  }
  await page.setViewportSize(viewports.phone);
}

describe('the phone’s Back and Forward buttons walk the wizard', () => {
  it('Back goes to the previous step, Forward returns, a reload keeps the step, focus and announcement follow', async () => {
    await quoteAsTenant(page, '350000');
    await expectStep('Choose Your Policy', 2);
    await page.locator('article.product-card').first().getByRole('button', { name: 'Buy now' }).click();
    await expectStep('Contact & KYC', 3);

    await page.goBack();
    await expectStep('Choose Your Policy', 2);
    expect(new URL(page.url()).pathname).toBe('/products/homepackage');
    await page.goBack();
    await expectStep('Coverage Details', 1);
    expect(await page.getByLabel('Total value of household items').inputValue()).toMatch(/^350,?000$/);

    await page.goForward();
    await expectStep('Choose Your Policy', 2);
    await page.goForward();
    await expectStep('Contact & KYC', 3);

    await page.reload();
    await expectHeading(page, 'Contact & KYC');
    // After a reload the history still knows the steps behind.
    await page.goBack();
    await expectStep('Choose Your Policy', 2);

    // The wizard's own Back button and the phone's agree: Back then leaves the wizard, not step 2 again.
    await page.goForward();
    await expectStep('Contact & KYC', 3);
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expectStep('Choose Your Policy', 2);
    await page.goBack();
    await expectStep('Coverage Details', 1);
  });

  it('after paying, Back from Application Complete! does not bring the payment step back', async () => {
    await reachPaymentStep(page, '0712000300');
    await page.getByRole('button', { name: 'Pay Now' }).click();
    await waitForToast(page, paymentMessages.confirmed, 20_000);
    await expectStep('Application Complete!', 6);
    await page.goBack();
    // Out of the wizard, to the page before it: nothing of the purchase, and no payment to make again.
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 10_000 }).toBe('/terms');
    await page.goForward();
    await expectHeading(page, 'Application Complete!');
    await page.goBack();
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 10_000 }).toBe('/terms');
    expect(await headingOf(page)).not.toBe('Complete Payment');
  });
});

describe('every wizard step is heard by a screen reader and has no axe finding', () => {
  it('steps 1 to 6, the failure panel included, at 360 and 1280 px', async () => {
    await expectNoAxeFinding('Coverage Details');
    await quoteAsTenant(page, '350000');
    await expectNoAxeFinding('Choose Your Policy');
    await page.locator('article.product-card').first().getByRole('button', { name: 'Buy now' }).click();
    await expectHeading(page, 'Contact & KYC');
    await page.goBack();
    await expectHeading(page, 'Choose Your Policy');
    await page.goBack();
    await expectHeading(page, 'Coverage Details');
    await page.goForward();
    await page.goForward();
    await expectNoAxeFinding('Contact & KYC');
    await page.goBack();
    await page.goBack();
    await expectHeading(page, 'Coverage Details');
    await page.close();
    page = await e2e.browser.newPage();
    await page.setViewportSize(viewports.phone);
    await openFreshWizard(page, e2e.server.url);
    await reachPaymentStep(page, '0712001032');
    await expectNoAxeFinding('Complete Payment');
    await page.goBack();
    await expectStep('Review Your Quote', 4);
    await expectNoAxeFinding('Review Your Quote');
    await page.goForward();
    await expectStep('Complete Payment', 5);
    await page.getByRole('button', { name: 'Pay Now' }).click();
    await page.getByRole('button', { name: 'Retry Payment' }).waitFor({ timeout: 20_000 });
    await expectNoAxeFinding('the failure panel');
    await page.getByLabel('M-Pesa number').fill('0712000400');
    await page.getByRole('button', { name: 'Retry Payment' }).click();
    await waitForToast(page, paymentMessages.confirmed, 20_000);
    await expectStep('Application Complete!', 6);
    await expectNoAxeFinding('Application Complete!');
  });
});
