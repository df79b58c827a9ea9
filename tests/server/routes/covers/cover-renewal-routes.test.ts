// POST /api/home-insurance/covers/:id/renewal-quote and …/renew. The renewal is priced
// by the domain's ratePremium on today's catalogue rates, links to the old cover, starts the day after it
// ends, and is paid with the existing STK push route; a retry with the same key makes one renewal.
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ApiErrorSchema,
  PoliciesResponseSchema,
  type Policy,
  RenewalQuoteResponseSchema,
  RenewCoverResponseSchema,
  StkPushResponseSchema,
  UpdateCoverItemsResponseSchema,
} from '../../../../src/domain/api';
import { endorsementCharge } from '../../../../src/domain/endorsement-premium';
import { itemListMessages } from '../../../../src/domain/item-list';
import { formatShillings } from '../../../../src/domain/money';
import { paymentMessages } from '../../../../src/domain/payment-messages';
import { ratePremium } from '../../../../src/domain/premium';
import { renewalMessages } from '../../../../src/domain/renewals/renewal-messages';
import { queryRows } from '../../../../src/server/db/query-rows';
import { nextAddress } from '../../../helpers/client-addresses';
import { fuzzRuns } from '../../../helpers/fuzz-runs';
import { setupTestApp, testConfig } from '../../../helpers/server-app';
import { testClock } from '../../../helpers/server-clock';
import { captureMail } from '../../../helpers/server-mail';
import { setupTestMpesa } from '../../../helpers/server-mpesa';
import {
  buyBody,
  callbackUrl,
  paidCallbackBody,
  quoteFor,
  TEST_CALLBACK_TOKEN,
  tenantCover,
} from '../../../helpers/server-payments';
import { signIn } from '../../../helpers/server-sign-in';
import { captureSms } from '../../../helpers/server-sms';
import { uniqueMsisdn } from '../../../helpers/server-users';

const DAY_MS = 24 * 60 * 60 * 1000;
const clock = testClock();
const sms = captureSms();
const mail = captureMail();
const mpesa = setupTestMpesa();
const context = setupTestApp({
  config: testConfig({ MPESA_CALLBACK_TOKEN: TEST_CALLBACK_TOKEN }),
  clock,
  sms: sms.sender,
  mail: mail.sender,
  mpesa,
});

let quotation: Awaited<ReturnType<typeof quoteFor>>;
beforeAll(async () => {
  quotation = await quoteFor(context.app);
});

async function callBack(body: object) {
  const response = await context.app.inject({ method: 'POST', url: callbackUrl(), payload: body });
  expect(response.json()).toEqual({ ResultCode: 0, ResultDesc: 'Accepted' });
}

const bearer = async (holder: string) => ({
  authorization: `Bearer ${await signIn(context.app, sms, holder, nextAddress())}`,
});

/** A tenant cover bought and paid now; returns the holder, the cover and when it ends. */
async function paidCover() {
  const holder = uniqueMsisdn();
  const response = await context.app.inject({
    method: 'POST',
    url: '/api/home-insurance/quotations/buy-product',
    payload: buyBody(quotation, holder),
    remoteAddress: nextAddress(),
  });
  expect(response.statusCode, response.body).toBe(200);
  const bought = StkPushResponseSchema.parse(response.json());
  await callBack(paidCallbackBody(bought.checkout_request_id, bought.data.amount));
  const headers = await bearer(holder);
  const policy = await policyOf(headers, bought.data.cover_id);
  if (!policy.end_date) throw new Error('a paid cover without its end');
  return { holder, headers, policy, coverId: bought.data.cover_id, end: new Date(policy.end_date) };
}

async function listCovers(headers: Record<string, string>): Promise<Policy[]> {
  const response = await context.app.inject({ method: 'GET', url: '/api/home-insurance/covers/', headers });
  expect(response.statusCode, response.body).toBe(200);
  return PoliciesResponseSchema.parse(response.json()).data;
}

async function policyOf(headers: Record<string, string>, coverId: string): Promise<Policy> {
  const policy = (await listCovers(headers)).find((candidate) => candidate.id === coverId);
  if (!policy) throw new Error(`cover ${coverId} is not listed`);
  return policy;
}

/** Moves the test clock to `days` days before `end` (same time of day). */
function moveTo(end: Date, days: number) {
  const target = end.getTime() - days * DAY_MS;
  clock.advance(target - clock.now().getTime());
}

const laptop = { name: 'Laptop', value: 80_000 };
const sameItems = {
  house_hold_items: tenantCover.house_hold_items,
  value_of_house_hold_items: tenantCover.value_of_house_hold_items,
  portable_items: [] as { name: string; value: number }[],
  value_of_portable_items: tenantCover.value_of_portable_items,
};

