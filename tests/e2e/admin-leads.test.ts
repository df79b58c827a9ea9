// The call-back requests page in a real browser, at 360 px and 1280 px: callers who asked by USSD to be
// called back (recorded on the server's database before it starts: PGlite is one process's), an admin set up
// and signed in through the API. On a phone the operator marks one called with the keyboard alone, and the
// caller moves to the called list; neither width scrolls sideways or has anything axe-core finds. Their
// call-back requests are also listed under what was done by USSD, and a quote a visitor saved for later
// (through the API, as the wizard's "Save quotation" sends it) has its own section after those waiting.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { QuoteResponseSchema } from '../../src/domain/api';
import { runOperatorCommand } from '../../src/server/cli/operator-command-run';
import { systemClock } from '../../src/server/clock';
import { migrate } from '../../src/server/db/migrate';
import { openDatabase } from '../../src/server/db/open-database';
import { createLeadsRepository } from '../../src/server/services/leads/leads-repository';
import { createUssdActionsRepository } from '../../src/server/services/ussd/ussd-actions-repository';
import { axeViolations } from '../helpers/axe';
import { overflowsHorizontally, saveScreenshot, viewports } from '../helpers/browser-page';
import { launchChromium } from '../helpers/chromium';
import { totpCode } from '../helpers/server-operators';
import { buyBody, tenantCover } from '../helpers/server-payments';
import { type RunningServer, startServer } from '../helpers/start-server';

const email = 'wanjiku.admin@kinga.example';
const password = 'Back-office 2026';
const dataDir = mkdtempSync(join(tmpdir(), 'kinga-e2e-leads-'));
let server: RunningServer;
let browser: BrowserContext;
let page: Page;
let session = '';

async function call(path: string, body: unknown): Promise<Record<string, unknown>> {
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await response.json()) as Record<string, unknown>;
}

