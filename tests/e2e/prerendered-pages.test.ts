// The public pages arrive as HTML that carries their content (scripts/vite-prerender.ts): a phone on slow
// data paints the heading before any script has run, and the app then hydrates that HTML rather than
// drawing it again. Each route is opened twice: with scripts off (what arrives), and with scripts on,
// by a new visitor, a signed-in client and a visitor who is offline (React must adopt the HTML, not throw
// it away after a mismatch).
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prerenderedRoutes } from '../../src/client/routing/prerendered-routes';
import { pathInLanguage } from '../../src/domain/language/language-paths';
import { languageChoiceScript } from '../../src/server/static/language-choice-script';
import { pageStartScript } from '../../src/server/static/page-start-script';
import { viewports, waitForOfflineReady } from '../helpers/browser-page';
import { chromiumArgs, chromiumPath } from '../helpers/chromium';
import { chunkOf } from '../helpers/client-chunks';
import { signUpThroughApi, storeSessionOnOpen } from '../helpers/e2e-session';
import { type RunningServer, startServer } from '../helpers/start-server';
import { expectHeading, quoteAsTenant } from '../helpers/wizard-journey';

const routes = Object.keys(prerenderedRoutes);
const publicRoutes = routes.filter((route) => route !== '/profile');
let server: RunningServer;
let browser: Browser;
let session: string;

