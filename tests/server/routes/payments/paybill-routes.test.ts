// Paying by paybill (M-Pesa's Pay Bill menu, Daraja's C2B) with the purchase reference as the account
// number: the details the buyer's page shows, M-Pesa's validation and its confirmation, posted here as
// Daraja posts them. A payment that exactly pays a purchase settles it once; anything else waits in the
// back office's payment exceptions.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { PaybillDetailsSchema, StkPushResponseSchema } from '../../../../src/domain/api';
import { PaymentExceptionListSchema } from '../../../../src/domain/api/admin-payment-exceptions';
import { queryRows } from '../../../../src/server/db/query-rows';
import type { C2bTransaction } from '../../../../src/server/integrations/mpesa/daraja-c2b-shapes';
import { setupTestApp, testConfig } from '../../../helpers/server-app';
import { testClock } from '../../../helpers/server-clock';
import { bearer } from '../../../helpers/server-desk';
import { operatorToken, readyOperator } from '../../../helpers/server-operators';
import {
  buyBody,
  countRows,
  coverStatus,
  payerEndingIn,
  quoteFor,
  TEST_CALLBACK_TOKEN,
} from '../../../helpers/server-payments';

const clock = testClock();
const context = setupTestApp({ clock, config: testConfig({ MPESA_CALLBACK_TOKEN: TEST_CALLBACK_TOKEN }) });
const paybillUrl = (step: 'validation' | 'confirmation', token = TEST_CALLBACK_TOKEN) =>
  `/api/home-insurance/payments/paybill/${token}/${step}`;

let adminToken: string;
beforeAll(async () => {
  const admin = await readyOperator(context.app, context.database, clock, 'admin');
  adminToken = await operatorToken(context.app, clock, admin);
});

let transactions = 0;
/** M-Pesa's body for a payment to `shortcode` under `account`, as C2B v2 reports it. */
function payment(shortcode: string, account: string, amount: number): C2bTransaction {
  transactions += 1;
  return {
    TransactionType: 'Pay Bill',
    TransID: `TPB${String(transactions).padStart(7, '0')}`,
    TransTime: '20261127101500',
    TransAmount: `${amount}.00`,
    BusinessShortCode: shortcode,
    BillRefNumber: account,
    InvoiceNumber: '',
    OrgAccountBalance: '',
    ThirdPartyTransID: '',
    MSISDN: '2547 ***** 126',
    FirstName: 'Wanjiru',
    MiddleName: '',
    LastName: '',
  };
}

/** A purchase whose prompt never reached the phone (…1037): its reference, amount, paybill and token. */
async function waitingPurchase() {
  const quotation = await quoteFor(context.app);
  const response = await context.app.inject({
    method: 'POST',
    url: '/api/home-insurance/quotations/buy-product',
    payload: buyBody(quotation, payerEndingIn('1037')),
  });
  const bought = StkPushResponseSchema.parse(response.json());
  const [prompt] = await queryRows<{ paybill_shortcode: string }>(
    context.database.db,
    sql`select paybill_shortcode from stk_requests where checkout_request_id = ${bought.checkout_request_id}`,
  );
  return {
    coverId: bought.data.cover_id,
    reference: bought.data.reference,
    amount: bought.data.amount,
    shortcode: prompt?.paybill_shortcode ?? '',
    token: bought.data.payment_token ?? '',
  };
}

const post = (url: string, payload: object) => context.app.inject({ method: 'POST', url, payload });

async function details(coverId: string, token: string) {
  const response = await context.app.inject({
    method: 'GET',
    url: `/api/home-insurance/mpesa/paybill/${coverId}`,
    headers: { 'x-payment-token': token },
  });
  expect(response.statusCode, response.body).toBe(200);
  return PaybillDetailsSchema.parse(response.json());
}

async function openExceptions() {
  const response = await context.app.inject({
    method: 'GET',
    url: '/api/admin/payment-exceptions',
    headers: bearer(adminToken),
  });
  return PaymentExceptionListSchema.parse(response.json()).exceptions;
}

describe('the paybill details', () => {
  it('give the underwriter’s business number, the reference as the account number and the amount', async () => {
    const purchase = await waitingPurchase();
    expect(await details(purchase.coverId, purchase.token)).toEqual({
      business_number: purchase.shortcode,
      account_number: purchase.reference,
      amount: purchase.amount,
      underwriter: expect.any(String),
      paid: false,
      payment: null,
    });
    expect(purchase.shortcode).toMatch(/^\d{5,7}$/);
  });

  it('are the buyer’s only', async () => {
    const purchase = await waitingPurchase();
    const other = await waitingPurchase();
    for (const headers of [{}, { 'x-payment-token': other.token }]) {
      const response = await context.app.inject({
        method: 'GET',
        url: `/api/home-insurance/mpesa/paybill/${purchase.coverId}`,
        headers,
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'payment_token_required' });
    }
  });
});

