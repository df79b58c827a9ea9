// Screenshots of the back office's desk at 360 px and 1280 px, for a person to look at (with
// whether the page overflows sideways and what axe-core finds):
// `npx tsx scripts/screenshot-admin.ts` (after `npm run build`) → tests/e2e/.artifacts/shot-admin-*.png.
// An admin is added on a fresh database, set up and signed in through the API; a paid cover and two
// M-Pesa callbacks nobody can place give the dashboard and the payment exceptions something to show; an
// agent gives the operators page someone to disable. The paid cover's holder signs in with the code the
// console SMS driver prints and makes a theft claim with two photos and a police abstract (the receipts
// still missing), for /admin/claims and the claim's page.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runOperatorCommand } from '../src/server/cli/operator-command-run';
import { systemClock } from '../src/server/clock';
import { migrate } from '../src/server/db/migrate';
import { openDatabase } from '../src/server/db/open-database';
import { axeViolations } from '../tests/helpers/axe';
import { overflowsHorizontally, saveScreenshot, viewports } from '../tests/helpers/browser-page';
import { launchChromium } from '../tests/helpers/chromium';
import { pdfBytes } from '../tests/helpers/server-claims';
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
// An agent, so the operators page has someone to disable, and the claim an approval waiting for an admin.
const agentLines: string[] = [];
await runOperatorCommand(
  ['add', '--name', 'Otieno Agent', '--email', 'otieno.agent@kinga.example', '--role', 'agent'],
  { database, clock: systemClock, origin: 'http://x', print: (line) => agentLines.push(line) },
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
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return (await response.json()) as Record<string, unknown>;
}

/** The holder of the paid cover signs in and claims for a break-in: two photos and the police abstract. */
async function theftClaim(coverId: string, msisdn: string): Promise<{ id: string; clientToken: string }> {
  await call('/api/home-insurance/users/otp/request', { Identifier: msisdn });
  const code = /sign-in code is (\d{4})/.exec(
    server
      .output()
      .split('\n')
      .filter((line) => line.startsWith(`SMS to ${msisdn}:`))
      .at(-1) ?? '',
  )?.[1];
  const { user_token: clientToken } = (await call('/api/home-insurance/users/otp/verify', {
    Identifier: msisdn,
    otp: Number(code),
  })) as { user_token: string };
  const form = (await call(`/api/home-insurance/claims/claimable/${coverId}`, undefined, clientToken)) as {
    data: { items: { item_id: string }[] };
  };
  const claim = (await call(
    '/api/home-insurance/claims',
    {
      cover_id: coverId,
      peril: 'burglary_theft',
      occurred_at: new Date(Date.now() - 1_000).toISOString(),
      place: 'Kilimani, Nairobi',
      description:
        'The door was forced at night while we were away and the sofa set and the television were carried away.',
      items: [{ item_id: form.data.items[0]?.item_id, estimated_loss: 120_000 }],
      // The policy lists no television: the client names it under its section.
      named_items: [{ section: 'household', name: 'Television', estimated_loss: 45_000 }],
    },
    clientToken,
  )) as { data: { id: string } };
  const files: [string, string, Buffer][] = [
    ['photo', 'image/jpeg', readFileSync('public/images/house.jpg')],
    ['photo', 'image/jpeg', readFileSync('public/images/personal.jpg')],
    ['police_abstract', 'application/pdf', pdfBytes],
  ];
  for (const [documentType, type, bytes] of files) {
    await fetch(
      `${server.url}/api/home-insurance/claims/${claim.data.id}/uploads/${randomUUID()}?document_type=${documentType}`,
      {
        method: 'PUT',
        headers: { authorization: `Bearer ${clientToken}`, 'content-type': type },
        body: new Uint8Array(bytes),
      },
    );
  }
  return { id: claim.data.id, clientToken };
}

/** The agent, set up through the API and signed in with a recovery code: their token. */
async function agentToken(setupLink: string): Promise<string> {
  const setupToken = new URL(setupLink).searchParams.get('token');
  const { secret } = (await call('/api/admin/setup', { token: setupToken, password })) as { secret: string };
  const { recovery_codes } = (await call('/api/admin/setup/confirm', {
    token: setupToken,
    code: totpCode(secret, new Date()),
  })) as { recovery_codes: string[] };
  const login = (await call('/api/admin/login', {
    email: 'otieno.agent@kinga.example',
    password,
    code: recovery_codes[0],
  })) as { token: string };
  return login.token;
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
  const paid = (await call(
    '/api/home-insurance/quotations/buy-product',
    buyBody(quote.data, '254712345678'),
  )) as { data: { cover_id: string } };
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
  const theft = await theftClaim(paid.data.cover_id, '254712345678');
  const claimId = theft.id;

  const paths = ['/admin', '/admin/payments', '/admin/operators', '/admin/audit', '/admin/claims'];
  for (const path of [...paths, `/admin/claims/${claimId}`]) {
    for (const [name, viewport] of Object.entries(viewports)) {
      const page = await browser.newPage();
      await page.addInitScript(
        (value) => sessionStorage.setItem('kinga.admin-session', value),
        JSON.stringify(session),
      );
      await page.setViewportSize(viewport);
      await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
      const file = `shot-admin${path.replace('/admin', '').replace(claimId, 'claim').replaceAll('/', '-')}-${name}`;
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
      if (path.endsWith(claimId)) {
        await page.getByRole('combobox', { name: 'Document to ask for' }).selectOption('proof_of_ownership');
        await page
          .getByRole('textbox', { name: 'What the client needs to send, and why' })
          .fill('The receipt for the sofa set and the television, or a bank statement showing the purchase.');
        await page.getByRole('button', { name: 'Request document' }).click();
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

  // The receipts arrive, the agent starts the review and approves KSh 250,000, above the agents'
  // KSh 100,000: the admin sees it waiting, with the button that gives the second approval.
  await fetch(
    `${server.url}/api/home-insurance/claims/${claimId}/uploads/${randomUUID()}?document_type=proof_of_ownership`,
    {
      method: 'PUT',
      headers: { authorization: `Bearer ${theft.clientToken}`, 'content-type': 'application/pdf' },
      body: new Uint8Array(pdfBytes),
    },
  );
  const agent = await agentToken(agentLines.find((line) => line.startsWith('http://x')) ?? '');
  await call(`/api/admin/claims/${claimId}/start-review`, {}, agent);
  await call(`/api/admin/claims/${claimId}/approve`, { settled_amount: 250_000 }, agent);
  for (const [name, viewport] of Object.entries(viewports)) {
    const page = await browser.newPage();
    await page.addInitScript(
      (value) => sessionStorage.setItem('kinga.admin-session', value),
      JSON.stringify(session),
    );
    await page.setViewportSize(viewport);
    await page.goto(`${server.url}/admin/claims/${claimId}`, { waitUntil: 'networkidle' });
    const file = `shot-admin-claims-claim-second-approval-${name}`;
    await saveScreenshot(page, file);
    console.log(`tests/e2e/.artifacts/${file}.png overflows: ${await overflowsHorizontally(page)}`);
    console.log(`  axe: ${JSON.stringify(await axeViolations(page))}`);
    await page.getByRole('button', { name: 'Approve KSh 250,000 too' }).click();
    await saveScreenshot(page, `${file}-confirm`);
    console.log(`tests/e2e/.artifacts/${file}-confirm.png`);
    console.log(`  axe: ${JSON.stringify(await axeViolations(page))}`);
    await page.close();
  }
} finally {
  await browser.close();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
