// No prompt? Pay with M-Pesa paybill, in a real browser on a phone's width: a buyer whose prompt never
// reaches the phone (a payer number ending 1037) sees the paybill beside Retry Payment, pays it from the
// M-Pesa menu (here the sandbox's C2B simulate, with the business no., account no. and amount read from the
// page), and the page reaches Application Complete! with no other action.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIMULATOR_CONSUMER_KEY, SIMULATOR_CONSUMER_SECRET } from '../../src/server/config-mpesa';
import {
  type RunningMpesaSimulator,
  startMpesaSimulator,
} from '../../src/server/integrations/mpesa/simulator/start-mpesa-simulator';
import { overflowsHorizontally, saveScreenshot, viewports } from '../helpers/browser-page';
import { launchChromium } from '../helpers/chromium';
import { testConfig } from '../helpers/server-app';
import { type RunningServer, startServer } from '../helpers/start-server';
import { waitForToast } from '../helpers/toasts';
import { expectHeading, openFreshWizard, reachPaymentStep } from '../helpers/wizard-journey';

let simulator: RunningMpesaSimulator;
let server: RunningServer;
let browser: BrowserContext;

beforeAll(async () => {
  // The app's own M-Pesa: a simulator of the test's, which it registers its paybill URLs with once it
  // listens, and which the test can ask to simulate a payment with the app's public key pair.
  simulator = await startMpesaSimulator({
    consumerKey: SIMULATOR_CONSUMER_KEY,
    consumerSecret: SIMULATOR_CONSUMER_SECRET,
    paybills: Object.values(testConfig().mpesa.paybills),
    delayMs: 1000,
    duplicateCallbacks: false,
  });
  server = await startServer({ MPESA_SIMULATOR_URL: simulator.baseUrl });
  browser = await launchChromium();
}, 90_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await simulator?.close();
});

/** The value beside a label in the paybill panel, as the payer reads it. */
async function shown(page: Page, label: string): Promise<string> {
  const panel = page.getByRole('region', { name: 'Pay with M-Pesa paybill' });
  const value = panel.locator('.paybill__value', { has: page.locator('dt', { hasText: label }) });
  return ((await value.locator('.paybill__figure').textContent()) ?? '').trim();
}

/** The payer at the M-Pesa menu, as the sandbox stands in for one: a token, then C2B simulate. */
async function payFromTheMenu(values: { shortCode: string; account: string; amount: number }) {
  const basic = Buffer.from(`${SIMULATOR_CONSUMER_KEY}:${SIMULATOR_CONSUMER_SECRET}`).toString('base64');
  const token = (await fetch(`${simulator.baseUrl}/oauth/v1/generate?grant_type=client_credentials`, {
    headers: { authorization: `Basic ${basic}` },
  }).then((response) => response.json())) as { access_token: string };
  const response = await fetch(`${simulator.baseUrl}/mpesa/c2b/v1/simulate`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token.access_token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      ShortCode: values.shortCode,
      CommandID: 'CustomerPayBillOnline',
      Amount: values.amount,
      Msisdn: '254708374149',
      BillRefNumber: values.account,
    }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
}

describe('paying by paybill when the prompt cannot reach the phone', () => {
  it('shows the paybill after 1037, is paid with the values on the page, and completes by itself', async () => {
    // npm start says where the simulator is, so a developer can pay a paybill there by hand.
    expect(server.output()).toContain(`M-Pesa simulator: ${simulator.baseUrl}`);
    const page = await browser.newPage();
    await page.setViewportSize(viewports.phone);
    await openFreshWizard(page, server.url);
    await reachPaymentStep(page, '0712001037');
    await page.getByRole('button', { name: 'Pay Now' }).click();
    // While the prompt is awaited, the paybill is a choice already.
    await page
      .getByRole('button', { name: 'No prompt? Pay with M-Pesa paybill' })
      .waitFor({ state: 'visible', timeout: 15_000 });

    // The prompt never reached the phone: the failure panel shows the paybill beside Retry Payment.
    await waitForToast(page, 'Payment prompt expired. Please retry the payment.', 30_000);
    const failure = page.getByRole('region', { name: 'The payment did not go through' });
    await failure.getByRole('button', { name: 'Retry Payment' }).waitFor({ state: 'visible' });
    const panel = failure.getByRole('region', { name: 'Pay with M-Pesa paybill' });
    await panel.getByText('Account no.', { exact: true }).waitFor({ state: 'visible', timeout: 15_000 });
    await panel.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'paybill-panel-360');
    expect(await overflowsHorizontally(page)).toBe(false);
    await page.setViewportSize(viewports.desktop);
    await saveScreenshot(page, 'paybill-panel-1280');
    await page.setViewportSize(viewports.phone);

    const shortCode = await shown(page, 'Business no.');
    const account = await shown(page, 'Account no.');
    const amount = Number((await shown(page, 'Amount')).replace(/[^\d]/g, ''));
    expect(shortCode).toMatch(/^\d{5,7}$/);
    expect(account).not.toBe('');
    expect(amount).toBeGreaterThan(0);

    await payFromTheMenu({ shortCode, account, amount });
    // No press: the panel's own check sees the payment and the step completes as a prompt's success does.
    await expectHeading(page, 'Application Complete!');
    await page.close();
  }, 150_000);
});
