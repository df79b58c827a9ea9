// GET /api/home-insurance/covers/: the signed-in client's own covers, each with what the portal's policy
// card, details and payment history read. The call names no user; the session decides.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ApiErrorSchema,
  PoliciesResponseSchema,
  type Policy,
  StkPushResponseSchema,
} from '../../../../src/domain/api';
import { nextAddress } from '../../../helpers/client-addresses';
import { setupTestApp, testConfig } from '../../../helpers/server-app';
import { freshLimitsForEachTest, testClock } from '../../../helpers/server-clock';
import { setupTestMpesa } from '../../../helpers/server-mpesa';
import {
  buyBody,
  callbackUrl,
  paidCallbackBody,
  payerEndingIn,
  quoteFor,
  TEST_CALLBACK_TOKEN,
} from '../../../helpers/server-payments';
import { signIn } from '../../../helpers/server-sign-in';
import { passwordClient } from '../../../helpers/server-signup';
import { captureSms } from '../../../helpers/server-sms';
import { createTestUser, uniqueMsisdn } from '../../../helpers/server-users';

const clock = testClock();
const sms = captureSms();
const mpesa = setupTestMpesa();
const context = setupTestApp({
  config: testConfig({ MPESA_CALLBACK_TOKEN: TEST_CALLBACK_TOKEN }),
  clock,
  sms: sms.sender,
  mpesa,
});

let quotation: Awaited<ReturnType<typeof quoteFor>>;
beforeAll(async () => {
  quotation = await quoteFor(context.app);
});
// Fresh sign-in and payment limits for every test.
freshLimitsForEachTest(clock);

/** A cover bought anonymously in the wizard for `holder`'s phone, paid (or not) from `payer`. */
async function buyAnonymously(holder: string, payer = payerEndingIn('1037')) {
  const body = buyBody(quotation, payer);
  body.user.msisdn = holder;
  const response = await context.app.inject({
    method: 'POST',
    url: '/api/home-insurance/quotations/buy-product',
    payload: body,
    remoteAddress: nextAddress(),
  });
  expect(response.statusCode, response.body).toBe(200);
  return StkPushResponseSchema.parse(response.json());
}

/** M-Pesa's callback, as Daraja posts it (the simulator's own cannot reach an app that is not listening). */
async function callBack(body: object) {
  const response = await context.app.inject({ method: 'POST', url: callbackUrl(), payload: body });
  expect(response.json()).toEqual({ ResultCode: 0, ResultDesc: 'Accepted' });
}

const cancelledCallbackBody = (checkoutRequestId: string) => ({
  Body: {
    stkCallback: {
      MerchantRequestID: '29115-34620561-1',
      CheckoutRequestID: checkoutRequestId,
      ResultCode: 1032,
      ResultDesc: 'Request cancelled by user',
    },
  },
});

async function signedIn(msisdn: string) {
  return { authorization: `Bearer ${await signIn(context.app, sms, msisdn, nextAddress())}` };
}

async function listCovers(headers: Record<string, string>): Promise<Policy[]> {
  const response = await context.app.inject({ method: 'GET', url: '/api/home-insurance/covers/', headers });
  expect(response.statusCode, response.body).toBe(200);
  return PoliciesResponseSchema.parse(response.json()).data;
}

