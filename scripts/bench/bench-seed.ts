// What the throughput bench needs before it measures, made through the real API as a visitor would: a
// quotation to buy from, and a signed-in client with 20 covers for the list. The client's covers are
// bought for their phone but paid from others' (a phone may get only a few prompts in ten minutes), and
// they show in the list once the client has proven the phone with a sign-in code.
import { randomUUID } from 'node:crypto';
import { buyRequest, type QuotedChoice, quoteRequest } from './bench-requests';
import type { Visitor } from './bench-visitors';

export const CLIENT_COVERS = 20;

export interface Seeded {
  choice: QuotedChoice;
  clientToken: string;
}

async function call(
  url: string,
  options: { body?: object; headers?: Record<string, string>; method?: string } = {},
): Promise<Record<string, unknown>> {
  const response = await fetch(url, {
    method: options.method ?? (options.body ? 'POST' : 'GET'),
    headers: { ...(options.body ? { 'content-type': 'application/json' } : {}), ...options.headers },
    ...(options.body ? { body: JSON.stringify(options.body) } : {}),
  });
  const json = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${JSON.stringify(json)}`);
  return json;
}

export async function quoteOnce(base: string, visitor: Visitor): Promise<QuotedChoice> {
  const quoted = (await call(`${base}/api/home-insurance/quotations/quote`, {
    body: quoteRequest,
    headers: { 'x-forwarded-for': visitor.address },
  })) as { data: { id: string; products: { id: string; quotation: number }[] } };
  const cheapest = quoted.data.products[0];
  if (!cheapest) throw new Error('the catalogue priced no product for the bench quotation');
  return { quotationId: quoted.data.id, productId: cheapest.id, total: cheapest.quotation };
}

/** The newest sign-in code the console SMS driver printed for `phone`. */
async function codeSentTo(phone: string, stderr: () => string): Promise<number> {
  const pattern = new RegExp(`SMS to ${phone}: .*sign-in code is (\\d{4})`, 'g');
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const code = [...stderr().matchAll(pattern)].at(-1)?.[1];
    if (code) return Number(code);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no sign-in code was printed for ${phone}`);
}

export async function seed(base: string, nextVisitor: () => Visitor, stderr: () => string): Promise<Seeded> {
  const choice = await quoteOnce(base, nextVisitor());
  const client = nextVisitor();
  for (let cover = 0; cover < CLIENT_COVERS; cover += 1) {
    const payer = nextVisitor();
    await call(`${base}/api/home-insurance/quotations/buy-product`, {
      body: buyRequest(choice, client.phone, payer.phone),
      headers: { 'x-forwarded-for': payer.address, 'idempotency-key': randomUUID() },
    });
  }
  const users = `${base}/api/home-insurance/users`;
  const asClient = { 'x-forwarded-for': client.address };
  await call(`${users}/otp/request`, { body: { Identifier: client.phone }, headers: asClient });
  const otp = await codeSentTo(client.phone, stderr);
  const verified = (await call(`${users}/otp/verify`, {
    body: { Identifier: client.phone, otp },
    headers: asClient,
  })) as { user_token: string };
  const listed = (await call(`${base}/api/home-insurance/covers`, {
    headers: { authorization: `Bearer ${verified.user_token}` },
  })) as { data: unknown[] };
  if (listed.data.length !== CLIENT_COVERS) {
    throw new Error(`the client lists ${listed.data.length} covers, not ${CLIENT_COVERS}`);
  }
  return { choice, clientToken: verified.user_token };
}
