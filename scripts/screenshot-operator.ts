// For `npx tsx scripts/screenshot.ts --operator /admin/applications /admin/applications/:cover`: a fresh
// server holding an admin and three paid applications (the oldest moved 50 h back, so it shows as
// overdue), and the admin's session as /admin keeps it. `:cover` in a path becomes the oldest cover's id.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { runOperatorCommand } from '../src/server/cli/operator-command-run';
import { systemClock } from '../src/server/clock';
import { migrate } from '../src/server/db/migrate';
import { openDatabase } from '../src/server/db/open-database';
import { totpCode } from '../tests/helpers/server-operators';
import { type RunningServer, startServer } from '../tests/helpers/start-server';

const email = 'screens.admin@kinga.example';
const password = 'Back-office 2026';

const openData = (dataDir: string) =>
  openDatabase({ driver: 'pglite', storage: 'disk', dir: join(dataDir, 'pglite') });

async function post(server: RunningServer, path: string, body: unknown): Promise<Record<string, unknown>> {
  const response = await fetch(`${server.url}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(answer)}`);
  return answer;
}

async function buyAndPay(server: RunningServer, n: number): Promise<string> {
  const payer = `2547${String(10_000_000 + n * 7919).slice(0, 8)}`;
  const quote = (await post(server, '/home-insurance/quotations/quote', {
    is_owner: '0',
    value_of_house_hold_items: 300_000 + n * 50_000,
    value_of_portable_items: 80_000,
    house_hold_items: [{ name: 'Sofa set', value: 300_000 + n * 50_000 }],
  })) as { data: { id: string; products: { id: string; quotation: number }[] } };
  const product = quote.data.products[n % quote.data.products.length] ?? quote.data.products[0];
  const names = ['Wanjiru Kamau', 'Otieno Ouma', 'Achieng Atieno'];
  const bought = (await post(server, '/home-insurance/quotations/buy-product', {
    cover: {
      is_owner: '0',
      value_of_house_hold_items: 300_000 + n * 50_000,
      value_of_portable_items: 80_000,
      house_hold_items: [{ name: 'Sofa set', value: 300_000 + n * 50_000 }],
      portable_items: [{ name: 'Laptop', value: 80_000 }],
      location: 'Kilimani',
      country_or_town: 'Nairobi',
      type_of_residence: 'Apartment',
      construction: 'Stone',
      product_id: product?.id,
      quotation_id: quote.data.id,
      quotation: product?.quotation,
    },
    user: {
      name: names[n % names.length],
      msisdn: payer,
      email: `client${n}@mail.com`,
      id_number: `3012345${n}`,
      profession: 'Engineer',
      address: 'P.O. Box 1-00100, Nairobi',
      kra_pin: `A00123456${n}Z`,
    },
    msisdn: payer,
  })) as { data: { cover_id: string } };
  return bought.data.cover_id;
}

export interface OperatorScreens {
  server: RunningServer;
  session: string;
  coverId: string;
}

export async function operatorScreens(): Promise<OperatorScreens> {
  const dataDir = mkdtempSync(join(tmpdir(), 'kinga-screens-admin-'));
  let database = await openData(dataDir);
  await migrate(database);
  const lines: string[] = [];
  await runOperatorCommand(['add', '--name', 'Wanjiku Admin', '--email', email, '--role', 'admin'], {
    database,
    clock: systemClock,
    origin: 'http://x',
    print: (line) => lines.push(line),
  });
  await database.close();
  const token = new URL(lines.find((line) => line.startsWith('http://x')) ?? '').searchParams.get('token');

  let server = await startServer({ DATA_DIR: dataDir, MPESA_SIMULATOR_DELAY_MS: '50' });
  const { secret } = (await post(server, '/admin/setup', { token, password })) as { secret: string };
  const confirmed = (await post(server, '/admin/setup/confirm', {
    token,
    code: totpCode(secret, new Date()),
  })) as { recovery_codes: string[] };
  const covers = [await buyAndPay(server, 0), await buyAndPay(server, 1), await buyAndPay(server, 2)];
  await new Promise((resolve) => setTimeout(resolve, 3000));
  await server.stop();

  // The oldest application waited 50 h: moved back on the database while the server is stopped.
  database = await openData(dataDir);
  await database.db.execute(
    sql`update covers set activated_at = activated_at - interval '50 hours' where id = ${covers[0]}`,
  );
  await database.db.execute(
    sql`update covers set activated_at = activated_at - interval '20 hours' where id = ${covers[1]}`,
  );
  await database.close();

  server = await startServer({ DATA_DIR: dataDir });
  // A recovery code signs in without waiting for the next 30-second step.
  const login = await post(server, '/admin/login', { email, password, code: confirmed.recovery_codes[0] });
  return { server, session: JSON.stringify(login), coverId: covers[0] ?? '' };
}