function post(
  path: 'renew' | 'renewal-quote',
  coverId: string,
  payload: object,
  headers: Record<string, string> = {},
) {
  return context.app.inject({
    method: 'POST',
    url: `/api/home-insurance/covers/${coverId}/${path}`,
    payload,
    headers,
    remoteAddress: nextAddress(),
  });
}

async function productRates(coverId: string) {
  const [row] = await queryRows<{
    id: string;
    building_rate_bp: number;
    household_rate_bp: number;
    portable_rate_bp: number;
    minimum_premium: number;
  }>(
    context.database.db,
    sql`select p.id, p.building_rate_bp, p.household_rate_bp, p.portable_rate_bp, p.minimum_premium
        from covers c join products p on p.id = c.product_id where c.id = ${coverId}`,
  );
  if (!row) throw new Error('no product');
  return row;
}

describe('renewing a cover', () => {
  it('prices the renewal through ratePremium at today’s rates, links it, and starts it the day after', async () => {
    const { holder, coverId, end, policy: old } = await paidCover();
    // The catalogue’s household rate goes up during the year: the renewal pays today's rate.
    const before = await productRates(coverId);
    await context.database.db.execute(
      sql`update products set household_rate_bp = household_rate_bp + 10 where id = ${before.id}`,
    );
    const rates = await productRates(coverId);
    moveTo(end, 20);
    const headers = await bearer(holder);
    const withLaptop = { ...sameItems, portable_items: [laptop], value_of_portable_items: laptop.value };
    const expected = ratePremium(
      { household: withLaptop.value_of_house_hold_items, portable: withLaptop.value_of_portable_items },
      {
        building: rates.building_rate_bp,
        household: rates.household_rate_bp,
        portable: rates.portable_rate_bp,
      },
      rates.minimum_premium,
    );

    const quoted = await post('renewal-quote', coverId, withLaptop, headers);
    expect(quoted.statusCode, quoted.body).toBe(200);
    const quote = RenewalQuoteResponseSchema.parse(quoted.json()).data;
    expect(quote).toMatchObject({
      premium: expected.premium,
      phcf: expected.phcf,
      training_levy: expected.trainingLevy,
      stamp_duty: expected.stampDuty,
      total: expected.total,
      starts: end.toISOString(),
    });
    expect(quote.total).not.toBe(old.quotation);

    const renewed = await post('renew', coverId, withLaptop, { ...headers, 'idempotency-key': 'renew-1' });
    expect(renewed.statusCode, renewed.body).toBe(201);
    const renewal = RenewCoverResponseSchema.parse(renewed.json()).data;
    expect(renewal).toMatchObject({
      status: 'inactive',
      quotation: expected.total,
      premium: expected.premium,
      location: old.location,
      value_of_property: old.value_of_property,
      portable_items: [laptop],
      house_hold_items: tenantCover.house_hold_items,
      renews: { cover_id: coverId, reference: old.reference, starts: end.toISOString() },
    });
    expect((await policyOf(headers, coverId)).renewed_by).toEqual({
      cover_id: renewal.id,
      status: 'inactive',
    });

    // Paid with the existing STK push route, as the holder.
    const pushed = await context.app.inject({
      method: 'POST',
      url: `/api/home-insurance/mpesa/stkpush/${renewal.id}?msisdn=${holder}`,
      headers,
      remoteAddress: nextAddress(),
    });
    expect(pushed.statusCode, pushed.body).toBe(200);
    const prompt = StkPushResponseSchema.parse(pushed.json());
    expect(prompt.data.amount).toBe(expected.total);
    await callBack(paidCallbackBody(prompt.checkout_request_id, prompt.data.amount));
    const paid = await policyOf(headers, renewal.id);
    expect(paid.status).toBe('active');
    // Paid 20 days early, the new year still runs from the day after the old one ends.
    expect(paid.start_date).toBe(end.toISOString());
    const nextEnd = new Date(end);
    nextEnd.setUTCFullYear(nextEnd.getUTCFullYear() + 1);
    expect(paid.end_date).toBe(nextEnd.toISOString());
    expect((await policyOf(headers, coverId)).renewed_by).toEqual({ cover_id: renewal.id, status: 'active' });

    // Once paid, the cover is renewed: another ask is refused in words.
    const again = await post('renew', coverId, sameItems, headers);
    expect(again.statusCode).toBe(409);
    expect(ApiErrorSchema.parse(again.json()).message).toBe(renewalMessages.alreadyRenewed);
  });

  it('a retry with the same key makes one renewal; asking again unpaid re-prices the same one', async () => {
    const { holder, coverId, end } = await paidCover();
    moveTo(end, 10);
    const headers = await bearer(holder);
    const first = await post('renew', coverId, sameItems, { ...headers, 'idempotency-key': 'retry-key' });
    const retry = await post('renew', coverId, sameItems, { ...headers, 'idempotency-key': 'retry-key' });
    expect(first.statusCode, first.body).toBe(201);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());
    const renewalId = RenewCoverResponseSchema.parse(first.json()).data.id;

    const changed = { ...sameItems, portable_items: [laptop], value_of_portable_items: laptop.value };
    const other = await post('renew', coverId, changed, { ...headers, 'idempotency-key': 'other-key' });
    expect(other.statusCode, other.body).toBe(201);
    const repriced = RenewCoverResponseSchema.parse(other.json()).data;
    expect(repriced.id).toBe(renewalId);
    expect(repriced.portable_items).toEqual([laptop]);
    const [{ count } = { count: 0 }] = await queryRows<{ count: number }>(
      context.database.db,
      sql`select count(*)::int as count from covers where renews_cover_id = ${coverId}`,
    );
    expect(count).toBe(1);
  });

  it('another client’s cover, or an unknown one, is the same 404; without a session 401', async () => {
    const { coverId, end } = await paidCover();
    const stranger = await paidCover();
    moveTo(end, 5);
    const headers = await bearer(stranger.holder);
    for (const id of [coverId, '00000000-0000-4000-8000-000000000000', 'not-a-cover']) {
      for (const path of ['renew', 'renewal-quote'] as const) {
        const response = await post(path, id, sameItems, headers);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({
          status: false,
          message: paymentMessages.coverNotFound,
          code: 'cover_not_found',
        });
      }
    }
    const anonymous = await post('renew', coverId, sameItems);
    expect(anonymous.statusCode).toBe(401);
  });

  it('is refused in words too early, long after the end, and for a declined cover', async () => {
    const { holder, coverId, end } = await paidCover();
    moveTo(end, 31);
    let response = await post('renewal-quote', coverId, sameItems, await bearer(holder));
    expect(response.statusCode).toBe(409);
    expect(ApiErrorSchema.parse(response.json()).message).toMatch(/^This policy can be renewed from /);

    moveTo(end, -31);
    response = await post('renew', coverId, sameItems, await bearer(holder));
    expect(response.statusCode).toBe(409);
    expect(ApiErrorSchema.parse(response.json()).message).toBe(renewalMessages.closed);

    const declined = await paidCover();
    await context.database.db.execute(
      sql`update covers set review_status = 'declined' where id = ${declined.coverId}`,
    );
    moveTo(declined.end, 3);
    response = await post('renew', declined.coverId, sameItems, await bearer(declined.holder));
    expect(response.statusCode).toBe(409);
    expect(ApiErrorSchema.parse(response.json())).toMatchObject({
      message: renewalMessages.declined,
      code: 'cover_declined',
    });
  });

  it('a lapsed cover renewed late starts on the day of payment, not in the past', async () => {
    const { holder, coverId, end } = await paidCover();
    moveTo(end, -3);
    const headers = await bearer(holder);
    const quoted = await post('renewal-quote', coverId, sameItems, headers);
    expect(RenewalQuoteResponseSchema.parse(quoted.json()).data.starts).toBe(clock.now().toISOString());
    const renewed = RenewCoverResponseSchema.parse((await post('renew', coverId, sameItems, headers)).json());
    const pushed = await context.app.inject({
      method: 'POST',
      url: `/api/home-insurance/mpesa/stkpush/${renewed.data.id}?msisdn=${holder}`,
      headers,
      remoteAddress: nextAddress(),
    });
    const prompt = StkPushResponseSchema.parse(pushed.json());
    await callBack(paidCallbackBody(prompt.checkout_request_id, prompt.data.amount));
    const paid = await policyOf(headers, renewed.data.id);
    expect(paid.start_date).toBe(clock.now().toISOString());
    expect(paid.renews?.cover_id).toBe(coverId);
  });

  it('checks the items with the wizard’s rules, with the field and the message', async () => {
    const { holder, coverId, end } = await paidCover();
    moveTo(end, 15);
    const response = await post(
      'renewal-quote',
      coverId,
      { ...sameItems, portable_items: [laptop], value_of_portable_items: laptop.value + 1 },
      await bearer(holder),
    );
    expect(response.statusCode).toBe(400);
    const error = ApiErrorSchema.parse(response.json());
    expect(error.errors).toContainEqual({
      path: 'portable_items',
      message: itemListMessages.mismatch({ total: formatShillings(laptop.value + 1) }),
    });
  });
});

