// POST /api/home-insurance/covers/:id/items/price: what Pay Now will ask for once the
// items are added, priced as the PUT prices them, writing nothing. What it shows is what is charged.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  CoverItemsPriceResponseSchema,
  PoliciesResponseSchema,
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
  quoteFor,
  TEST_CALLBACK_TOKEN,
  tenantCover,
} from '../../../helpers/server-payments';
import { signIn } from '../../../helpers/server-sign-in';
import { captureSms } from '../../../helpers/server-sms';
import { uniqueMsisdn } from '../../../helpers/server-users';

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
freshLimitsForEachTest(clock);

const DAY_MS = 24 * 60 * 60 * 1000;
const fridge = { name: 'Fridge', value: 60_000 };

/** A cover bought for a new holder, `ageDays` old when they sign in to add items. */
async function buyCover(options: { paid: boolean; ageDays?: number }) {
  const holder = uniqueMsisdn();
  const response = await context.app.inject({
    method: 'POST',
    url: '/api/home-insurance/quotations/buy-product',
    payload: buyBody(quotation, holder),
    remoteAddress: nextAddress(),
  });
  expect(response.statusCode, response.body).toBe(200);
  const bought = StkPushResponseSchema.parse(response.json());
  if (options.paid) {
    await context.app.inject({
      method: 'POST',
      url: callbackUrl(),
      payload: paidCallbackBody(bought.checkout_request_id, bought.data.amount),
    });
  }
  // The purchase's prompt has closed (items are not added while it may still be answered).
  clock.advance(61_000 + (options.ageDays ?? 0) * DAY_MS);
  const headers = { authorization: `Bearer ${await signIn(context.app, sms, holder, nextAddress())}` };
  return { coverId: bought.data.cover_id, headers };
}

const body = (coverId: string, household: (typeof fridge)[]) => ({
  policyId: coverId,
  portable_items: [],
  value_of_portable_items: tenantCover.value_of_portable_items,
  house_hold_items: [...tenantCover.house_hold_items, ...household],
  value_of_house_hold_items:
    tenantCover.value_of_house_hold_items + household.reduce((s, i) => s + i.value, 0),
});

async function policyOf(headers: Record<string, string>) {
  const listed = await context.app.inject({ url: '/api/home-insurance/covers/', headers });
  const [policy] = PoliciesResponseSchema.parse(listed.json()).data;
  if (!policy) throw new Error('no cover');
  return policy;
}

const price = (coverId: string, payload: object, headers: Record<string, string>) =>
  context.app.inject({
    method: 'POST',
    url: `/api/home-insurance/covers/${coverId}/items/price`,
    payload,
    headers,
  });

describe('the price of adding items, before they are added', () => {
  it('a paid cover: the pro-rata amount shown is the amount due once the items are added, and nothing is written', async () => {
    const { coverId, headers } = await buyCover({ paid: true, ageDays: 100 });
    const shown = await price(coverId, body(coverId, [fridge]), headers);
    expect(shown.statusCode, shown.body).toBe(200);
    const quoted = CoverItemsPriceResponseSchema.parse(shown.json()).data;
    expect(quoted.basis).toBe('endorsement');
    expect(quoted.days_left).toBeGreaterThan(250);
    expect(quoted.amount_due).toBeGreaterThan(0);
    // Far below the spec's estimate (the quotation plus 5 % of KSh 60,000): that is no charge.
    expect(quoted.amount_due).toBeLessThan(3_000);
    // Nothing changed by asking.
    expect((await policyOf(headers)).amount_due).toBe(0);

    const added = await context.app.inject({
      method: 'PUT',
      url: `/api/home-insurance/covers/${coverId}/items`,
      payload: body(coverId, [fridge]),
      headers,
    });
    expect(added.statusCode, added.body).toBe(200);
    expect((await policyOf(headers)).amount_due).toBe(quoted.amount_due);
  });

  it('a cover not paid yet: the price shown is its new price for the year, what Pay Now asks for', async () => {
    const { coverId, headers } = await buyCover({ paid: false });
    const quoted = CoverItemsPriceResponseSchema.parse(
      (await price(coverId, body(coverId, [fridge]), headers)).json(),
    ).data;
    expect(quoted).toMatchObject({ basis: 'unpaid_cover', days_left: null });
    const added = await context.app.inject({
      method: 'PUT',
      url: `/api/home-insurance/covers/${coverId}/items`,
      payload: body(coverId, [fridge]),
      headers,
    });
    expect(added.statusCode, added.body).toBe(200);
    expect((await policyOf(headers)).quotation).toBe(quoted.amount_due);
  });

  it('is the holder’s own: 401 without a session, 404 for another account; bad items get the PUT’s 400', async () => {
    const alice = await buyCover({ paid: true });
    const bob = await buyCover({ paid: true });
    expect((await price(alice.coverId, body(alice.coverId, [fridge]), {})).statusCode).toBe(401);
    expect((await price(alice.coverId, body(alice.coverId, [fridge]), bob.headers)).statusCode).toBe(404);
    const tooMuch = { ...body(alice.coverId, [fridge]), value_of_house_hold_items: 1 };
    const refused = await price(alice.coverId, tooMuch, alice.headers);
    expect(refused.statusCode).toBe(400);
  });
});
