// Renew on a 360 px phone in real Chromium: a cover paid 340 days ago (the in-process server's
// injected clock) offers Renew in My Policies; the dialog fits the screen, shows the price at today's rates
// with its breakdown, and has no axe finding.
import type { AddressInfo } from 'node:net';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PoliciesResponseSchema, StkPushResponseSchema } from '../../src/domain/api';
import { renewalMessages } from '../../src/domain/renewals/renewal-messages';
import { defaultClientDir } from '../../src/server/app';
import type { DatabaseHandle } from '../../src/server/db/open-database';
import { axeViolations } from '../helpers/axe';
import { overflowsHorizontally, saveScreenshot, viewports } from '../helpers/browser-page';
import { launchChromium } from '../helpers/chromium';
import { storeSessionOnOpen } from '../helpers/e2e-session';
import { buyCoverFor, nextAddress, signInHolder } from '../helpers/portal-policies';
import { buildTestApp, openTestDatabase, testConfig } from '../helpers/server-app';
import {
  callbackUrl,
  paidCallbackBody,
  payerEndingIn,
  TEST_CALLBACK_TOKEN,
} from '../helpers/server-payments';
import { captureSms } from '../helpers/server-sms';
import { uniqueMsisdn } from '../helpers/server-users';

const DAY_MS = 24 * 60 * 60 * 1000;
let serverNow = Date.now() - 340 * DAY_MS;
const clock = { now: () => new Date(serverNow) };
const sms = captureSms();
let database: DatabaseHandle;
let app: Awaited<ReturnType<typeof buildTestApp>>;
let browser: BrowserContext;
let page: Page;
let url: string;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildTestApp({
    database,
    clock,
    sms: sms.sender,
    clientDir: defaultClientDir,
    // The test pays with its own callback; the simulated payer (1037: never answers) calls back only after
    // the prompt's minute, as Daraja does, so a busy machine cannot let its "timed out" land first.
    config: testConfig({ MPESA_CALLBACK_TOKEN: TEST_CALLBACK_TOKEN, MPESA_SIMULATOR_DELAY_MS: '60000' }),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  browser = await launchChromium();
  page = await browser.newPage();
  await page.setViewportSize(viewports.phone);
});

afterAll(async () => {
  await browser?.close();
  await app?.close();
  await database?.close();
});

describe('Renew on a 360 px phone', () => {
  it('fits the screen, prices at today’s rates with the breakdown, and has no axe finding', async () => {
    const holder = uniqueMsisdn();
    const bought = StkPushResponseSchema.parse(await buyCoverFor(app, holder, payerEndingIn('1037')));
    await app.inject({
      method: 'POST',
      url: callbackUrl(),
      payload: paidCallbackBody(bought.checkout_request_id, bought.data.amount),
    });
    serverNow = Date.now();
    const { token, user } = await signInHolder(app, sms, holder);
    const listed = await app.inject({
      method: 'GET',
      url: '/api/home-insurance/covers/',
      headers: { authorization: `Bearer ${token}` },
      remoteAddress: nextAddress(),
    });
    expect(PoliciesResponseSchema.parse(listed.json()).data[0]?.status).toBe('active');
    await storeSessionOnOpen(
      page,
      JSON.stringify({ is_authenticated: true, auth_token: token, userDetails: user, msisdn: user.msisdn }),
    );

    await page.goto(`${url}/profile`);
    await page.getByRole('button', { name: 'Sections menu' }).click();
    await page
      .getByRole('navigation', { name: 'Profile sections' })
      .getByRole('button', { name: 'My Policies' })
      .click();
    await page.getByRole('button', { name: renewalMessages.renew }).click();
    const dialog = page.getByRole('dialog', { name: renewalMessages.dialogTitle });
    await dialog.getByLabel('Renewal price').waitFor();
    expect(await dialog.getByRole('status').textContent()).toMatch(
      /^Renewal price at today's rates: KSh [\d,]+\.$/,
    );
    expect(await overflowsHorizontally(page)).toBe(false);
    await saveScreenshot(page, 'portal-renew-360');
    expect(await axeViolations(page)).toEqual([]);
  });
});
