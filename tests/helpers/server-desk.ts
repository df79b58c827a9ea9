// The back office's desk in tests: covers with a prompt out (the app does not listen, so the
// simulator's own callback never arrives), M-Pesa callbacks posted as Daraja would, and operator calls.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { StkPushResponseSchema } from '../../src/domain/api';
import type { DatabaseHandle } from '../../src/server/db/open-database';
import { queryRows } from '../../src/server/db/query-rows';
import { buyBody, callbackUrl, paidCallbackBody, payerEndingIn, quoteFor } from './server-payments';

export const signInFirst = {
  status: false,
  code: 'unauthorized',
  message: 'Please sign in to the back office.',
};
export const adminOnly = { status: false, code: 'admin_only', message: 'Only an admin can do this.' };

export interface OpenPurchase {
  coverId: string;
  /** The purchase's short reference (K7Q3-M9XT). */
  reference: string;
  checkoutId: string;
  amount: number;
  payer: string;
  stkRequestId: string;
}

/** A cover bought now, its one prompt pending. */
export async function coverWithOpenPrompt(
  app: FastifyInstance,
  database: DatabaseHandle,
): Promise<OpenPurchase> {
  const payer = payerEndingIn('1037');
  const quotation = await quoteFor(app);
  const response = await app.inject({
    method: 'POST',
    url: '/api/home-insurance/quotations/buy-product',
    payload: buyBody(quotation, payer),
  });
  const purchase = StkPushResponseSchema.parse(response.json());
  const [row] = await queryRows<{ id: string }>(
    database.db,
    sql`select id from stk_requests where checkout_request_id = ${purchase.checkout_request_id}`,
  );
  return {
    coverId: purchase.data.cover_id,
    reference: purchase.data.reference,
    checkoutId: purchase.checkout_request_id,
    amount: purchase.data.amount,
    payer,
    stkRequestId: row?.id ?? '',
  };
}

/** Daraja's callback reporting a payment, for a checkout id we may or may not know. */
export function postPaidCallback(
  app: FastifyInstance,
  checkoutId: string,
  amount: number,
  options: { receipt?: string; payer?: string } = {},
) {
  return app.inject({
    method: 'POST',
    url: callbackUrl(),
    payload: paidCallbackBody(checkoutId, amount, options),
  });
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
