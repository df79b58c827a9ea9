import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium } from 'playwright-core';

// Debian's Chromium, driven by playwright-core; the flags keep it from reaching for Google's hosts,
// which this network refuses (and CI machines have no network at all).
export const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function assertChromiumInstalled(): void {
  if (!existsSync(chromiumPath)) {
    throw new Error(
      `Chromium not found at ${chromiumPath}: install it (apt-get install -y chromium) or set CHROME_PATH.`,
    );
  }
}

/** A fresh browser profile for one test file, so no service worker or storage leaks between runs. */
export function newProfileDir(): string {
  return mkdtempSync(join(tmpdir(), 'kinga-chromium-'));
}

/**
 * A fresh browser profile each time; or, given a profile a closed browser left, the same phone opened
 * again (its service worker, IndexedDB and web storage as they were).
 */
export async function launchChromium(userDataDir = newProfileDir()): Promise<BrowserContext> {
  assertChromiumInstalled();
  return chromium.launchPersistentContext(userDataDir, {
    executablePath: chromiumPath,
    headless: true,
    args: chromiumArgs,
  });
}
