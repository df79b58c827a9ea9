// Each wizard step comes in with a short rise (a CSS animation, step-transition.css); for a visitor who
// asked for reduced motion it only fades; the step the page opens on paints at once, with no animation.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setupServerAndBrowser } from '../helpers/e2e-setup';
import { openFreshWizard, quoteAsTenant } from '../helpers/wizard-journey';

const e2e = setupServerAndBrowser();

/** The vertical offsets (px) the shown step's animation starts from and ends at, and its name. */
function stepAnimation(page: Page) {
  return page.locator('.wizard-step-transition').evaluate((step) => {
    const offsetOf = (transform: unknown) =>
      typeof transform === 'string' ? Number(/translateY\(([\d.]+)px\)/.exec(transform)?.[1] ?? 0) : 0;
    const [animation] = step.getAnimations();
    const keyframes = animation ? (animation.effect as KeyframeEffect).getKeyframes() : [];
    return {
      name: getComputedStyle(step).animationName,
      startOffset: offsetOf(keyframes[0]?.transform),
      startOpacity: keyframes[0]?.opacity,
    };
  });
}

async function nextStepAnimation(reducedMotion: 'reduce' | 'no-preference') {
  const page = await e2e.browser.newPage();
  await page.emulateMedia({ reducedMotion });
  await openFreshWizard(page, e2e.server.url);
  const opened = await stepAnimation(page);
  await quoteAsTenant(page, '350000');
  const next = await stepAnimation(page);
  await page.close();
  return { opened, next };
}

describe('the wizard’s step transitions', () => {
  it('the first step paints at once and each new step rises into place', async () => {
    const { opened, next } = await nextStepAnimation('no-preference');
    expect(opened.name).toBe('none');
    expect(next).toEqual({ name: 'wizard-step-rise', startOffset: 16, startOpacity: '0' });
  });

  it('a new step only fades in when the visitor asked for reduced motion', async () => {
    const { next } = await nextStepAnimation('reduce');
    expect(next).toEqual({ name: 'wizard-step-fade', startOffset: 0, startOpacity: '0' });
  });
});
