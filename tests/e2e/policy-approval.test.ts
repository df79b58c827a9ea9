// After the sale, as the people involved live it: a client buys a cover on a 360 px phone; an
// agent at a 1280 px desk signs in to /admin with a password and an authenticator code, finds the
// application in the queue and approves it; the client signs in, sees the policy number, downloads the
// policy schedule, and opens it again with no connection.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { paymentMessages } from '../../src/domain/payment-messages';
import { runOperatorCommand } from '../../src/server/cli/operator-command-run';
import { systemClock } from '../../src/server/clock';
import { migrate } from '../../src/server/db/migrate';
import { openDatabase } from '../../src/server/db/open-database';
import {
  overflowsHorizontally,
  saveScreenshot,
  viewports,
  waitForOfflineReady,
} from '../helpers/browser-page';
import { launchChromium } from '../helpers/chromium';
import { readPdf } from '../helpers/pdf-text';
import { tokenOf, totpCode } from '../helpers/server-operators';
import { newestConsoleCode } from '../helpers/sms-codes';
import { type RunningServer, startServer } from '../helpers/start-server';
import { waitForToast } from '../helpers/toasts';
import { expectHeading, openFreshWizard, reachPaymentStep } from '../helpers/wizard-journey';

const agentEmail = 'otieno.agent@kinga.example';
const agentPassword = 'Back-office 2026';
const phone = '0712000520';
const msisdn = '254712000520';
const dataDir = mkdtempSync(join(tmpdir(), 'kinga-e2e-approval-'));
let setupPath = '';
let secret = '';
let server: RunningServer;
let browser: BrowserContext;
let client: Page;
let agent: Page;

async function postJson(path: string, body: unknown): Promise<Record<string, unknown>> {
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as Record<string, unknown>;
}