/** Renews the holder's cover with its items unchanged and pays the renewal now; returns the renewal. */
async function renewAndPay(holder: string, coverId: string, headers: Record<string, string>) {
  const renewed = await post('renew', coverId, sameItems, headers);
  expect(renewed.statusCode, renewed.body).toBe(201);
  const renewal = RenewCoverResponseSchema.parse(renewed.json()).data;
  const pushed = await context.app.inject({
    method: 'POST',
    url: `/api/home-insurance/mpesa/stkpush/${renewal.id}?msisdn=${holder}`,
    headers,
    remoteAddress: nextAddress(),
  });
  const prompt = StkPushResponseSchema.parse(pushed.json());
  await callBack(paidCallbackBody(prompt.checkout_request_id, prompt.data.amount));
  return renewal;
}

describe('a paid renewal', () => {
  it('prices items added to it for the rest of its own year, which starts the day after the old one ends', async () => {
    const { holder, coverId, end } = await paidCover();
    moveTo(end, 20);
    const renewal = await renewAndPay(holder, coverId, await bearer(holder));
    // Ten days into the renewal's year: 355 of its 365 days are left (not 335, as from its payment).
    moveTo(end, -10);
    const headers = await bearer(holder);
    const rates = await productRates(coverId);
    const added = await context.app.inject({
      method: 'PUT',
      url: `/api/home-insurance/covers/${renewal.id}/items`,
      payload: {
        policyId: renewal.id,
        portable_items: [laptop],
        value_of_portable_items: sameItems.value_of_portable_items + laptop.value,
        house_hold_items: sameItems.house_hold_items,
        value_of_house_hold_items: sameItems.value_of_house_hold_items,
      },
      headers,
      remoteAddress: nextAddress(),
    });
    expect(added.statusCode, added.body).toBe(200);
    const nextEnd = new Date(end);
    nextEnd.setUTCFullYear(nextEnd.getUTCFullYear() + 1);
    const product = {
      rates: {
        building: rates.building_rate_bp,
        household: rates.household_rate_bp,
        portable: rates.portable_rate_bp,
      },
      minimumPremium: rates.minimum_premium,
    };
    const sums = {
      household: sameItems.value_of_house_hold_items,
      portable: sameItems.value_of_portable_items,
    };
    const charge = endorsementCharge(
      { before: sums, after: { ...sums, portable: sums.portable + laptop.value } },
      product,
      { start: end, end: nextEnd },
      clock.now(),
    );
    expect(charge.amountDue).toBeGreaterThan(0);
    expect(UpdateCoverItemsResponseSchema.parse(added.json()).data.amount_due).toBe(charge.amountDue);
  });

  it('declined by the agency, the old cover cannot be renewed online again', async () => {
    const { holder, coverId, end } = await paidCover();
    moveTo(end, 9);
    const headers = await bearer(holder);
    const renewal = await renewAndPay(holder, coverId, headers);
    await context.database.db.execute(
      sql`update covers set review_status = 'declined' where id = ${renewal.id}`,
    );
    const again = await post('renew', coverId, sameItems, headers);
    expect(again.statusCode).toBe(409);
    expect(ApiErrorSchema.parse(again.json())).toMatchObject({
      code: 'renewal_declined',
      message: renewalMessages.renewalDeclined,
    });
  });
});

