import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { launchChromium } from './chromium';
import { type SwitchableStaticServer, startSwitchableStaticServer } from './switchable-static-server';

const versionMarker = '<meta name="kinga-build" content="second" />';

/**
 * The second version: the same build with a changed index.html and prerendered pages (pages/…), and its
 * service worker's precache entries for them revised accordingly (as a real rebuild would), so the worker
 * script itself differs.
 */
export function secondVersionOf(folder: string): string {
  const second = mkdtempSync(join(tmpdir(), 'kinga-second-build-'));
  cpSync(folder, second, { recursive: true });
  const pages = readdirSync(second, { recursive: true, encoding: 'utf8' }).filter(
    (path) => path === 'index.html' || (path.startsWith('pages/') && path.endsWith('.html')),
  );
  for (const page of pages) {
    const path = join(second, page);
    writeFileSync(path, readFileSync(path, 'utf8').replace('</head>', `${versionMarker}</head>`));
  }
  const swPath = join(second, 'sw.js');
  const sw = readFileSync(swPath, 'utf8');
  const revised = sw.replace(
    /"revision":"[0-9a-f]+","url":"((?:pages\/[\w/-]+|index)\.html)"/g,
    '"revision":"second","url":"$1"',
  );
  expect(revised).not.toBe(sw);
  writeFileSync(swPath, revised);
  return second;
}

export const runsSecondVersion = (page: Page) =>
  page.evaluate(() => document.querySelector('meta[name="kinga-build"]') !== null);

/** The app looks for a new version when it comes back to the foreground. */
export const bringToForeground = (page: Page) =>
  page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));

const builtClient = fileURLToPath(new URL('../../dist/client', import.meta.url));

export interface TwoVersions {
  /** Serves the built client until a test deploys `secondVersion` with `host.serve`. */
  host: SwitchableStaticServer;
  browser: BrowserContext;
  /** The folder of the second version of the build. */
  secondVersion: string;
}

/** For a test file: the built client on a switchable host, its second version, and a browser. */
export function setupTwoVersions(): TwoVersions {
  const context = {} as TwoVersions;
  beforeAll(async () => {
    context.secondVersion = secondVersionOf(builtClient);
    context.host = await startSwitchableStaticServer(builtClient);
    context.browser = await launchChromium();
  });
  afterAll(async () => {
    await context.browser?.close();
    await context.host?.close();
    if (context.secondVersion) rmSync(context.secondVersion, { recursive: true, force: true });
  });
  return context;
}
