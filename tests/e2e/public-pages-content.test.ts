import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { agency } from '../../src/domain/business';
import { underwriters } from '../../src/domain/underwriters';
import { headingOf, viewports } from '../helpers/browser-page';
import { setupServerAndBrowser } from '../helpers/e2e-setup';

// The spec's words are written out here, not imported, so a changed label fails the test.
const e2e = setupServerAndBrowser();
let page: Page;

beforeAll(async () => {
  page = await e2e.browser.newPage();
  await page.setViewportSize(viewports.desktop);
});

async function open(path: string): Promise<string> {
  await page.goto(`${e2e.server.url}${path}`);
  await headingOf(page);
  return (await page.locator('main').textContent()) ?? '';
}

const linkTargets = (selector: string) =>
  page.locator(selector).evaluateAll((links) =>
    links.map((link) => ({
      href: link.getAttribute('href'),
      target: link.getAttribute('target'),
      rel: link.getAttribute('rel'),
    })),
  );

describe('every external link of the public pages', () => {
  it.each(['/', '/products', '/products/home-insurance', '/products/motor-insurance', '/terms'])(
    'on %s opens in a new tab without opener or referrer',
    async (path) => {
      await open(path);
      const external = (await linkTargets('a[href^="http"]')).filter(
        (link) => !link.href?.startsWith(e2e.server.url),
      );
      expect(external.length).toBeGreaterThan(0);
      for (const link of external) {
        expect(link.target, link.href ?? '').toBe('_blank');
        expect(link.rel?.split(' ').sort(), link.href ?? '').toEqual(['noopener', 'noreferrer']);
      }
    },
  );
});

describe('the home page', () => {
  it('has the four slides, each with the three channels, and Coming Soon! without a link', async () => {
    const text = await open('/');
    expect(await headingOf(page)).toBe('Insurance made simple');
    const slides = page.locator('.hero-slide');
    expect(await slides.count()).toBe(4);
    const slideTitles = await page.locator('.hero-slide h2').allTextContents();
    expect(slideTitles[0]).toMatch(/welcome/i);
    expect(slideTitles[1]).toMatch(/motor/i);
    expect(slideTitles[2]).toMatch(/domestic package/i);
    expect(slideTitles[3]).toMatch(/family health cover/i);
    for (let index = 0; index < 4; index += 1) {
      const slide = slides.nth(index);
      expect(await slide.locator(`a[href="tel:${encodeURIComponent('*519*87#')}"]`).count()).toBe(1);
      expect(await slide.locator(`a[href="${agency.onlinePurchaseSite}"]`).count()).toBeGreaterThan(0);
      expect(await slide.locator('a[href="https://wa.me/254709519870"]').count()).toBe(1);
    }
    expect(await slides.nth(1).locator(`a.button[href="${agency.onlinePurchaseSite}"]`).count()).toBe(1);
    expect(await slides.nth(2).locator('a.button[href="/products/home-insurance"]').count()).toBe(1);
    const comingSoon = slides.nth(3).locator('.button');
    expect(await comingSoon.textContent()).toBe('Coming Soon!');
    expect(await comingSoon.evaluate((element) => element.tagName)).toBe('BUTTON');
    expect(await comingSoon.isDisabled()).toBe(true);
    expect(text).toContain('*519*87#');
  });

  it('has About Us, the what-you-get trio, the partners, the solutions, the counters and the contacts', async () => {
    const text = await open('/');
    expect(await page.locator('#about h2').textContent()).toBe('About Us');
    for (const label of ['What you get', 'Fast and simple', 'Convenience', 'Trust and stress-free support']) {
      expect(text).toContain(label);
    }

    const partners = page.locator('.partner-card');
    expect(await partners.count()).toBe(4);
    for (const partner of underwriters) {
      const card = partners.filter({ hasText: partner.name });
      // Set once the line is free (ui/unhurried-image.tsx).
      await expect
        .poll(() => card.locator('img').getAttribute('src'), { timeout: 10_000 })
        .toBe(partner.logo);
      expect(await card.textContent()).toContain(partner.tagline);
      // No site is configured in this build (VITE_UNDERWRITER_SITE_<ID>): no link rather than a placeholder.
      expect(await card.locator('a').count()).toBe(0);
    }

    const solutionLinks = await page
      .locator('.solution-card')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(solutionLinks).toEqual([
      '/products/motor-insurance',
      '/products/travel-insurance',
      '/products/home-insurance',
      '/products/personal-accident',
    ]);

    for (const label of ['Our Clients', 'Daily Clients', 'Success Rate', 'Customer Satisfaction']) {
      expect(text).toContain(label);
    }

    expect(text).toContain('Contact & Location');
    for (const phone of ['+254 709 519 870', '+254 736 519 871']) expect(text).toContain(phone);
    expect(text).toContain(agency.email);
    expect(text).toMatch(/5th Floor.*Nairobi CBD/);
    expect(text).toContain('Mon-Fri, 9am-5pm');
    const chatNumbers = await linkTargets('.contact a[href^="https://wa.me/"]');
    expect(chatNumbers.map((link) => link.href)).toEqual([
      'https://wa.me/254709519870',
      'https://wa.me/254736519871',
    ]);
    expect(await page.locator('footer .map-panel').getAttribute('href')).toBe(agency.mapLink);

    const chatButton = page.getByRole('link', { name: /chat with us on whatsapp/i });
    expect(await chatButton.getAttribute('href')).toBe(`https://wa.me/${agency.chatNumbers.business}`);
    expect(await chatButton.evaluate((element) => getComputedStyle(element).position)).toBe('fixed');
  });
});

