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

/** A fresh browser profile each time, so no service worker or storage leaks between runs. */
export async function launchChromium(): Promise<BrowserContext> {
  assertChromiumInstalled();
  const userDataDir = mkdtempSync(join(tmpdir(), 'kinga-chromium-'));
  return chromium.launchPersistentContext(userDataDir, {
    executablePath: chromiumPath,
    headless: true,
    args: chromiumArgs,
  });
}