describe('M-Pesa’s validation', () => {
  it('takes the exact amount for the reference however typed, and refuses with Daraja’s codes', async () => {
    const purchase = await waitingPurchase();
    const typed = purchase.reference.replace('-', '').toLowerCase();
    const cases: [C2bTransaction, string][] = [
      [payment(purchase.shortcode, typed, purchase.amount), '0'],
      [payment(purchase.shortcode, 'NOT-A-REF', purchase.amount), 'C2B00012'],
      [payment(purchase.shortcode, purchase.reference, purchase.amount - 1), 'C2B00013'],
      [payment('600999', purchase.reference, purchase.amount), 'C2B00015'],
    ];
    for (const [body, code] of cases) {
      const response = await post(paybillUrl('validation'), body);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({
        ResultCode: code,
        ResultDesc: code === '0' ? 'Accepted' : 'Rejected',
      });
    }
    // Validation only answers: nothing is paid by it.
    expect(await coverStatus(context.database, purchase.coverId)).toBe('inactive');
    expect((await post(paybillUrl('validation'), { nothing: 'here' })).json()).toEqual({
      ResultCode: 'C2B00016',
      ResultDesc: 'Rejected',
    });
  });

  it('answers a wrong token with a 404, for validation and confirmation alike', async () => {
    for (const step of ['validation', 'confirmation'] as const) {
      const response = await post(
        paybillUrl(step, 'wrong-token-0123456789abcdefgh'),
        payment('600100', 'X', 1),
      );
      expect(response.statusCode).toBe(404);
    }
  });
});

describe('M-Pesa’s confirmation', () => {
  it('settles the purchase once, with the TransID as the receipt, however often it comes', async () => {
    const purchase = await waitingPurchase();
    const paid = payment(purchase.shortcode, purchase.reference, purchase.amount);
    for (let time = 0; time < 3; time += 1) {
      const response = await post(paybillUrl('confirmation'), paid);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ ResultCode: 0, ResultDesc: 'Accepted' });
    }
    expect(await coverStatus(context.database, purchase.coverId)).toBe('active');
    expect(
      await countRows(
        context.database,
        sql`select count(*) as count from stk_requests
             where cover_id = ${purchase.coverId} and status = 'success' and settled_by = 'paybill'`,
      ),
    ).toBe(1);
    const shown = await details(purchase.coverId, purchase.token);
    expect(shown).toMatchObject({ paid: true, amount: purchase.amount });
    expect(shown.payment).toMatchObject({
      status: 'success',
      mpesa_receipt_number: paid.TransID,
      reference: purchase.reference,
      cover_status: 'active',
    });
  });

  it('keeps a wrong amount, an unknown account and another insurer’s paybill for the desk', async () => {
    const purchase = await waitingPurchase();
    const kept = [
      payment(purchase.shortcode, purchase.reference, purchase.amount - 100),
      payment(purchase.shortcode, 'K7Q3M9XT', purchase.amount),
      payment('600999', purchase.reference, purchase.amount),
    ];
    for (const body of kept) await post(paybillUrl('confirmation'), body);
    // A repeat of one of them is still one exception.
    await post(paybillUrl('confirmation'), kept[0] as object);
    expect(await coverStatus(context.database, purchase.coverId)).toBe('inactive');
    const open = await openExceptions();
    const mine = kept.map((body) => open.filter((exception) => exception.receipt === body.TransID));
    expect(mine.map((found) => found.map((exception) => [exception.kind, exception.detail]))).toEqual([
      [['callback', 'paybill_wrong_amount']],
      [['callback', 'paybill_unknown_account']],
      [['callback', 'paybill_wrong_paybill']],
    ]);
    // Never the payer's number: M-Pesa masks it, and it matches nothing.
    expect(mine.flat().map((exception) => exception.msisdn)).toEqual([null, null, null]);
  });

  it('keeps an amount no payment can be (too large, or with cents) for the desk, never a 500', async () => {
    const purchase = await waitingPurchase();
    const odd = [
      { ...payment(purchase.shortcode, purchase.reference, 1), TransAmount: '10000000000' },
      { ...payment(purchase.shortcode, purchase.reference, 1), TransAmount: `${purchase.amount}.50` },
    ];
    for (const body of odd) {
      const response = await post(paybillUrl('confirmation'), body);
      expect(response.statusCode, response.body).toBe(200);
    }
    expect(await coverStatus(context.database, purchase.coverId)).toBe('inactive');
    const open = await openExceptions();
    expect(odd.map((body) => open.find((exception) => exception.receipt === body.TransID)?.detail)).toEqual([
      'paybill_wrong_amount',
      'paybill_wrong_amount',
    ]);
  });

  it('lets an admin match a payment under a mistyped account to its purchase, which then activates', async () => {
    const purchase = await waitingPurchase();
    const mistyped = payment(purchase.shortcode, 'K7Q3M9XZ', purchase.amount);
    await post(paybillUrl('confirmation'), mistyped);
    const exception = (await openExceptions()).find((open) => open.receipt === mistyped.TransID);
    expect(exception?.detail).toBe('paybill_unknown_account');
    const response = await context.app.inject({
      method: 'POST',
      url: `/api/admin/payment-exceptions/callback/${exception?.id}/match`,
      headers: bearer(adminToken),
      payload: { cover_id: purchase.coverId },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await coverStatus(context.database, purchase.coverId)).toBe('active');
    // The same payment confirmed again later finds it placed.
    await post(paybillUrl('confirmation'), mistyped);
    expect(
      await countRows(
        context.database,
        sql`select count(*) as count from stk_requests where cover_id = ${purchase.coverId} and status = 'success'`,
      ),
    ).toBe(1);
  });
});
