// The back office's first day at 1280 px: an admin added by `npm run operator -- add` opens the
// set-up link, chooses a password, adds the key to an authenticator (otpauth here), confirms with its code,
// sees the recovery codes, signs out, then signs in with e-mail, password and a fresh code, and once more with a recovery code.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { runOperatorCommand } from '../../src/server/cli/operator-command-run';
import { systemClock } from '../../src/server/clock';
import { migrate } from '../../src/server/db/migrate';
import { openDatabase } from '../../src/server/db/open-database';
import { overflowsHorizontally, saveScreenshot, viewports } from '../helpers/browser-page';
import { launchChromium } from '../helpers/chromium';
import { totpCode } from '../helpers/server-operators';
import { type RunningServer, startServer } from '../helpers/start-server';

const email = 'wanjiku.admin@kinga.example';
const password = 'Back-office 2026';
const dataDir = mkdtempSync(join(tmpdir(), 'kinga-e2e-admin-'));
let setupPath = '';
let server: RunningServer;
let browser: BrowserContext;
let page: Page;

beforeAll(async () => {
  // The command runs on the server's database before the server opens it (PGlite is one process's).
  const database = await openDatabase({ driver: 'pglite', storage: 'disk', dir: join(dataDir, 'pglite') });
  await migrate(database);
  const lines: string[] = [];
  const origin = 'http://placeholder';
  await runOperatorCommand(['add', '--name', 'Wanjiku Admin', '--email', email, '--role', 'admin'], {
    database,
    clock: systemClock,
    origin,
    print: (line) => lines.push(line),
  });
  await database.close();
  setupPath = (lines.find((line) => line.startsWith(origin)) ?? '').slice(origin.length);
  server = await startServer({ DATA_DIR: dataDir });
  browser = await launchChromium();
  page = await browser.newPage();
  await page.setViewportSize(viewports.desktop);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

afterEach(async (context) => {
  if (context.task.result?.state === 'fail') await saveScreenshot(page, 'admin-sign-in-failure-1280');
});

/**
 * The code the authenticator showed `stepsAgo` 30-second steps before now (the server takes one step
 * either side, for a phone's drifting clock), or shows now. Set-up confirms with the last step's code and
 * the sign-in uses the current one, so the journey never waits up to 30 s for a step not yet used; the
 * unit tests of operator-totp prove each step is taken once.
 */
async function authenticatorCode(secret: string, stepsAgo = 0): Promise<string> {
  // A code typed in the last seconds of its step could reach the server in the next one, where a code
  // from the step before last no longer counts: type it at the start of a step instead.
  const leftInStep = 30_000 - (Date.now() % 30_000);
  if (leftInStep < 5_000) await new Promise((resolve) => setTimeout(resolve, leftInStep + 100));
  return totpCode(secret, new Date(Date.now() - stepsAgo * 30_000));
}

describe('/admin at 1280 px', () => {
  it('sets up an operator with a password and an authenticator, then signs in again', async () => {
    expect(setupPath).toMatch(/^\/admin\/setup\?token=/);
    await page.goto(`${server.url}${setupPath}`);
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, nofollow');
    // The token leaves the address bar once the page holds it.
    await page.waitForURL(`${server.url}/admin/setup`);

    await page.getByRole('textbox', { name: 'New password' }).fill(password);
    await page.getByRole('button', { name: 'Continue' }).click();
    const secret = (await page.locator('.admin__secret').textContent({ timeout: 10_000 })) ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);

    await page.getByRole('textbox', { name: 'Code' }).fill(await authenticatorCode(secret, 1));
    await page.getByRole('button', { name: 'Confirm' }).click();
    const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await codes.first().waitFor();
    expect(await codes.count()).toBe(10);
    const recoveryCode = (await codes.first().textContent()) ?? '';
    await expect(
      page.getByText('Keep these codes somewhere safe', { exact: false }).isVisible(),
    ).resolves.toBe(true);

    await page.getByRole('link', { name: 'I have saved them: sign in' }).click();
    await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
    await page.getByRole('textbox', { name: 'Code' }).fill(await authenticatorCode(secret));
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Applications' }).waitFor();
    expect(await page.getByText('Signed in as').textContent()).toBe('Signed in as Wanjiku Admin (admin)');
    await saveScreenshot(page, 'admin-landing-1280');

    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    // Again, with a recovery code instead of the app (the phone left at home).
    await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
    await page.getByRole('textbox', { name: 'Code' }).fill(recoveryCode);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Applications' }).waitFor();
    expect(page.url()).toBe(`${server.url}/admin`);
    expect(await overflowsHorizontally(page)).toBe(false);
  });

  it('fits a 360 px phone: the landing page and the sign-in page', async () => {
    await page.setViewportSize(viewports.phone);
    await page.getByRole('heading', { name: 'Applications' }).waitFor();
    expect(await overflowsHorizontally(page)).toBe(false);
    await saveScreenshot(page, 'admin-landing-360');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    expect(await overflowsHorizontally(page)).toBe(false);
    await saveScreenshot(page, 'admin-sign-in-360');
  });
});