describe('generated requests from the signed-in holder', () => {
  it('never get a 5xx, and a 4xx is in the error shape, on both routes', async () => {
    const { holder, coverId, end } = await paidCover();
    moveTo(end, 12);
    const headers = await bearer(holder);
    const name = fc.oneof(
      fc.constantFrom('Laptop', 'Sofa set', 'TV and radio', 'Phone; case', ' ', 'Camera'),
      fc.string({ maxLength: 90 }),
    );
    const value = fc.oneof(fc.integer({ min: -5, max: 2_000_000_000 }), fc.double(), fc.constant('100'));
    const item = fc.record({ name, value });
    const body = fc.record({
      portable_items: fc.array(item, { maxLength: 3 }),
      value_of_portable_items: fc.oneof(fc.integer({ min: 0, max: 3_000_000_000 }), fc.constant(80_000)),
      house_hold_items: fc.oneof(fc.constant(tenantCover.house_hold_items), fc.array(item, { maxLength: 3 })),
      value_of_house_hold_items: fc.oneof(fc.constant(300_000), fc.integer({ min: 0, max: 1_000_000 })),
    });
    await fc.assert(
      fc.asyncProperty(
        body,
        fc.constantFrom('renew' as const, 'renewal-quote' as const),
        async (payload, path) => {
          const response = await post(path, coverId, payload, headers);
          expect(response.statusCode, response.body).toBeLessThan(500);
          if (response.statusCode >= 400)
            expect(ApiErrorSchema.safeParse(response.json()).success).toBe(true);
        },
      ),
      { numRuns: fuzzRuns(60) },
    );
  });
});
