// Screenshots of 'Make a claim' on a cover insured by totals only, at 360 px and 1280 px, for a
// person to look at: `npx tsx scripts/screenshot-claim-form.ts` (after `npm run build`) →
// tests/e2e/.artifacts/shot-claim-form-totals-*.png, with whether the page overflows sideways and what
// axe-core finds. A tenant buys a cover with no item list (paid on the M-Pesa simulator), signs in with
// the code the console SMS driver prints, and names a television and a fridge under household items and a
// phone under portable ones; then the same with the phone above the portable items' sum insured, sent, so
// the refusal shows at its amount.
import type { Page } from 'playwright-core';
import { sessionStorageKey } from '../src/client/state/session-storage';
import { OtpVerifyResponseSchema, QuoteResponseSchema, StkPushResponseSchema } from '../src/domain/api';
import { axeViolations } from '../tests/helpers/axe';
import { overflowsHorizontally, saveScreenshot, viewports } from '../tests/helpers/browser-page';
import { launchChromium } from '../tests/helpers/chromium';
import { buyBody, payerEndingIn, tenantCover } from '../tests/helpers/server-payments';
import { waitForConsoleCode } from '../tests/helpers/sms-codes';
import { startServer } from '../tests/helpers/start-server';

const msisdn = '254712000724';
const server = await startServer({ MPESA_SIMULATOR_DELAY_MS: '100' });
const browser = await launchChromium();

async function post(path: string, body: unknown, headers: Record<string, string> = {}): Promise<unknown> {
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** A paid cover with no item list for `msisdn`, and the session the app keeps once they sign in. */
async function totalsOnlyHolder(): Promise<string> {
  const totals = { ...tenantCover, house_hold_items: [] };
  const quotation = QuoteResponseSchema.parse(
    await post('/api/home-insurance/quotations/quote', totals),
  ).data;
  const body = buyBody(quotation, payerEndingIn('0000'), { house_hold_items: [], portable_items: [] });
  body.user.msisdn = msisdn;
  const bought = StkPushResponseSchema.parse(await post('/api/home-insurance/quotations/buy-product', body));
  for (let tries = 0; ; tries += 1) {
    const { status } = (await post(
      `/api/home-insurance/mpesa/stkstatus/${bought.checkout_request_id}`,
      {},
      { 'x-payment-token': bought.data.payment_token ?? '' },
    )) as { status: string };
    if (status === 'success') break;
    if (tries > 40 || status === 'failed') throw new Error(`payment ${status}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await post('/api/home-insurance/users/otp/request', { Identifier: msisdn });
  const otp = Number(await waitForConsoleCode(server.output, msisdn, 'sign-in'));
  const verified = OtpVerifyResponseSchema.parse(
    await post('/api/home-insurance/users/otp/verify', { Identifier: msisdn, otp }),
  );
  return JSON.stringify({
    is_authenticated: true,
    auth_token: verified.user_token,
    userDetails: verified.user,
    msisdn: verified.user.msisdn,
  });
}

/** Burglary: a television and a fridge named under household items, a phone above the portable items' sum. */
async function writeClaim(page: Page): Promise<void> {
  const form = page.locator('form.claim-form');
  await form.getByRole('radio', { name: 'Burglary and theft' }).check();
  const occurred = new Date(Date.now() - 1000 + 3 * 3_600_000).toISOString().slice(0, 16);
  await form.getByLabel(/When did it happen/).fill(occurred);
  await form.getByLabel(/Where did it happen/).fill('Kilimani, Nairobi');
  await form
    .getByLabel(/What happened, in your own words/)
    .fill('The door was forced at night; the television, the fridge and a phone were taken.');
  const rows: [string, string, string][] = [
    ['Add a household item', 'Television', '45000'],
    ['Add a household item', 'Fridge', '60000'],
    ['Add a portable item', 'Phone', '95000'],
  ];
  for (const [button, item, value] of rows) {
    await form.getByRole('button', { name: button }).click();
    await page.keyboard.type(item);
    const amount = form.getByLabel(/estimated loss \(KSh\)/).last();
    await amount.fill(value);
  }
}

try {
  const session = await totalsOnlyHolder();
  for (const [name, viewport] of Object.entries(viewports)) {
    const page = await browser.newPage();
    await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
      sessionStorageKey,
      session,
    ] as const);
    await page.setViewportSize(viewport);
    await page.goto(`${server.url}/profile`, { waitUntil: 'networkidle' });
    const sections = page.getByRole('navigation', { name: 'Profile sections', includeHidden: true });
    await sections.waitFor({ state: 'attached' });
    // On a phone the sections sit behind a menu.
    const menu = page.getByRole('button', { name: 'Sections menu' });
    if (await menu.isVisible()) await menu.click();
    await page
      .getByRole('navigation', { name: 'Profile sections' })
      .getByRole('button', { name: 'My Policies' })
      .click();
    await page.getByRole('button', { name: 'Make a claim' }).click();
    const form = page.locator('form.claim-form');
    await form.getByRole('radio', { name: 'Burglary and theft' }).waitFor();
    // The claim written on the phone is kept on the device (its draft): at 1280 px the form reopens with it.
    if (name === 'phone') await writeClaim(page);
    await page.waitForTimeout(300);
    const file = `shot-claim-form-totals-${name}`;
    await saveScreenshot(page, file);
    console.log(`tests/e2e/.artifacts/${file}.png overflows: ${await overflowsHorizontally(page)}`);
    console.log(`  axe: ${JSON.stringify(await axeViolations(page))}`);
    await form.getByRole('button', { name: 'Send claim' }).click();
    await form.getByText(/The estimated losses under portable items add up to/).waitFor();
    await saveScreenshot(page, `${file}-refused`);
    console.log(`tests/e2e/.artifacts/${file}-refused.png`);
    console.log(`  axe: ${JSON.stringify(await axeViolations(page))}`);
    await page.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
