import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { pwaMessages } from '../../src/domain/pwa-messages';
import { headingOf, viewports, waitForServiceWorkerControl } from '../helpers/browser-page';
import { bringToForeground, runsSecondVersion, setupTwoVersions } from '../helpers/second-version';

let killSwitchVersion: string;
// Registered first so it runs last (vitest runs afterAll hooks in reverse): the host serves the folder
// until it closes.
afterAll(() => {
  if (killSwitchVersion) rmSync(killSwitchVersion, { recursive: true, force: true });
});
const versions = setupTwoVersions();

async function openPage(path = '/'): Promise<Page> {
  const page = await versions.browser.newPage();
  await page.setViewportSize(viewports.phone);
  await page.goto(`${versions.host.url}${path}`);
  await headingOf(page);
  return page;
}

describe('a new version deployed under an open page', () => {
  let first: Page;
  let typing: Page;

  it('is offered with "A new version is available" once the app comes back to the foreground', async () => {
    first = await openPage();
    await waitForServiceWorkerControl(first);
    expect(await runsSecondVersion(first)).toBe(false);

    versions.host.serve(versions.secondVersion);
    await bringToForeground(first);
    await first.getByText(pwaMessages.updateAvailable).waitFor({ timeout: 30_000 });
  });

  it('is offered again at start to a page opened while it was already waiting', async () => {
    typing = await openPage('/products/homepackage');
    await typing.getByText(pwaMessages.updateAvailable).waitFor({ timeout: 30_000 });
  });

  it('reloads into the new version on Reload, but not a page where a field has focus until it is left', async () => {
    // The wizard's first step has no text field: the contact step's fields stand in for typing there.
    const field = typing.locator('input, textarea, select').first();
    const hasField = (await field.count()) > 0;
    if (hasField) await field.focus();
    else
      await typing.evaluate(() => {
        const input = document.createElement('input');
        input.setAttribute('aria-label', 'Typing');
        document.querySelector('main')?.append(input);
        input.focus();
      });

    await first.getByRole('button', { name: 'Reload' }).click();
    await first.waitForFunction(
      () => document.querySelector('meta[name="kinga-build"]') !== null,
      undefined,
      {
        timeout: 30_000,
      },
    );
    expect(await headingOf(first)).not.toBe('');

    // The other tab kept the user's focus and its page: no reload under their fingers.
    await typing.waitForTimeout(1500);
    expect(await runsSecondVersion(typing)).toBe(false);
    expect(await typing.evaluate(() => document.activeElement?.tagName)).toMatch(/INPUT|TEXTAREA|SELECT/);

    // Leaving the field lets the waiting reload happen.
    await typing.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await typing.waitForFunction(
      () => document.querySelector('meta[name="kinga-build"]') !== null,
      undefined,
      {
        timeout: 30_000,
      },
    );
  });
});

describe('the kill-switch worker, deployed in an emergency', () => {
  it('empties the caches, unregisters itself and leaves the open page running from the network', async () => {
    killSwitchVersion = mkdtempSync(join(tmpdir(), 'kinga-kill-switch-'));
    cpSync(versions.secondVersion, killSwitchVersion, { recursive: true });
    // The documented command, pointed at this folder instead of dist/client.
    execFileSync(
      process.execPath,
      ['node_modules/tsx/dist/cli.mjs', 'scripts/build-kill-switch.ts', killSwitchVersion],
      {
        cwd: fileURLToPath(new URL('../..', import.meta.url)),
      },
    );
    const page = await openPage();
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

    versions.host.serve(killSwitchVersion);
    await bringToForeground(page);
    await page.waitForFunction(
      async () =>
        navigator.serviceWorker.controller === null &&
        (await navigator.serviceWorker.getRegistrations()).length === 0 &&
        (await caches.keys()).length === 0,
      undefined,
      { timeout: 30_000, polling: 250 },
    );
    // No reload loop: the page settles and shows its heading.
    await page.waitForTimeout(1500);
    expect(await headingOf(page)).not.toBe('');
  });
});
