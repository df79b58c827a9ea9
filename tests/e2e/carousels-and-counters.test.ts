import type { Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { headingOf, viewports } from '../helpers/browser-page';
import { setupServerAndBrowser } from '../helpers/e2e-setup';

// Point 9's timings, driven with Playwright's clock so each test takes milliseconds of fake time, not
// seconds of real time. CSS animations run on real time; their durations are read from computed style.
const e2e = setupServerAndBrowser();
let page: Page;

beforeEach(async () => {
  page = await e2e.browser.newPage();
  await page.clock.install();
});

// The clock belongs to the browser context, which every test of this file shares: set it running again.
afterEach(async () => {
  await page.clock.resume();
  await page.close();
});

/**
 * Opens the page with the clock running (React's Suspense reveal waits on a timer), then stops it: from
 * there only runFor moves time. The page's timers started before the stop, by how long a loaded machine
 * takes: a test counts a carousel's delay from its first move (untilSlideMoves), never from the stop.
 */
async function open(path: string) {
  await page.goto(`${e2e.server.url}${path}`);
  await headingOf(page);
  // A little ahead of the page's time, which keeps running while this call travels; on a loaded machine
  // the call can take longer than that, and Playwright refuses to move the clock back: ask again.
  for (let attempt = 1; ; attempt += 1) {
    const pageNow = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(pageNow + 300);
      return;
    } catch (error) {
      if (attempt === 5 || !/fast-forward to the past/.test(String(error))) throw error;
    }
  }
}

const currentSlide = (selector: string) =>
  page.locator(`${selector}[data-state="current"]`).getAttribute('aria-label');

/** Moves the stopped clock 100 ms at a time until the carousel leaves its slide: at most `delayMs`. */
async function untilSlideMoves(selector: string, delayMs: number) {
  const shown = await currentSlide(selector);
  for (let moved = 0; moved < delayMs; moved += 100) {
    await page.clock.runFor(100);
    if ((await currentSlide(selector)) !== shown) return;
  }
  throw new Error(`${selector} stayed on ${shown} for ${delayMs} ms`);
}