describe('the products listing', () => {
  it('shows four cards in two columns, each with features, benefits and Learn More', async () => {
    await open('/products');
    const cards = page.locator('.product-line');
    expect(await cards.count()).toBe(4);
    const columns = await page
      .locator('.product-lines')
      .evaluate((grid) => getComputedStyle(grid).gridTemplateColumns.split(' ').length);
    expect(columns).toBe(2);
    const targets = [
      '/products/motor-insurance',
      '/products/home-insurance',
      '/products/travel-insurance',
      '/products/personal-accident',
    ];
    for (const [index, href] of targets.entries()) {
      const card = cards.nth(index);
      expect(await card.getByRole('heading', { name: 'Features' }).count()).toBe(1);
      expect(await card.getByRole('heading', { name: 'Benefits' }).count()).toBe(1);
      const learnMore = card.getByRole('link', { name: /^Learn More/ });
      expect(await learnMore.getAttribute('href')).toBe(href);
    }
    await cards
      .nth(1)
      .getByRole('link', { name: /^Learn More/ })
      .click();
    await page.waitForURL((url) => url.pathname === '/products/home-insurance');
    expect(await headingOf(page)).toBe('Home Insurance');
  });
});

describe('the home insurance page', () => {
  it('lists the coverage, the selling points and the FAQ, with Get Quote and Client Portal', async () => {
    const text = await open('/products/home-insurance');
    for (const covered of [
      'Fire and explosion damages',
      'Burglary and theft',
      'Natural disasters (earthquake, floods, storms)',
      'Accidental damages to property',
      'Third-party liabilities',
    ]) {
      expect(text).toContain(covered);
    }
    for (const point of [
      /affordable premiums/i,
      /flexible cover for renters and homeowners/i,
      /quick claim settlement/i,
      /free home risk assessment/i,
      /24\/7 emergency assistance/i,
    ]) {
      expect(text).toMatch(point);
    }
    expect(text).toMatch(/floods are covered under the standard plan/i);
    expect(text).toMatch(/renters can apply/i);
    expect(text).toMatch(/24\/7 claims department.*online with photo proof and a description of the damage/i);
    expect(await page.locator('main img[src="/images/house.jpg"]').count()).toBe(1);

    // A closed question opens on a click.
    const claims = page.locator('details', { hasText: 'How do I make a claim?' });
    expect(await claims.locator('p').isVisible()).toBe(false);
    await claims.locator('summary').click();
    expect(await claims.locator('p').isVisible()).toBe(true);

    expect(await page.getByRole('link', { name: 'Client Portal' }).last().getAttribute('href')).toBe(
      '/profile',
    );
    await page.locator('main').getByRole('link', { name: 'Get Quote' }).first().click();
    await page.waitForURL((url) => url.pathname === '/products/homepackage');
  });
});

