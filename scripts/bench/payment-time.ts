// Time from "Pay Now" to a confirmed payment through the real `npm start` entry with the default M-Pesa
// simulator (payer answers after MPESA_SIMULATOR_DELAY_MS, default 3000 ms): buy-product, then
// stkstatus every 250 ms, as the wizard polls. Prints each run and the median of 5.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runServer, waitUntilReady } from '../../tests/helpers/server-process';

const RUNS = 5;
const POLL_MS = 250;

const cover = {
  is_owner: '0',
  value_of_house_hold_items: 300_000,
  value_of_portable_items: 80_000,
  house_hold_items: [{ name: 'Sofa set', value: 300_000 }],
};

async function post(url: string, body?: object): Promise<Record<string, unknown>> {
  const response = await fetch(url, {
    method: 'POST',
    ...(body ? { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) } : {}),
  });
  const json = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${JSON.stringify(json)}`);
  return json;
}

async function payOnce(base: string, run: number): Promise<number> {
  const quote = (await post(`${base}/api/home-insurance/quotations/quote`, cover)) as {
    data: { id: string; products: { id: string }[] };
  };
  const msisdn = `2547${String(10_000_000 + run * 7919).slice(0, 4)}5555`;
  const startedAt = performance.now();
  const bought = (await post(`${base}/api/home-insurance/quotations/buy-product`, {
    cover: { ...cover, product_id: quote.data.products[0]?.id, quotation_id: quote.data.id },
    user: {
      name: 'Bench Payer',
      msisdn,
      email: `bench.${msisdn}@mail.com`,
      id_number: '30123456',
      profession: 'Tester',
      address: 'P.O. Box 1-00100, Nairobi',
      kra_pin: 'A001234567Z',
    },
    msisdn,
  })) as { checkout_request_id: string };
  for (;;) {
    const status = await post(`${base}/api/home-insurance/mpesa/stkstatus/${bought.checkout_request_id}`);
    if (status.status === 'success') return performance.now() - startedAt;
    if (status.status === 'failed') throw new Error(`payment failed: ${JSON.stringify(status)}`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

const dataDir = mkdtempSync(join(tmpdir(), 'kinga-bench-payment-'));
const server = runServer({
  PORT: '0',
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  CLIENT_BUILD: 'skip',
  LOG_LEVEL: 'warn',
  ...(process.env.MPESA_SIMULATOR_DELAY_MS
    ? { MPESA_SIMULATOR_DELAY_MS: process.env.MPESA_SIMULATOR_DELAY_MS }
    : {}),
  ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
});
try {
  const base = await waitUntilReady(server, 60_000);
  const timings: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const elapsed = await payOnce(base, run);
    timings.push(elapsed);
    console.log(`  run ${run + 1}: ${elapsed.toFixed(0)} ms`);
  }
  timings.sort((a, b) => a - b);
  const delay = process.env.MPESA_SIMULATOR_DELAY_MS ?? '3000 (default)';
  console.log(`Pay Now → status success, simulator delay ${delay} ms, polling every ${POLL_MS} ms`);
  console.log(`  median of ${RUNS}: ${(timings[Math.floor(RUNS / 2)] ?? Number.NaN).toFixed(0)} ms`);
} finally {
  server.child.kill('SIGTERM');
  await server.exited;
  rmSync(dataDir, { recursive: true, force: true });
}