beforeAll(async () => {
  const database = await openDatabase({ driver: 'pglite', storage: 'disk', dir: join(dataDir, 'pglite') });
  await migrate(database);
  const lines: string[] = [];
  await runOperatorCommand(['add', '--name', 'Wanjiku Admin', '--email', email, '--role', 'admin'], {
    database,
    clock: systemClock,
    origin: 'http://x',
    print: (line) => lines.push(line),
  });
  const leads = createLeadsRepository(database.db);
  const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
  await leads.add({
    msisdn: '254712345678',
    reason: 'buying',
    channel: 'ussd',
    language: 'sw',
    claimId: null,
    askedAt: minutesAgo(3 * 60 + 20),
  });
  await leads.add({
    msisdn: '254110987654',
    reason: 'claim',
    channel: 'ussd',
    language: 'en',
    claimId: null,
    askedAt: minutesAgo(45),
  });
  // Each request is also something the caller did by USSD (no cover: this server sold none).
  const ussdActions = createUssdActionsRepository(database.db);
  await ussdActions.add({ msisdn: '254712345678', action: 'call_back', at: minutesAgo(3 * 60 + 20) });
  await ussdActions.add({ msisdn: '254110987654', action: 'call_back', at: minutesAgo(45) });
  await database.close();
  const token = new URL(lines.find((line) => line.startsWith('http://x')) ?? '').searchParams.get('token');

  server = await startServer({ DATA_DIR: dataDir });
  const { secret } = (await call('/api/admin/setup', { token, password })) as { secret: string };
  const { recovery_codes } = (await call('/api/admin/setup/confirm', {
    token,
    code: totpCode(secret, new Date()),
  })) as { recovery_codes: string[] };
  // A recovery code signs in without waiting for the authenticator's next 30-second step.
  session = JSON.stringify(await call('/api/admin/login', { email, password, code: recovery_codes[0] }));
  // A quote saved for later with a long e-mail address, the kind that could push a phone's page sideways.
  const quotation = QuoteResponseSchema.parse(
    await call('/api/home-insurance/quotations/quote', tenantCover),
  ).data;
  await call('/api/home-insurance/quotations/', {
    quotation_id: quotation.id,
    product_id: quotation.products[0]?.id,
    user: {
      ...buyBody(quotation, '254722000333').user,
      name: 'Akinyi Otieno',
      email: 'akinyi.otieno.kasarani.nairobi@example.co.ke',
    },
  });
  browser = await launchChromium();
  page = await browser.newPage();
  await page.addInitScript((value) => sessionStorage.setItem('kinga.admin-session', value), session);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

afterEach(async (context) => {
  if (context.task.result?.state === 'fail') await saveScreenshot(page, 'admin-leads-failure');
});

describe('/admin/leads', () => {
  it('on a 360 px phone, marks a caller called with the keyboard alone', async () => {
    await page.setViewportSize(viewports.phone);
    await page.goto(`${server.url}/admin/leads`);
    const waiting = page.getByRole('list', { name: 'Waiting for a call, oldest first' });
    await waiting.waitFor();
    const card = waiting.getByRole('listitem', { name: '0712 345 678' });
    expect(await card.getByRole('link', { name: '0712 345 678' }).getAttribute('href')).toBe(
      'tel:+254712345678',
    );
    expect(await card.textContent()).toContain('3 h 20 min ago');
    expect(await card.textContent()).toContain('Speaks Kiswahili');
    await page.getByRole('heading', { name: 'Quotes saved for later (last 30 days)' }).waitFor();
    const saved = page.getByRole('list', {
      name: 'Quotes saved for later in the last 30 days, newest first',
    });
    expect(await saved.getByRole('listitem', { name: 'Akinyi Otieno' }).count()).toBe(1);
    await page.getByRole('heading', { name: 'Done by USSD (last 30 days)' }).waitFor();
    const byUssd = page.getByRole('list', { name: 'Done by USSD in the last 30 days, newest first' });
    expect(await byUssd.getByRole('listitem').count()).toBe(2);
    expect(await byUssd.getByRole('listitem').first().textContent()).toContain('Asked to be called back');
    expect(
      await byUssd
        .getByRole('listitem')
        .first()
        .getByRole('link', { name: '0110 987 654' })
        .getAttribute('href'),
    ).toBe('tel:+254110987654');
    expect(await overflowsHorizontally(page)).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
    await saveScreenshot(page, 'admin-leads-360');

    await card.getByRole('button', { name: 'Mark called' }).focus();
    await page.keyboard.press('Enter');
    const note = card.getByRole('textbox', { name: 'Note (optional)' });
    await expect.poll(() => note.evaluate((field) => field === document.activeElement)).toBe(true);
    await page.keyboard.type('Wants a quote for a 2-bedroom house in Kasarani; sent the link by SMS.');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    const yes = card.getByRole('button', { name: 'Yes, mark called' });
    await yes.waitFor();
    expect(await yes.evaluate((button) => button === document.activeElement)).toBe(true);
    expect(await overflowsHorizontally(page)).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
    await saveScreenshot(page, 'admin-leads-360-confirm');
    await page.keyboard.press('Enter');

    await page.getByText('Marked as called.').waitFor();
    const called = page.getByRole('list', { name: 'Called in the last 30 days, newest first' });
    const done = called.getByRole('listitem', { name: '0712 345 678' });
    await done.waitFor();
    expect(await done.textContent()).toContain(email);
    expect(await done.textContent()).toContain('Kasarani');
    expect(await waiting.getByRole('listitem').count()).toBe(1);
    expect(await overflowsHorizontally(page)).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
    await saveScreenshot(page, 'admin-leads-360-called');
  });

  it('at 1280 px, shows the four lists without a sideways scroll', async () => {
    await page.setViewportSize(viewports.desktop);
    await page.goto(`${server.url}/admin/leads`);
    await page.getByRole('list', { name: 'Called in the last 30 days, newest first' }).waitFor();
    await page.getByRole('list', { name: 'Done by USSD in the last 30 days, newest first' }).waitFor();
    await page
      .getByRole('list', { name: 'Quotes saved for later in the last 30 days, newest first' })
      .waitFor();
    await page
      .getByRole('list', { name: 'Waiting for a call, oldest first' })
      .getByRole('button', { name: 'Mark called' })
      .click();
    expect(await overflowsHorizontally(page)).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
    await saveScreenshot(page, 'admin-leads-1280');
  });
});