describe('the motor insurance page', () => {
  it('has the three cover types, the seven products with Buy Now, the FAQ and an external Get Quote', async () => {
    const text = await open('/products/motor-insurance');
    for (const coverType of ['Third Party Only', 'Third Party Fire & Theft', 'Comprehensive']) {
      expect(text).toContain(coverType);
    }
    expect(text).toContain('Key benefits');
    const names = await page.locator('.showcase-slide h3').allTextContents();
    expect(names).toEqual([
      'Motor Private',
      'Motor Psv',
      'TukTuk Motor Cover',
      'Prime Movers Cover',
      'MotorCycle Insurance',
      'Motor Commercial Insurance',
      'Motor Taxi Insurance',
    ]);
    const images = await page
      .locator('.showcase-slide img')
      .evaluateAll((list) => list.map((img) => img.getAttribute('src')));
    expect(images).toEqual(['/1.png', '/2.png', '/3.png', '/4.png', '/5.png', '/6.png', '/7.png']);
    const buyNow = await linkTargets('.showcase-slide a');
    expect(buyNow).toHaveLength(7);
    for (const link of buyNow) {
      expect(link.href).toMatch(/^https:\/\//);
      expect(link.target).toBe('_blank');
    }
    expect(await page.locator('.showcase-slide a').first().textContent()).toMatch(/^Buy Now/);
    const getQuote = page.locator('main').getByRole('link', { name: /^Get Quote/ });
    expect(await getQuote.getAttribute('href')).toBe(agency.onlinePurchaseSite);
    expect(await getQuote.getAttribute('target')).toBe('_blank');
    expect(text).toMatch(/third-party cover is legally mandatory/i);
    expect(text).toMatch(/your ID, the vehicle logbook and the vehicle.s registration details/i);
    expect(text).toMatch(/renewal and claims can both be done online/i);
  });
});

describe('the personal accident and travel pages', () => {
  it('personal accident lists its six covers under a coming-soon notice, with an FAQ and no actions', async () => {
    const text = await open('/products/personal-accident');
    for (const covered of [
      'Accidental death',
      'Permanent total or partial disability',
      'Temporary disability',
      'Medical reimbursement',
      'Funeral expenses',
      'Emergency services',
    ]) {
      expect(text).toContain(covered);
    }
    expect(await page.locator('.coming-soon').textContent()).toMatch(/^Coming soon/);
    expect(text).toContain('Frequently Asked Questions');
    expect(await page.locator('main a.button, main button.button').count()).toBe(0);
    expect(await page.locator('main img[src="/images/personal.jpg"]').count()).toBe(1);
  });

  it("travel says 'Coming soon!!' and answers the three FAQs, with no actions", async () => {
    const text = await open('/products/travel-insurance');
    expect(await page.locator('.coming-soon__title').textContent()).toBe('Coming soon!!');
    for (const section of ['What it covers', 'Why choose us']) expect(text).toContain(section);
    expect(text).toMatch(/up to a day before departure/i);
    expect(text).toMatch(/COVID-related medical costs and trip cancellation are covered/i);
    expect(text).toMatch(/call our hotline or claim in the app/i);
    expect(await page.locator('main a.button, main button.button').count()).toBe(0);
  });
});

describe('the terms', () => {
  it('are fourteen numbered clauses, the seven of point 9 among them', async () => {
    await open('/terms');
    const clauses = page.locator('ol.terms > li');
    expect(await clauses.count()).toBe(14);
    const text = (await page.locator('ol.terms').textContent()) ?? '';
    for (const clause of [
      /not an insurer, an insurance agent or an insurance broker/i,
      /claims, and any dispute .* are made directly to the insurer/i,
      /may vary or withdraw any product.* without notice/i,
      /at our sole discretion.* our decision is final/i,
      /consent to us collecting and processing your personal data/i,
      /governed by the laws of Kenya\. The courts of Kenya have non-exclusive jurisdiction/i,
      /No one else may enforce any of them/i,
    ]) {
      expect(text).toMatch(clause);
    }
    // Numbered 1 to 14 on screen, in order.
    const numbers = await page.locator('.terms__number').allTextContents();
    expect(numbers).toEqual(Array.from({ length: 14 }, (_, index) => String(index + 1)));
  });
});
