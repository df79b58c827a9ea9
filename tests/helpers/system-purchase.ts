// Buying a cover from a running `npm start` over HTTP, as the wizard does (quote, then buy-product), and
// reading what it stored straight from its PostgreSQL database, for the system tests.
import pg from 'pg';
import { QuoteResponseSchema } from '../../src/domain/api';
import { buyBody, tenantCover } from './server-payments';

export interface HttpAnswer {
  status: number;
  body: Record<string, unknown>;
  /** How long the answer took, in ms. */
  tookMs: number;
  /** The server said it replayed a stored answer (Idempotency-Key). */
  replayed: boolean;
}

/** POSTs `body` as JSON; gives up after `timeoutMs`, so a hanging server fails a test rather than stalls it. */
export async function postJson(
  url: string,
  body?: object,
  headers: Record<string, string> = {},
  timeoutMs = 30_000,
): Promise<HttpAnswer> {
  const startedAt = performance.now();
  const response = await fetch(url, {
    method: 'POST',
    signal: AbortSignal.timeout(timeoutMs),
    headers: body ? { 'content-type': 'application/json', ...headers } : headers,
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const text = await response.text();
  return {
    status: response.status,
    body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
    tookMs: performance.now() - startedAt,
    replayed: response.headers.get('idempotent-replayed') === 'true',
  };
}

/** A quotation for the tenant cover, and the buy-product body for `payer` that buys its first product. */
export async function buyBodyOver(base: string, payer: string) {
  const quoted = await postJson(`${base}/api/home-insurance/quotations/quote`, tenantCover);
  if (quoted.status !== 200)
    throw new Error(`quote answered ${quoted.status}: ${JSON.stringify(quoted.body)}`);
  return buyBody(QuoteResponseSchema.parse(quoted.body).data, payer);
}

export const buyProductPath = '/api/home-insurance/quotations/buy-product';

/** Rows from the scratch database at `url`, through a connection of the test's own. */
export async function queryDatabase<Row>(url: string, text: string, values: unknown[] = []): Promise<Row[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as Row[];
  } finally {
    await client.end();
  }
}

export interface PaymentRows {
  covers: { id: string; status: string }[];
  stkRequests: { status: string; checkout_request_id: string | null; mpesa_receipt_number: string | null }[];
}

/** Every cover and STK request the payer's number has, to count them. */
export async function paymentRowsOf(url: string, msisdn: string): Promise<PaymentRows> {
  const covers = await queryDatabase<{ id: string; status: string }>(
    url,
    'select c.id, c.status from covers c join users u on u.id = c.user_id where u.msisdn = $1',
    [msisdn],
  );
  const stkRequests = await queryDatabase<PaymentRows['stkRequests'][number]>(
    url,
    'select status, checkout_request_id, mpesa_receipt_number from stk_requests where msisdn = $1',
    [msisdn],
  );
  return { covers, stkRequests };
}

/** Polls `probe` every 100 ms until it gives a truthy value, or throws after `timeoutMs`. */
export async function eventually<T>(
  what: string,
  probe: () => Promise<T | undefined | null | false>,
  timeoutMs: number,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
