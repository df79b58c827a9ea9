// Screenshots of the back office's desk (issue 12) at 360 px and 1280 px, for a person to look at (with
// whether the page overflows sideways and what axe-core finds):
// `npx tsx scripts/screenshot-admin.ts` (after `npm run build`) → tests/e2e/.artifacts/shot-admin-*.png.
// An admin is added on a fresh database, set up and signed in through the API; a paid cover and two
// M-Pesa callbacks nobody can place give the dashboard and the payment exceptions something to show; an
// agent gives the operators page someone to disable.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runOperatorCommand } from '../src/server/cli/operator-command-run';
import { systemClock } from '../src/server/clock';
import { migrate } from '../src/server/db/migrate';
import { openDatabase } from '../src/server/db/open-database';
import { axeViolations } from '../tests/helpers/axe';
import { overflowsHorizontally, saveScreenshot, viewports } from '../tests/helpers/browser-page';
import { launchChromium } from '../tests/helpers/chromium';
import { totpCode } from '../tests/helpers/server-operators';
import {
  buyBody,
  callbackUrl,
  paidCallbackBody,
  TEST_CALLBACK_TOKEN,
  tenantCover,
} from '../tests/helpers/server-payments';
import { startServer } from '../tests/helpers/start-server';

const email = 'wanjiku.admin@kinga.example';
const password = 'Back-office 2026';
const dataDir = mkdtempSync(join(tmpdir(), 'kinga-shot-admin-'));
const database = await openDatabase({ driver: 'pglite', storage: 'disk', dir: join(dataDir, 'pglite') });
await migrate(database);
const lines: string[] = [];
await runOperatorCommand(['add', '--name', 'Wanjiku Admin', '--email', email, '--role', 'admin'], {
  database,
  clock: systemClock,
  origin: 'http://x',
  print: (line) => lines.push(line),
});
// An agent, so the operators page has someone to disable.
await runOperatorCommand(
  ['add', '--name', 'Otieno Agent', '--email', 'otieno.agent@kinga.example', '--role', 'agent'],
  { database, clock: systemClock, origin: 'http://x', print: () => undefined },
);
await database.close();
const token = new URL(lines.find((line) => line.startsWith('http://x')) ?? '').searchParams.get('token');

const server = await startServer({
  DATA_DIR: dataDir,
  MPESA_CALLBACK_TOKEN: TEST_CALLBACK_TOKEN,
  MPESA_SIMULATOR_DELAY_MS: '100',
});
const browser = await launchChromium();

async function call(path: string, body: unknown, bearer = ''): Promise<Record<string, unknown>> {
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
    body: JSON.stringify(body),
  });
  return (await response.json()) as Record<string, unknown>;
}

try {
  const { secret } = (await call('/api/admin/setup', { token, password })) as { secret: string };
  const { recovery_codes } = (await call('/api/admin/setup/confirm', {
    token,
    code: totpCode(secret, new Date()),
  })) as { recovery_codes: string[] };
  // A recovery code signs in without waiting for the authenticator's next 30-second step.
  const session = await call('/api/admin/login', { email, password, code: recovery_codes[0] });

  const quote = (await call('/api/home-insurance/quotations/quote', tenantCover)) as {
    data: { id: string; products: { id: string; quotation: number }[] };
  };
  await call('/api/home-insurance/quotations/buy-product', buyBody(quote.data, '254712345678'));
  await call(
    callbackUrl(),
    paidCallbackBody('ws_CO_nobody_1', 4_250, { receipt: 'RKT1ABC234', payer: '254722111222' }),
  );
  // A cover whose prompt the payer let lapse (numbers ending 1037 do, on the simulator), then paid from
  // that number with no prompt we know of: the list suggests that cover.
  const lapsed = (await call(
    '/api/home-insurance/quotations/buy-product',
    buyBody(quote.data, '254733441037'),
  )) as { data: { amount: number } };
  await call(
    callbackUrl(),
    paidCallbackBody('ws_CO_nobody_2', lapsed.data.amount, { receipt: 'RKT9XYZ876', payer: '254733441037' }),
  );
  await new Promise((resolve) => setTimeout(resolve, 1_500));

  for (const path of ['/admin', '/admin/payments', '/admin/operators', '/admin/audit']) {
    for (const [name, viewport] of Object.entries(viewports)) {
      const page = await browser.newPage();
      await page.addInitScript(
        (value) => sessionStorage.setItem('kinga.admin-session', value),
        JSON.stringify(session),
      );
      await page.setViewportSize(viewport);
      await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
      const file = `shot-admin${path.replace('/admin', '').replaceAll('/', '-')}-${name}`;
      await saveScreenshot(page, file);
      console.log(`tests/e2e/.artifacts/${file}.png overflows: ${await overflowsHorizontally(page)}`);
      console.log(`  axe: ${JSON.stringify(await axeViolations(page))}`);
      if (path === '/admin/payments') {
        await page.getByRole('button', { name: 'Mark resolved' }).first().click();
        await page.getByLabel(/Resolution note/).fill('Refunded via M-Pesa reversal, ref RVX1234567');
        await page.getByRole('button', { name: 'Mark resolved…' }).click();
        await saveScreenshot(page, `${file}-confirm`);
        console.log(`tests/e2e/.artifacts/${file}-confirm.png`);
        console.log(`  axe: ${JSON.stringify(await axeViolations(page))}`);
        await page.getByRole('button', { name: 'Match to a cover' }).last().click();
        await saveScreenshot(page, `${file}-match`);
        console.log(`tests/e2e/.artifacts/${file}-match.png`);
        console.log(`  axe: ${JSON.stringify(await axeViolations(page))}`);
      }
      if (path === '/admin/operators') {
        await page.getByRole('button', { name: 'Disable' }).first().click();
        await saveScreenshot(page, `${file}-confirm`);
        console.log(`tests/e2e/.artifacts/${file}-confirm.png`);
        console.log(`  axe: ${JSON.stringify(await axeViolations(page))}`);
      }
      if (path === '/admin/audit') {
        await page.getByText('Before and after', { exact: true }).nth(1).click();
        await saveScreenshot(page, `${file}-open`);
        console.log(`tests/e2e/.artifacts/${file}-open.png`);
        console.log(`  axe: ${JSON.stringify(await axeViolations(page))}`);
      }
      await page.close();
    }
  }
} finally {
  await browser.close();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