beforeAll(async () => {
  // The agent is added by the command before the server opens the database (PGlite is one process's).
  const database = await openDatabase({ driver: 'pglite', storage: 'disk', dir: join(dataDir, 'pglite') });
  await migrate(database);
  const lines: string[] = [];
  const origin = 'http://placeholder';
  await runOperatorCommand(['add', '--name', 'Otieno Agent', '--email', agentEmail, '--role', 'agent'], {
    database,
    clock: systemClock,
    origin,
    print: (line) => lines.push(line),
  });
  await database.close();
  setupPath = (lines.find((line) => line.startsWith(origin)) ?? '').slice(origin.length);
  server = await startServer({ DATA_DIR: dataDir });
  // The agent's first day (password, authenticator) is admin-sign-in.test.ts's journey; here it is done
  // through the same API so this journey starts at the desk.
  const begun = await postJson('/api/admin/setup', { token: tokenOf(setupPath), password: agentPassword });
  secret = String(begun.secret);
  await postJson('/api/admin/setup/confirm', {
    token: tokenOf(setupPath),
    code: totpCode(secret, new Date(Date.now() - 30_000)),
  });
  browser = await launchChromium();
  client = await browser.newPage();
  await client.setViewportSize(viewports.phone);
  agent = await browser.newPage();
  await agent.setViewportSize(viewports.desktop);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

afterEach(async (context) => {
  if (context.task.result?.state !== 'fail') return;
  await saveScreenshot(client, 'policy-approval-failure-client-360');
  await saveScreenshot(agent, 'policy-approval-failure-agent-1280');
});

function lastSignInCode(): string | undefined {
  return newestConsoleCode(server.output(), msisdn, 'sign-in');
}

async function openMyPolicies(): Promise<void> {
  await client.getByRole('button', { name: 'Sections menu' }).click();
  await client
    .getByRole('navigation', { name: 'Profile sections' })
    .getByRole('button', { name: 'My Policies' })
    .click();
}

/** Clicks 'Download schedule' and reads the PDF the device was handed. */
async function downloadSchedule(): Promise<{ fileName: string; text: string }> {
  const [download] = await Promise.all([
    client.waitForEvent('download', { timeout: 15_000 }),
    client.getByRole('button', { name: 'Download schedule' }).click(),
  ]);
  const path = await download.path();
  const { text } = await readPdf(new Uint8Array(readFileSync(path)));
  return { fileName: download.suggestedFilename(), text };
}

describe('a cover bought, approved in /admin and its schedule read offline', () => {
  let policyNumber = '';

  it('the client buys a cover on a 360 px phone', async () => {
    await openFreshWizard(client, server.url);
    await reachPaymentStep(client, phone);
    await client.getByRole('button', { name: 'Pay Now' }).click();
    await waitForToast(client, paymentMessages.confirmed, 20_000);
    await expectHeading(client, 'Application Complete!');
    await waitForOfflineReady(client);
  });

  it('an agent at 1280 px signs in with a code and approves it from the queue', async () => {
    await agent.goto(`${server.url}/admin/login`);
    await agent.getByRole('textbox', { name: 'E-mail' }).fill(agentEmail);
    await agent.getByRole('textbox', { name: 'Password', exact: true }).fill(agentPassword);
    await agent.getByRole('textbox', { name: 'Code' }).fill(totpCode(secret, new Date()));
    await agent.getByRole('button', { name: 'Sign in' }).click();
    await agent.getByRole('link', { name: 'Applications awaiting review' }).click();
    await agent.getByRole('heading', { name: 'Applications awaiting review' }).waitFor();
    const application = agent.getByRole('link', { name: /^Achieng Otieno, / });
    await expect.poll(() => application.count(), { timeout: 10_000 }).toBe(1);
    await saveScreenshot(agent, 'policy-approval-queue-1280');
    await application.click();
    await agent.getByRole('heading', { name: 'Application: Achieng Otieno' }).waitFor();
    expect(await overflowsHorizontally(agent)).toBe(false);
    await saveScreenshot(agent, 'policy-approval-application-1280');

    await agent.getByRole('button', { name: 'Approve' }).click();
    await agent.getByRole('button', { name: 'Confirm' }).click();
    const result = agent.getByRole('status').filter({ hasText: /^Approved\. Policy number / });
    await result.waitFor({ timeout: 15_000 });
    policyNumber = /KIA\/HOM\/\d{4}\/\d{6}/.exec((await result.textContent()) ?? '')?.[0] ?? '';
    expect(policyNumber).toMatch(/^KIA\/HOM\/\d{4}\/\d{6}$/);
  });

  it('the client signs in, sees the policy number and downloads the schedule, then opens it offline', async () => {
    await client.goto(`${server.url}/login`);
    await expectHeading(client, 'Welcome Back');
    await client.getByLabel('Phone Number').fill(phone);
    await client.getByRole('button', { name: 'Send OTP' }).click();
    await expectHeading(client, 'Enter OTP');
    await expect.poll(lastSignInCode, { timeout: 10_000 }).toMatch(/^\d{4}$/);
    await client.getByLabel('Digit 1 of 4').focus();
    await client.keyboard.type(lastSignInCode() ?? '');
    await client.getByRole('button', { name: 'Verify OTP' }).click();
    await client.waitForURL(`${server.url}/profile`);
    await openMyPolicies();
    const card = client.locator('article.policy-card');
    await card.getByText(policyNumber).waitFor({ timeout: 10_000 });
    await saveScreenshot(client, 'policy-approval-card-360');

    const online = await downloadSchedule();
    expect(online.fileName).toMatch(/\.pdf$/);
    expect(online.text).toContain(policyNumber);
    expect(online.text).toContain('Achieng Otieno');

    await browser.setOffline(true);
    try {
      await client.reload();
      await openMyPolicies();
      await card.getByText(policyNumber).waitFor({ timeout: 10_000 });
      const offline = await downloadSchedule();
      expect(offline.text).toBe(online.text);
    } finally {
      await browser.setOffline(false);
    }
  });
});
