import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { readPrecacheManifest } from '../../scripts/audit/precache-manifest';

export const viewports = {
  phone: { width: 360, height: 740 },
  desktop: { width: 1280, height: 900 },
} as const;

const artifactsDir = fileURLToPath(new URL('../e2e/.artifacts/', import.meta.url));

/**
 * Waits for the page's h1, and for the app to have taken it over, and returns its text. A public page
 * arrives with its heading already in the HTML (prerendered), before the scripts that make its buttons
 * work have run: a journey that clicks on must wait for React to own the page (hydration marks each node
 * it adopts with its fiber).
 */
export async function headingOf(page: Page): Promise<string> {
  const heading = page.locator('main h1');
  await heading.waitFor({ state: 'visible' });
  await page.waitForFunction(() => {
    const element = document.querySelector('main h1');
    return element !== null && Object.keys(element).some((key) => key.startsWith('__reactFiber'));
  });
  return (await heading.textContent())?.trim() ?? '';
}

/** Saves a screenshot under tests/e2e/.artifacts for a person to look at (ignored by git). */
export async function saveScreenshot(page: Page, name: string): Promise<void> {
  mkdirSync(artifactsDir, { recursive: true });
  await page.screenshot({ path: `${artifactsDir}${name}.png`, fullPage: true });
}

/** Whether anything sticks out sideways (a horizontal scrollbar on a phone is a layout bug). */
export async function overflowsHorizontally(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
}

/** Scrolls to the bottom a screen at a time and back to the top, so every fade-in section has appeared. */
export async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    // No named helpers in here: tsx would wrap them in a __name() call the page does not have.
    for (let top = 0; top < document.documentElement.scrollHeight; top += window.innerHeight * 0.75) {
      window.scrollTo(0, top);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    window.scrollTo(0, 0);
  });
  // The fade-in transition is 0.6 s.
  await page.waitForTimeout(700);
}

/** Waits until the service worker controls the page (it claims the page on its first install). */
export async function waitForServiceWorkerControl(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 30_000,
  });
}

/** The path of every response the service worker holds in its caches (the precache, once installed). */
export function precachedPaths(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      paths.push(...(await cache.keys()).map((request) => new URL(request.url).pathname));
    }
    return paths;
  });
}

/**
 * Waits until the worker holds every file of `paths` (the install set and the background download, which
 * starts once the page is idle), and returns what it holds.
 */
export async function waitForOfflineFiles(
  page: Page,
  paths: string[],
  timeoutMs = 60_000,
): Promise<string[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const held = await precachedPaths(page);
    const missing = paths.filter((path) => !held.includes(path));
    if (missing.length === 0) return held;
    if (Date.now() > deadline) throw new Error(`the worker never cached ${missing.slice(0, 5).join(', ')}…`);
    await page.waitForTimeout(250);
  }
}

/**
 * Waits until the page is ready to lose its connection as a visitor's phone would be after one visit
 * left idle: the worker controls it and holds every file of the build (its background download done).
 */
export async function waitForOfflineReady(page: Page): Promise<void> {
  await waitForServiceWorkerControl(page);
  await waitForOfflineFiles(
    page,
    readPrecacheManifest().map((entry) => entry.path),
  );
}