beforeAll(async () => {
  server = await startServer();
  browser = await chromium.launch({ executablePath: chromiumPath, headless: true, args: chromiumArgs });
  session = (await signUpThroughApi(server)).session;
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The page's h1, as the visitor sees it (visible, not faded out). */
async function visibleHeading(page: Page): Promise<string> {
  const heading = page.locator('h1').first();
  await heading.waitFor({ state: 'visible', timeout: 5_000 });
  expect(await heading.evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
  return (await heading.textContent())?.trim() ?? '';
}

describe('a public page before any script runs', () => {
  it.each(routes)('%s has its heading, title and description in the HTML', async (route) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto(`${server.url}${route}`);
    expect(response?.headers()['content-type']).toMatch(/^text\/html/);
    expect(await page.locator('script[data-app-scripts]').count()).toBe(1);
    expect(await visibleHeading(page)).not.toBe('');
    expect(await page.title()).toMatch(/Kinga Insurance Agency/);
    expect(await page.locator('body').textContent()).not.toContain('needs JavaScript');
    // Every section shows its content, none hidden waiting for a fade-in that needs a script.
    const hidden = await page
      .locator('main section')
      .evaluateAll(
        (sections) => sections.filter((section) => getComputedStyle(section).opacity !== '1').length,
      );
    expect(hidden).toBe(0);
    await context.close();
  });

  it('names none of the pictures nobody waits for: the partners’ logos and the street plan come later', async () => {
    // On a slow line Chromium lazily loads pictures 2,500 px ahead: named here, they shared a first visit's
    // line with the scripts. The app names them once the line is free (ui/unhurried-image.tsx), which
    // public-pages-content.test.ts sees.
    const html = await (await fetch(`${server.url}/`)).text();
    expect(html).toContain('partner-card');
    expect(html).toContain('map-panel');
    expect(html).not.toContain('/images/underwriters/');
    expect(html).not.toContain('/map-nairobi-cbd.svg');
  });

  it.each(routes.flatMap((route) => [route, pathInLanguage(route, 'sw')]))(
    '%s carries the two inline scripts the Content Security Policy allows by their hashes',
    async (route) => {
      const html = await (await fetch(`${server.url}${route}`)).text();
      const inline = [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
        (match) => match[1],
      );
      expect(inline).toEqual([languageChoiceScript, pageStartScript]);
    },
  );

  it('the home page shows its figures, not counters at 0', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${server.url}/`);
    expect(await page.locator('[data-testid="stat-value"]').allTextContents()).toEqual([
      '120+',
      '98%',
      '100%',
    ]);
    await context.close();
  });
});

type Visitor = 'new visitor' | 'signed-in client' | 'offline visitor';

async function openHydrated(route: string, visitor: Visitor) {
  const context = await browser.newContext();
  const page = await context.newPage();
  if (visitor === 'signed-in client') await storeSessionOnOpen(page, session);
  if (visitor === 'offline visitor')
    await page.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'onLine', { get: () => false }),
    );
  // The heading the parser made from the HTML, kept before any script runs: hydration keeps that node.
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      const heading = document.querySelector('h1');
      if (!heading) return;
      (window as { arrivedHeading?: Element }).arrivedHeading = heading;
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  // /otp reached without a phone says so, then goes to /login 3 s after hydrating (otp-page.tsx's
  // noPhoneRedirectMs): on a loaded machine that came before these checks did. Its timer is held back
  // here, so the checks see the page that arrived; the redirect itself is the OTP tests' to prove.
  if (route === '/otp')
    await page.addInitScript(() => {
      const setTimer = window.setTimeout;
      window.setTimeout = ((handler: TimerHandler, delay?: number, ...rest: unknown[]) =>
        setTimer(
          handler,
          delay !== undefined && delay >= 3_000 ? 2 ** 31 - 1 : delay,
          ...rest,
        )) as typeof setTimeout;
    });
  const problems: string[] = [];
  page.on('console', (message) => {
    // Chromium's own word on a header feature it does not know is not the page's problem.
    if (/^Error with Permissions-Policy header/.test(message.text())) return;
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto(`${server.url}${route}`, { waitUntil: 'networkidle' });
  return { context, page, problems };
}

describe('the scripts of a prerendered page', () => {
  it('start once what the first paint needs has loaded, not beside it', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const events: string[] = [];
    page.on('request', (request) => events.push(`start ${new URL(request.url()).pathname}`));
    page.on('requestfinished', (request) => events.push(`end ${new URL(request.url()).pathname}`));
    await page.goto(`${server.url}/products/home-insurance`, { waitUntil: 'networkidle' });
    const at = (event: RegExp) => events.findIndex((entry) => event.test(entry));
    const entryStarts = at(/^start \/assets\/index-[\w-]+\.js$/);
    expect(entryStarts).toBeGreaterThan(-1);
    // The hero picture (its AVIF copy, ui/picture-sources.ts) has arrived before the scripts start.
    const hero = /^end \/images\/house-\d+\.avif$/;
    expect(at(hero)).toBeGreaterThan(-1);
    expect(at(hero)).toBeLessThan(entryStarts);
    // The body font is not fetched at all: optional, it would not show on this page, and it would share the
    // first visit's bandwidth with the scripts.
    expect(at(/\.woff2$/)).toBe(-1);
    expect(await page.evaluate(() => document.documentElement.classList.contains('figtree'))).toBe(false);
    // Its page chunk is fetched beside the entry, not after the entry has run and asked for it.
    expect(at(/^start \/assets\/home-insurance-page-[\w-]+\.js$/)).toBeLessThan(
      at(/^end \/assets\/index-[\w-]+\.js$/),
    );
    await context.close();
  });
});

describe('the home page below its hero', () => {
  it('stays the prerendered HTML until the reader scrolls, then fetches its script and is adopted without a mismatch', async () => {
    const context = await browser.newContext({ viewport: viewports.phone });
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('request', (request) => scripts.push(new URL(request.url()).pathname));
    const problems: string[] = [];
    page.on('console', (message) => {
      if (/^Error with Permissions-Policy header/.test(message.text())) return;
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    const belowTheFold = () => scripts.filter((path) => chunkOf('below-the-fold').test(path));
    await page.goto(`${server.url}/`, { waitUntil: 'networkidle' });
    // The app owns the page (the hero's carousel answers), and the sections after it are there as HTML.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('button', { name: /close/i }).click();
    expect(belowTheFold()).toEqual([]);
    await expect(page.getByRole('heading', { name: 'Our Clients' }).isVisible()).resolves.toBe(true);
    expect(await page.locator('[data-testid="stat-value"]').allTextContents()).toEqual([
      '120+',
      '98%',
      '100%',
    ]);

    await page.mouse.wheel(0, 300);
    await expect.poll(belowTheFold).toHaveLength(1);
    // Adopted: the counters run once scrolled to, and end on the figures.
    await page.getByRole('heading', { name: 'Our Clients' }).scrollIntoViewIfNeeded();
    await expect.poll(() => page.locator('ul.stats').getAttribute('data-counting')).toBe('true');
    await expect
      .poll(() => page.locator('[data-testid="stat-value"]').allTextContents(), { timeout: 10_000 })
      .toEqual(['120+', '98%', '100%']);
    expect(problems).toEqual([]);
    await context.close();
  });
  it('waits for no scroll on another page, and a return to it loads the part at once', async () => {
    const context = await browser.newContext({ viewport: viewports.phone });
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('request', (request) => scripts.push(new URL(request.url()).pathname));
    const belowTheFold = () => scripts.filter((path) => chunkOf('below-the-fold').test(path));
    await page.goto(`${server.url}/`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Terms', exact: false }).first().click();
    await page.waitForURL((url) => url.pathname === '/terms');
    await page.getByRole('heading', { level: 1, name: /Terms/ }).waitFor();
    await page.mouse.wheel(0, 600);
    // The scroll has happened and its frame has run: a load it started would have been asked for by now.
    await page.waitForFunction(() => window.scrollY > 0);
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 200))),
    );
    await page.waitForLoadState('networkidle');
    expect(belowTheFold()).toEqual([]);
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(belowTheFold).toHaveLength(1);
    await page.getByRole('heading', { name: 'Our Clients' }).waitFor();
    await context.close();
  });
});

describe('offline, after one visit', () => {
  it('the service worker answers each public route with its own page, and other routes with the shell', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${server.url}/`);
    // The pages are part of the worker's install; the pages' scripts come with its background download.
    await waitForOfflineReady(page);
    await context.setOffline(true);
    // The worker holds the body font, so a page it answers paints in it from the first frame.
    await page.goto(`${server.url}/products`);
    expect(await page.evaluate(() => document.documentElement.classList.contains('figtree'))).toBe(true);
    await expect
      .poll(() => page.evaluate(() => document.fonts.check('16px "Figtree Variable"', 'Kinga')))
      .toBe(true);
    expect(
      await page.evaluate(() => getComputedStyle(document.body).fontFamily.startsWith('"Figtree Variable"')),
    ).toBe(true);
    const motor = await page.goto(`${server.url}/products/motor-insurance`);
    expect(motor?.fromServiceWorker()).toBe(true);
    expect(await motor?.text()).toMatch(/<h1[^>]*>Motor Insurance<\/h1>/);
    expect(await visibleHeading(page)).toBe('Motor Insurance');
    const terms = await page.goto(`${server.url}/terms/`);
    expect(terms?.fromServiceWorker()).toBe(true);
    expect(await terms?.text()).toMatch(/<h1[^>]*>Terms &amp; Conditions<\/h1>/);
    const profile = await page.goto(`${server.url}/profile`);
    expect(profile?.fromServiceWorker()).toBe(true);
    expect(await profile?.text()).toMatch(/<h1[^>]*>Loading Profile<\/h1>/);
    const verify = await page.goto(`${server.url}/verify/KIA-000001`);
    expect(verify?.fromServiceWorker()).toBe(true);
    expect(await verify?.text()).toContain('<div id="root"></div>');
    await context.close();
  });
});

