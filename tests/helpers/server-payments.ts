// Buying a cover in tests: a quotation to buy from, a buy-product body, polling for M-Pesa's outcome, and
// row counts straight from the database.

import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type BuyCoverRequestInput, QuoteResponseSchema, StkPushResponseSchema } from '../../src/domain/api';
import type { DatabaseHandle } from '../../src/server/db/open-database';
import { queryRows } from '../../src/server/db/query-rows';
import { uniqueMsisdn } from './server-users';

/** A fixed callback token, so tests can call the callback as Daraja would. */
export const TEST_CALLBACK_TOKEN = 'test-callback-token-0123456789abcdef';

/**
 * Where a test posts M-Pesa's callback: the confirmation path, as the app names it in every prompt. The old
 * /mpesa/callback paths are tested once each, in payment-confirmation-routes and mpesa-callback-routes.
 */
export const callbackUrl = (token = TEST_CALLBACK_TOKEN) =>
  `/api/home-insurance/payments/confirmation/${token}`;

/** A number whose last four digits choose the simulator's outcome ('1032' cancelled, '0002' twice…). */
export function payerEndingIn(lastFour: string): string {
  return `${uniqueMsisdn().slice(0, 8)}${lastFour}`;
}

export const tenantCover = {
  is_owner: '0' as const,
  value_of_house_hold_items: 300_000,
  value_of_portable_items: 80_000,
  house_hold_items: [{ name: 'Sofa set', value: 300_000 }],
};

export async function quoteFor(app: FastifyInstance) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/home-insurance/quotations/quote',
    payload: tenantCover,
  });
  return QuoteResponseSchema.parse(response.json()).data;
}

export function buyBody(
  quotation: { id: string; products: { id: string; quotation: number }[] },
  payer: string,
  overrides: Partial<BuyCoverRequestInput['cover']> = {},
): BuyCoverRequestInput {
  const product = quotation.products[0];
  if (!product) throw new Error('the quotation has no products');
  return {
    cover: {
      ...tenantCover,
      location: 'Kilimani',
      country_or_town: 'Nairobi',
      type_of_residence: 'Apartment',
      construction: 'Stone',
      product_id: product.id,
      quotation_id: quotation.id,
      quotation: product.quotation,
      ...overrides,
    },
    user: {
      name: 'Wanjiru Kamau',
      msisdn: payer,
      email: `wanjiru.${payer}@mail.com`,
      id_number: '30123456',
      profession: 'Engineer',
      address: 'P.O. Box 1-00100, Nairobi',
      kra_pin: 'A001234567Z',
    },
    msisdn: payer,
  };
}

export async function waitFor<T>(
  probe: () => Promise<T | undefined | null | false>,
  timeoutMs = 5_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export async function countRows(database: DatabaseHandle, query: ReturnType<typeof sql>): Promise<number> {
  const [row] = await queryRows<{ count: number | string }>(database.db, query);
  return Number(row?.count ?? 0);
}

export const coversOf = (database: DatabaseHandle, msisdn: string) =>
  countRows(
    database,
    sql`select count(*) as count from covers c join users u on u.id = c.user_id where u.msisdn = ${msisdn}`,
  );

export const stkRequestsOf = (database: DatabaseHandle, msisdn: string) =>
  countRows(database, sql`select count(*) as count from stk_requests where msisdn = ${msisdn}`);

export async function coverStatus(database: DatabaseHandle, coverId: string): Promise<string | undefined> {
  const [row] = await queryRows<{ status: string }>(
    database.db,
    sql`select status from covers where id = ${coverId}`,
  );
  return row?.status;
}

/** Daraja's callback for a paid prompt (Body.stkCallback with its CallbackMetadata), as Safaricom sends it. */
export function paidCallbackBody(
  checkoutRequestId: string,
  amount: number,
  options: { receipt?: string; payer?: string } = {},
) {
  return {
    Body: {
      stkCallback: {
        MerchantRequestID: '29115-34620561-1',
        CheckoutRequestID: checkoutRequestId,
        ResultCode: 0,
        ResultDesc: 'The service request is processed successfully.',
        CallbackMetadata: {
          Item: [
            { Name: 'Amount', Value: amount },
            { Name: 'MpesaReceiptNumber', Value: options.receipt ?? 'NLJ7RT61SV' },
            { Name: 'TransactionDate', Value: 20260302120005 },
            { Name: 'PhoneNumber', Value: Number(options.payer ?? '254708374149') },
          ],
        },
      },
    },
  };
}

let paidCovers = 0;

/**
 * Buys the quotation's cheapest product for `holder`'s phone and pays it by M-Pesa's callback, as the
 * simulator's payer would: the cover turns active. Headers go with the purchase (its Accept-Language).
 */
export async function buyAndPayCover(
  app: FastifyInstance,
  quotation: Awaited<ReturnType<typeof quoteFor>>,
  holder: string,
  options: {
    headers?: Record<string, string>;
    remoteAddress?: string;
    /** Changes the wizard's body before it is sent (a cover without a location, say). */
    body?: (body: BuyCoverRequestInput) => BuyCoverRequestInput;
  } = {},
) {
  const body = (options.body ?? ((unchanged) => unchanged))(buyBody(quotation, holder));
  const bought = await app.inject({
    method: 'POST',
    url: '/api/home-insurance/quotations/buy-product',
    payload: body,
    ...(options.headers ? { headers: options.headers } : {}),
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
  });
  if (bought.statusCode !== 200) throw new Error(`buy-product answered ${bought.statusCode}: ${bought.body}`);
  const { checkout_request_id, data } = StkPushResponseSchema.parse(bought.json());
  paidCovers += 1;
  const receipt = `RCPTPAID${String(paidCovers).padStart(2, '0')}`;
  await app.inject({
    method: 'POST',
    url: callbackUrl(),
    payload: paidCallbackBody(checkout_request_id, data.amount, { receipt }),
  });
  return {
    coverId: data.cover_id,
    receipt,
    amount: data.amount,
    email: body.user.email,
    paymentToken: data.payment_token ?? '',
  };
}
