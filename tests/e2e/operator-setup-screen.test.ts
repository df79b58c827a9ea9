// The operator's set-up screen. The authenticator key comes as a QR code (the otpauth
// URI, read back here from the screen's pixels) beside the text key, drawn by a library the home page never
// loads; the ten recovery codes can be copied, downloaded as a .txt file and printed.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import decodeQR from 'qr/decode.js';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runOperatorCommand } from '../../src/server/cli/operator-command-run';
import { systemClock } from '../../src/server/clock';
import { migrate } from '../../src/server/db/migrate';
import { openDatabase } from '../../src/server/db/open-database';
import { overflowsHorizontally, saveScreenshot, viewports } from '../helpers/browser-page';
import { launchChromium } from '../helpers/chromium';
import { totpCode } from '../helpers/server-operators';
import { type RunningServer, startServer } from '../helpers/start-server';

const dataDir = mkdtempSync(join(tmpdir(), 'kinga-e2e-setup-'));
let setupPath = '';
let server: RunningServer;
let browser: BrowserContext;
let page: Page;
const scripts: string[] = [];

beforeAll(async () => {
  // The command runs on the server's database before the server opens it (PGlite is one process's).
  const database = await openDatabase({ driver: 'pglite', storage: 'disk', dir: join(dataDir, 'pglite') });
  await migrate(database);
  const lines: string[] = [];
  const origin = 'http://placeholder';
  await runOperatorCommand(
    ['add', '--name', 'Njeri Agent', '--email', 'njeri@kinga.example', '--role', 'agent'],
    {
      database,
      clock: systemClock,
      origin,
      print: (line) => lines.push(line),
    },
  );
  await database.close();
  setupPath = (lines.find((line) => line.startsWith(origin)) ?? '').slice(origin.length);
  server = await startServer({ DATA_DIR: dataDir });
  browser = await launchChromium();
  await browser.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
  page = await browser.newPage();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
}, 90_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The QR code as a camera would read it: the element's pixels, decoded. */
async function qrText(): Promise<string> {
  const png = await page.getByRole('img', { name: /QR code/ }).screenshot();
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return decodeQR({ width: info.width, height: info.height, data: new Uint8Array(data) });
}

describe('the operator set-up screen', () => {
  it('loads no QR code library on the home page', async () => {
    await page.setViewportSize(viewports.phone);
    await page.goto(`${server.url}/`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(scripts.filter((url) => /totp-qr-code/.test(url))).toEqual([]);
  });

  it('shows the key as a QR code of its otpauth URI beside the text key, at 360 and 1280 px', async () => {
    await page.goto(`${server.url}${setupPath}`);
    await page.getByRole('textbox', { name: 'New password' }).fill('Back-office 2026');
    await page.getByRole('button', { name: 'Continue' }).click();
    const secret = (await page.locator('.admin__secret').textContent({ timeout: 10_000 })) ?? '';
    expect(secret.replace(/\s/g, '')).toMatch(/^[A-Z2-7]{32}$/);
    const uri = (await page.getByRole('link', { name: /open it on this phone/ }).getAttribute('href')) ?? '';
    expect(uri).toMatch(/^otpauth:\/\/totp\//);
    expect(uri).toContain(`secret=${secret.replace(/\s/g, '')}`);
    expect(scripts.some((url) => /totp-qr-code/.test(url))).toBe(true);
    for (const viewport of [viewports.phone, viewports.desktop]) {
      await page.setViewportSize(viewport);
      expect(await qrText()).toBe(uri);
      expect(await overflowsHorizontally(page)).toBe(false);
      await saveScreenshot(page, `operator-setup-key-${viewport.width}`);
    }
    await page.getByRole('textbox', { name: 'Code' }).fill(totpCode(secret.replace(/\s/g, ''), new Date()));
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByRole('list', { name: 'Recovery codes' }).waitFor();
  });

  it('copies, downloads and prints the ten recovery codes', async () => {
    const codes = await page
      .getByRole('list', { name: 'Recovery codes' })
      .getByRole('listitem')
      .allTextContents();
    expect(codes).toHaveLength(10);

    await page.getByRole('button', { name: 'Copy' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(codes.join('\n'));
    await page.getByText('Copied').waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('kinga-back-office-recovery-codes.txt');
    const file = readFileSync((await download.path()) ?? '', 'utf8');
    for (const code of codes) expect(file).toContain(code);

    // The browser's print dialog would block a headless page: count the calls instead.
    await page.evaluate(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => {
        (window as unknown as { printed: number }).printed += 1;
      };
    });
    await page.getByRole('button', { name: 'Print' }).click();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    // On paper: the codes, without the buttons.
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('list', { name: 'Recovery codes' }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Download' }).isVisible()).toBe(false);
    await page.emulateMedia({ media: 'screen' });

    for (const viewport of [viewports.phone, viewports.desktop]) {
      await page.setViewportSize(viewport);
      expect(await overflowsHorizontally(page)).toBe(false);
      await saveScreenshot(page, `operator-setup-codes-${viewport.width}`);
    }
  });
});