describe('GET /api/home-insurance/covers/', () => {
  it('answers 401 without a session, with or without the slash', async () => {
    for (const url of ['/api/home-insurance/covers/', '/api/home-insurance/covers']) {
      const response = await context.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(401);
      expect(ApiErrorSchema.parse(response.json()).message).toBe('Please sign in again.');
    }
  });

  it('lists a cover bought anonymously for the phone once its holder signs in, and only to them', async () => {
    const alice = uniqueMsisdn();
    const bob = uniqueMsisdn();
    const alicesCover = await buyAnonymously(alice);
    const bobsCover = await buyAnonymously(bob);
    const asAlice = await listCovers(await signedIn(alice));
    const asBob = await listCovers(await signedIn(bob));
    expect(asAlice.map((policy) => policy.id)).toEqual([alicesCover.data.cover_id]);
    expect(asBob.map((policy) => policy.id)).toEqual([bobsCover.data.cover_id]);
    expect(JSON.stringify(asAlice)).not.toContain(bobsCover.data.cover_id);
    expect(JSON.stringify(asAlice)).not.toContain(bobsCover.checkout_request_id);

    const [policy] = asAlice;
    const product = quotation.products[0];
    expect(policy).toMatchObject({
      cover_type: 'ContentsAndAllRisks',
      quotation: product?.quotation,
      premium: product?.premium,
      is_owner: '0',
      location: 'Kilimani',
      value_of_property: 0,
      value_of_house_hold_items: 300_000,
      house_hold_items: [{ name: 'Sofa set', value: 300_000 }],
      value_of_portable_items: 80_000,
      portable_items: [],
      status: 'inactive',
      start_date: null,
      end_date: null,
      user: { name: 'Wanjiru Kamau', id_number: '30123456' },
      product: {
        id: product?.id,
        name: product?.name,
        under_writer: { name: product?.under_writer.name },
        period_id: 12,
      },
    });
    expect(policy?.product.sections.map((section) => section.name)).toEqual(['Contents', 'All-risks']);
    expect(policy?.stk_responses).toEqual([
      expect.objectContaining({
        checkout_request_id: alicesCover.checkout_request_id,
        amount: alicesCover.data.amount,
        mpesa_receipt_number: null,
      }),
    ]);
  });

  it('shows a paid cover active for a year with its receipt, the newest payment response first', async () => {
    const holder = uniqueMsisdn();
    // The first prompt is cancelled on the phone; Retry Payment (the buyer's, with the page's token) pays.
    const bought = await buyAnonymously(holder);
    await callBack(cancelledCallbackBody(bought.checkout_request_id));
    clock.advance(61_000);
    const retried = await context.app.inject({
      method: 'POST',
      url: `/api/home-insurance/mpesa/stkpush/${bought.data.cover_id}?msisdn=${payerEndingIn('1037')}`,
      headers: { 'x-payment-token': bought.data.payment_token ?? '' },
      remoteAddress: nextAddress(),
    });
    expect(retried.statusCode, retried.body).toBe(200);
    const second = StkPushResponseSchema.parse(retried.json());
    clock.advance(20_000);
    await callBack(
      paidCallbackBody(second.checkout_request_id, second.data.amount, { receipt: 'RCPTPAID01' }),
    );

    const [paid] = await listCovers(await signedIn(holder));
    expect(paid?.status).toBe('active');
    expect(paid?.start_date).toBe(clock.now().toISOString());
    const yearOn = new Date(clock.now());
    yearOn.setUTCFullYear(yearOn.getUTCFullYear() + 1);
    expect(paid?.end_date).toBe(yearOn.toISOString());
    expect(paid?.stk_responses).toEqual([
      expect.objectContaining({
        checkout_request_id: second.checkout_request_id,
        status: 'success',
        result_code: 0,
        amount: bought.data.amount,
        mpesa_receipt_number: 'RCPTPAID01',
        transaction_date: '20260302120005',
      }),
      expect.objectContaining({
        checkout_request_id: bought.checkout_request_id,
        status: 'failed',
        result_code: 1032,
        mpesa_receipt_number: null,
      }),
    ]);
  });

  it('lists nothing for an account without covers, whatever others bought', async () => {
    await buyAnonymously(uniqueMsisdn());
    const user = await createTestUser(context.database);
    expect(await listCovers(await signedIn(user.msisdn))).toEqual([]);
  });
});

describe('an account that never proved its phone', () => {
  // Before signup took a code, it took a phone on trust. Someone who signed up with another person's number
  // must not see the covers later bought in the wizard for that number: covers show once the phone is
  // proven by a code (or by an M-Pesa payment from it), and that proof ends their password and sessions.
  it('sees none of the covers bought for its phone, and the code that proves it ends their session', async () => {
    const { token, msisdn } = await passwordClient(context.app, context.database, { phoneProven: false });
    await buyAnonymously(msisdn);

    const unproven = await context.app.inject({
      method: 'GET',
      url: '/api/home-insurance/covers/',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(unproven.statusCode, unproven.body).toBe(200);
    expect(PoliciesResponseSchema.parse(unproven.json()).data).toEqual([]);

    const proven = await signIn(context.app, sms, msisdn, nextAddress());
    const ended = await context.app.inject({
      method: 'GET',
      url: '/api/home-insurance/covers/',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(ended.statusCode).toBe(401);
    const listed = await context.app.inject({
      method: 'GET',
      url: '/api/home-insurance/covers/',
      headers: { authorization: `Bearer ${proven}` },
    });
    expect(PoliciesResponseSchema.parse(listed.json()).data).toHaveLength(1);
  });
});