describe('hydration adopts the prerendered HTML', () => {
  // The portal's loading screen gives way to the client's profile, or to /login (below).
  const cases = publicRoutes.flatMap((route) =>
    (['new visitor', 'signed-in client', 'offline visitor'] as const).map(
      (visitor) => [route, visitor] as const,
    ),
  );
  it.each(cases)('%s for a %s, with no mismatch', async (route, visitor) => {
    const { context, page, problems } = await openHydrated(route, visitor);
    expect(await visibleHeading(page)).not.toBe('');
    // React has taken over the page (hydrateRoot marks its container) and kept the heading that arrived.
    await expect
      .poll(() =>
        page.evaluate(() =>
          Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__react')),
        ),
      )
      .toBe(true);
    expect(
      await page.evaluate(
        () => (window as { arrivedHeading?: Element }).arrivedHeading === document.querySelector('h1'),
      ),
    ).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('/profile, prerendered as its loading screen', () => {
  it('holds no one’s data: the same loading screen for everyone', async () => {
    const html = await (await fetch(`${server.url}/profile`)).text();
    expect(html).toMatch(/<h1[^>]*>Loading Profile<\/h1>/);
    for (const label of ['Full Name', 'Email Address', 'ID Number', 'KRA PIN'])
      expect(html).not.toContain(label);
  });

  it('a signed-in client: React adopts it without a mismatch, then shows their profile', async () => {
    const { context, page, problems } = await openHydrated('/profile', 'signed-in client');
    await page.getByRole('heading', { name: 'Personal Info' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/profile');
    expect(problems).toEqual([]);
    await context.close();
  });

  it.each(['new visitor', 'offline visitor'] as const)(
    'a %s with no session: adopted without a mismatch, then sent to /login',
    async (visitor) => {
      const { context, page, problems } = await openHydrated('/profile', visitor);
      await page.waitForURL((url) => url.pathname === '/login');
      expect(await visibleHeading(page)).not.toBe('Loading Profile');
      expect(problems).toEqual([]);
      await context.close();
    },
  );
});

describe('a page built in one year and opened in another', () => {
  it('hydrates without a mismatch and shows the year of the phone', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.clock.setFixedTime(new Date('2031-03-01T09:00:00+03:00'));
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    await page.goto(`${server.url}/terms`, { waitUntil: 'networkidle' });
    // The footer hydrates once the line is free (shell/main-layout.tsx).
    await page.locator('.footer__copyright').scrollIntoViewIfNeeded();
    await expect
      .poll(() => page.locator('.footer__copyright').textContent(), { timeout: 15_000 })
      .toBe('© 2031 Kinga Insurance Agency. All rights reserved.');
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('the wizard, which arrives as a first visit sees it', () => {
  it('restores a saved draft on this device after hydrating, with no mismatch', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${server.url}/products/homepackage`);
    await expectHeading(page, 'Coverage Details');
    await quoteAsTenant(page, '250000');
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    await page.goto(`${server.url}/products/homepackage`, { waitUntil: 'networkidle' });
    await expectHeading(page, 'Choose Your Policy');
    expect(problems).toEqual([]);
    await context.close();
  });
});

/** Holds the app's entry script at the network until `release`, so a test can act before the app runs. */
async function holdAppEntry(page: Page): Promise<{ asked: () => boolean; release: () => void }> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let asked = false;
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    asked = true;
    await held;
    await route.continue();
  });
  return { asked: () => asked, release };
}

describe('a tap before the app has started', () => {
  it('starts the scripts, and the menu’s, at once and reaches the button once the app owns the page', async () => {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    // The app's entry is held at the network until the visitor has tapped.
    const entry = await holdAppEntry(page);
    await page.goto(`${server.url}/`);
    await visibleHeading(page);
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect.poll(entry.asked).toBe(true);
    // The menu's own chunk travels beside the app's, not after the app has run and asked for it.
    await expect.poll(() => asked.some((path) => /^\/assets\/side-menu-[\w-]+\.js$/.test(path))).toBe(true);
    entry.release();
    await page.getByRole('dialog').getByRole('link', { name: 'Get a quote' }).waitFor({ state: 'visible' });
    await context.close();
  });

  it('keeps a choice made on the wizard’s first question, and shows what it asks next once the app runs', async () => {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    const entry = await holdAppEntry(page);
    await page.goto(`${server.url}/products/homepackage`);
    await page.getByRole('radio', { name: /tenant/ }).check();
    entry.release();
    await page.getByLabel('Total value of household items').first().waitFor({ state: 'visible' });
    expect(await page.getByRole('radio', { name: /tenant/ }).isChecked()).toBe(true);
    await context.close();
  });
});