describe('the home carousel', () => {
  it('moves every 5 s with a 2 s slide, loops, and keeps going after the visitor uses the pagination', async () => {
    await page.setViewportSize(viewports.phone);
    await open('/');
    expect(await currentSlide('.hero-slide')).toBe('1 of 4: Welcome');
    // The first slide appears in place: no entrance animation to delay the first paint.
    expect(
      await page
        .locator('.hero-slide[data-state="current"]')
        .evaluate((el) => getComputedStyle(el).animationName),
    ).toBe('none');

    // The interval started at hydration, some time before the clock stopped (more on a loaded machine):
    // the first move comes within 5 s, and from then on every 5 s exactly.
    await untilSlideMoves('.hero-slide', 5_000);
    expect(await currentSlide('.hero-slide')).toBe('2 of 4: Motor insurance');
    const entering = page.locator('.hero-slide[data-state="current"]');
    expect(await entering.evaluate((el) => getComputedStyle(el).animationDuration)).toBe('2s');
    expect(await entering.evaluate((el) => getComputedStyle(el).animationName)).toBe('carousel-in-from-end');
    expect(
      await page
        .locator('.hero-slide[data-state="leaving"]')
        .evaluate((el) => getComputedStyle(el).animationName),
    ).toBe('carousel-out-to-start');
    // The move came within the last 100 ms step: the next is 5 s after it.
    await page.clock.runFor(4_800);
    expect(await currentSlide('.hero-slide')).toBe('2 of 4: Motor insurance');
    await page.clock.runFor(200);
    expect(await currentSlide('.hero-slide')).toBe('3 of 4: Domestic package');

    // Clickable pagination: straight to the fourth slide.
    await page.getByRole('button', { name: 'Show Family health cover' }).click();
    expect(await currentSlide('.hero-slide')).toBe('4 of 4: Family health cover');
    expect(
      await page.getByRole('button', { name: 'Show Family health cover' }).getAttribute('aria-current'),
    ).toBe('true');

    // Not stopped by the interaction: 5 s later it loops back to the first slide.
    await page.clock.runFor(5_100);
    expect(await currentSlide('.hero-slide')).toBe('1 of 4: Welcome');
    await page.clock.runFor(5_000);
    expect(await currentSlide('.hero-slide')).toBe('2 of 4: Motor insurance');

    // Only the current slide can be reached by keyboard or screen reader.
    expect(await page.locator('.hero-slide[inert]').count()).toBe(3);
    // Arrows are for large screens only.
    expect(await page.getByRole('button', { name: 'Next slide' }).isVisible()).toBe(false);
  });

  it('has previous and next arrows on a large screen, and a pause button that stops it', async () => {
    await page.setViewportSize(viewports.desktop);
    await open('/');
    const next = page.getByRole('button', { name: 'Next slide' });
    expect(await next.isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Previous slide' }).click();
    expect(await currentSlide('.hero-slide')).toBe('4 of 4: Family health cover');
    expect(
      await page
        .locator('.hero-slide[data-state="current"]')
        .evaluate((el) => getComputedStyle(el).animationName),
    ).toBe('carousel-in-from-start');
    await next.click();
    await next.click();
    expect(await currentSlide('.hero-slide')).toBe('2 of 4: Motor insurance');

    await page.getByRole('button', { name: 'Pause slides' }).click();
    await page.clock.runFor(20_000);
    expect(await currentSlide('.hero-slide')).toBe('2 of 4: Motor insurance');
    // Paused, the visitor drives it, so changes are announced.
    expect(await page.locator('.hero__slides').getAttribute('aria-live')).toBe('polite');
    await page.getByRole('button', { name: 'Play slides' }).click();
    await page.clock.runFor(5_000);
    expect(await currentSlide('.hero-slide')).toBe('3 of 4: Domestic package');
  });

  it('stands still when the visitor asks for reduced motion', async () => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.setViewportSize(viewports.phone);
    await open('/');
    await page.clock.runFor(20_000);
    expect(await currentSlide('.hero-slide')).toBe('1 of 4: Welcome');
    expect(await page.getByRole('button', { name: 'Pause slides' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Show Motor insurance' }).click();
    expect(await currentSlide('.hero-slide')).toBe('2 of 4: Motor insurance');
  });
});

describe('the motor showcase', () => {
  it('fades to the next of seven products every 3 s in 500 ms, with dots and no arrows, and loops', async () => {
    await page.setViewportSize(viewports.phone);
    await open('/products/motor-insurance');
    const showcase = page.getByRole('region', { name: 'Motor products' });
    expect(await currentSlide('.showcase-slide')).toBe('1 of 7: Motor Private');
    expect(await showcase.locator('.carousel-dots button').count()).toBe(7);
    expect(await showcase.getByRole('button', { name: /slide$/ }).count()).toBe(0);

    await untilSlideMoves('.showcase-slide', 3_000);
    expect(await currentSlide('.showcase-slide')).toBe('2 of 7: Motor Psv');
    const entering = page.locator('.showcase-slide[data-state="current"]');
    expect(await entering.evaluate((el) => getComputedStyle(el).animationName)).toBe('carousel-fade-in');
    expect(await entering.evaluate((el) => getComputedStyle(el).animationDuration)).toBe('0.5s');

    for (const name of [
      'TukTuk Motor Cover',
      'Prime Movers Cover',
      'MotorCycle Insurance',
      'Motor Commercial Insurance',
      'Motor Taxi Insurance',
    ]) {
      await page.clock.runFor(3_000);
      expect(await currentSlide('.showcase-slide')).toMatch(new RegExp(`of 7: ${name}$`));
    }
    await page.clock.runFor(3_000);
    expect(await currentSlide('.showcase-slide')).toBe('1 of 7: Motor Private');

    await showcase.getByRole('button', { name: 'Show Motor Taxi Insurance' }).click();
    expect(await currentSlide('.showcase-slide')).toBe('7 of 7: Motor Taxi Insurance');
    await page.clock.runFor(3_000);
    expect(await currentSlide('.showcase-slide')).toBe('1 of 7: Motor Private');
  });
});

describe('the Our Clients counters', () => {
  const figures = () => page.locator('[data-testid="stat-value"]').allTextContents();

  it('count up from 0 over 2 s once scrolled into view, and only once', async () => {
    await page.setViewportSize(viewports.phone);
    await open('/');
    await page.clock.runFor(3_000);
    // Off screen, nothing has moved.
    expect(await figures()).toEqual(['0+', '0%', '0%']);

    await page.locator('.stats').scrollIntoViewIfNeeded();
    await expect.poll(() => page.locator('.stats').getAttribute('data-counting')).toBe('true');
    await page.clock.runFor(1_000);
    const halfway = (await figures()).map((figure) => Number.parseInt(figure, 10));
    expect(halfway[0]).toBeGreaterThan(0);
    expect(halfway[0]).toBeLessThan(120);
    expect(halfway[1]).toBeLessThan(98);
    await page.clock.runFor(1_100);
    expect(await figures()).toEqual(['120+', '98%', '100%']);

    await page.evaluate(() => window.scrollTo(0, 0));
    await page.locator('.stats').scrollIntoViewIfNeeded();
    await page.clock.runFor(500);
    expect(await figures()).toEqual(['120+', '98%', '100%']);
    // Screen readers get the final figures, not the moving ones.
    expect(await page.locator('.stats').textContent()).toContain('120+');
  });

  it('show the figures at once with reduced motion', async () => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.setViewportSize(viewports.phone);
    await open('/');
    await page.locator('.stats').scrollIntoViewIfNeeded();
    await expect.poll(figures).toEqual(['120+', '98%', '100%']);
  });
});
