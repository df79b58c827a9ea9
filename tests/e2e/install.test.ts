import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { headingOf, precachedPaths, viewports, waitForServiceWorkerControl } from '../helpers/browser-page';
import { setupServerAndBrowser } from '../helpers/e2e-setup';

const e2e = setupServerAndBrowser();
let page: Page;

interface ManifestImage {
  src: string;
  sizes: string;
  type?: string;
  purpose?: string;
  form_factor?: string;
  label?: string;
}

interface Manifest extends Record<string, unknown> {
  icons: ManifestImage[];
  screenshots: ManifestImage[];
  shortcuts: Array<{ name: string; url: string; icons: ManifestImage[] }>;
}

let manifest: Manifest;

beforeAll(async () => {
  page = await e2e.browser.newPage();
  await page.setViewportSize(viewports.phone);
  const response = await fetch(`${e2e.server.url}/manifest.webmanifest`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
  manifest = (await response.json()) as Manifest;
});

/** Width and height from a PNG's header (the IHDR chunk always comes first). */
function pngSize(bytes: Uint8Array): string {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return `${view.getUint32(16)}x${view.getUint32(20)}`;
}

async function expectPngOfDeclaredSize(image: ManifestImage): Promise<void> {
  const response = await fetch(new URL(image.src, e2e.server.url));
  expect(response.status, image.src).toBe(200);
  expect(response.headers.get('content-type'), image.src).toBe('image/png');
  expect(pngSize(new Uint8Array(await response.arrayBuffer())), image.src).toBe(image.sizes);
}

/**
 * A page where Chromium's own install offer (it fires once the app is installable) is held back, so the
 * test decides when an offer arrives and which platform it looks like.
 */
async function pageWithoutBrowserInstallOffer(userAgent?: string): Promise<Page> {
  const held = await e2e.browser.newPage();
  await held.addInitScript(() => {
    window.addEventListener(
      'beforeinstallprompt',
      (event) => {
        if (event.isTrusted) event.stopImmediatePropagation();
      },
      { capture: true },
    );
  });
  if (userAgent) {
    const cdp = await e2e.browser.newCDPSession(held);
    await cdp.send('Emulation.setUserAgentOverride', { userAgent, platform: 'iPhone' });
  }
  await held.setViewportSize(viewports.phone);
  await held.goto(`${e2e.server.url}/`);
  await headingOf(held);
  return held;
}

describe('the web app manifest', () => {
  it('is linked once from the page (the PWA plugin adds the link itself), beside theme-color and apple-touch-icon', async () => {
    const html = await (await fetch(`${e2e.server.url}/`)).text();
    expect(html.match(/<link rel="manifest"/g)).toHaveLength(1);
    expect(html).toContain('<meta name="theme-color" content="#0b5d4b"');
    expect(html).toContain('<link rel="apple-touch-icon" href="/apple-touch-icon-180.png"');
    await expectPngOfDeclaredSize({ src: '/apple-touch-icon-180.png', sizes: '180x180' });
  });

  it('describes an installable standalone app', () => {
    expect(manifest).toMatchObject({
      id: '/',
      name: 'Kinga Insurance Agency',
      short_name: 'Kinga',
      description: expect.stringMatching(/\S/),
      start_url: '/',
      scope: '/',
      display: 'standalone',
      orientation: 'portrait',
      theme_color: '#0b5d4b',
      background_color: '#ffffff',
      categories: ['finance', 'insurance', 'business'],
    });
  });

  it('has 192 and 512 icons and a separate maskable icon, each a PNG of its declared size', async () => {
    const sizes = (purpose: string) =>
      manifest.icons
        .filter((icon) => (icon.purpose ?? 'any').split(' ').includes(purpose))
        .map((icon) => icon.sizes);
    expect(sizes('any')).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(sizes('maskable')).toEqual(['512x512']);
    // Separate: an icon cropped to a circle must not also be the one shown uncropped.
    expect(
      manifest.icons.filter((icon) => icon.purpose?.includes('any') && icon.purpose.includes('maskable')),
    ).toEqual([]);
    for (const icon of manifest.icons) await expectPngOfDeclaredSize(icon);
  });

  it('has labelled narrow and wide screenshots of the app, each a PNG of its declared size', async () => {
    expect(manifest.screenshots.map((shot) => [shot.form_factor, shot.sizes])).toEqual([
      ['narrow', '360x740'],
      ['wide', '1280x800'],
    ]);
    for (const screenshot of manifest.screenshots) {
      expect(screenshot.label, screenshot.src).toMatch(/\S/);
      await expectPngOfDeclaredSize(screenshot);
    }
  });

  it("has the shortcuts 'Get a quote' and 'My policies' with 96 px icons", async () => {
    expect(manifest.shortcuts.map((shortcut) => [shortcut.name, shortcut.url])).toEqual([
      ['Get a quote', '/products/homepackage'],
      ['My policies', '/profile'],
    ]);
    for (const shortcut of manifest.shortcuts) {
      expect(shortcut.icons.map((icon) => icon.sizes)).toContain('96x96');
      for (const icon of shortcut.icons) await expectPngOfDeclaredSize(icon);
    }
  });
});

describe('installing', () => {
  it('has a worker controlling the page, and Chromium reports no installability error', async () => {
    await page.goto(`${e2e.server.url}/`);
    await headingOf(page);
    await waitForServiceWorkerControl(page);
    const cdp = await page.context().newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: Array<{ errorId: string }>;
    };
    expect(installabilityErrors).toEqual([]);
    await cdp.detach();
  });

  it('precaches the manifest and its icons, not the screenshots (seen only before installing)', async () => {
    const precached = await precachedPaths(page);
    const iconPaths = [
      ...manifest.icons.map((icon) => icon.src),
      ...manifest.shortcuts.flatMap((shortcut) => shortcut.icons.map((icon) => icon.src)),
    ];
    expect(precached).toEqual(expect.arrayContaining(['/manifest.webmanifest', ...new Set(iconPaths)]));
    for (const screenshot of manifest.screenshots) expect(precached).not.toContain(screenshot.src);
  });

  it("shows 'Install app' when Chromium offers to install the app", async () => {
    await page.goto(`${e2e.server.url}/`);
    await headingOf(page);
    await page.getByRole('button', { name: 'Install app' }).waitFor();
  });

  it("shows 'Install app' on a beforeinstallprompt, prompts on click, and hides after the choice", async () => {
    const held = await pageWithoutBrowserInstallOffer();
    const install = held.getByRole('button', { name: 'Install app' });
    await held.waitForTimeout(500);
    expect(await install.count()).toBe(0);

    await held.evaluate(() => {
      const offer = new Event('beforeinstallprompt', { cancelable: true }) as Event & Record<string, unknown>;
      offer.prompt = async () => {
        (window as unknown as { promptShown: boolean }).promptShown = true;
      };
      offer.userChoice = Promise.resolve({ outcome: 'dismissed' });
      window.dispatchEvent(offer);
    });
    await install.waitFor();
    await install.click();
    await install.waitFor({ state: 'detached' });
    expect(await held.evaluate(() => (window as unknown as { promptShown?: boolean }).promptShown)).toBe(
      true,
    );
    await held.close();
  });

  it("hides 'Install app' once the app is installed", async () => {
    const held = await pageWithoutBrowserInstallOffer();
    await held.evaluate(() => {
      const offer = new Event('beforeinstallprompt', { cancelable: true }) as Event & Record<string, unknown>;
      offer.prompt = async () => {};
      offer.userChoice = new Promise(() => {});
      window.dispatchEvent(offer);
    });
    const install = held.getByRole('button', { name: 'Install app' });
    await install.waitFor();
    await held.evaluate(() => window.dispatchEvent(new Event('appinstalled')));
    await install.waitFor({ state: 'detached' });
    await held.close();
  });

  it('tells iOS Safari users how to add the app to the home screen, until they dismiss it', async () => {
    const ios = await pageWithoutBrowserInstallOffer(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    );
    const hint = ios.getByText('Install the app: tap Share, then Add to Home Screen.');
    await hint.waitFor();
    await ios.getByRole('button', { name: 'Dismiss' }).click();
    await hint.waitFor({ state: 'detached' });
    await ios.reload();
    await headingOf(ios);
    await ios.waitForTimeout(500);
    expect(await hint.count()).toBe(0);
    await ios.close();
  });
});
