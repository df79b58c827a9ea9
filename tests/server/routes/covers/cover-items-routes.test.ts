// PUT /api/home-insurance/covers/:id/items (point 7, update policy items): the holder adds portable or
// household items to their own cover. Unpaid cover: the items join it and its quotation is re-priced for
// the year. Paid cover: the items wait (pending_items) until the pro-rata amount_due is paid by M-Pesa.
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { addedItemsMessages } from '../../../../src/domain/added-items';
import {
  ApiErrorSchema,
  MyDataExportSchema,
  PaymentStatusResponseSchema,
  PoliciesResponseSchema,
  type Policy,
  StkPushResponseSchema,
  UpdateCoverItemsResponseSchema,
} from '../../../../src/domain/api';
import { proRataPremium } from '../../../../src/domain/endorsement-premium';
import { itemListMessages } from '../../../../src/domain/item-list';
import { formatShillings } from '../../../../src/domain/money';
import { paymentMessages } from '../../../../src/domain/payment-messages';
import { addLevies, statutoryLevies } from '../../../../src/domain/premium';
import { queryRows } from '../../../../src/server/db/query-rows';
import { nextAddress } from '../../../helpers/client-addresses';
import { fuzzRuns } from '../../../helpers/fuzz-runs';
import { setupTestApp, testConfig } from '../../../helpers/server-app';
import { freshLimitsForEachTest, testClock } from '../../../helpers/server-clock';
import { captureMail } from '../../../helpers/server-mail';
import { setupTestMpesa } from '../../../helpers/server-mpesa';
import {
  buyBody,
  callbackUrl,
  paidCallbackBody,
  payerEndingIn,
  quoteFor,
  TEST_CALLBACK_TOKEN,
  tenantCover,
  waitFor,
} from '../../../helpers/server-payments';
import { signIn } from '../../../helpers/server-sign-in';
import { captureSms } from '../../../helpers/server-sms';
import { uniqueMsisdn } from '../../../helpers/server-users';

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
// Fresh sign-in and payment limits for every test.
freshLimitsForEachTest(clock);

const DAY_MS = 24 * 60 * 60 * 1000;
const laptop = { name: 'Laptop', value: 40_000 };

/** A cover bought in the wizard for a new holder's phone; paid at once unless told otherwise. */
async function buyCover(options: { paid: boolean }) {
  const holder = uniqueMsisdn();
  const body = buyBody(quotation, holder);
  const response = await context.app.inject({
    method: 'POST',
    url: '/api/home-insurance/quotations/buy-product',
    payload: body,
    remoteAddress: nextAddress(),
  });
  expect(response.statusCode, response.body).toBe(200);
  const bought = StkPushResponseSchema.parse(response.json());
  if (options.paid) await callBack(paidCallbackBody(bought.checkout_request_id, bought.data.amount));
  const headers = { authorization: `Bearer ${await signIn(context.app, sms, holder, nextAddress())}` };
  return { holder, coverId: bought.data.cover_id, headers, bought };
}

async function holderIdOf(coverId: string): Promise<string> {
  const [row] = await queryRows<{ user_id: string }>(
    context.database.db,
    sql`select user_id from covers where id = ${coverId}`,
  );
  if (!row) throw new Error(`no cover ${coverId}`);
  return row.user_id;
}

async function endorsementsOf(coverId: string) {
  const rows = await queryRows<Record<string, unknown>>(
    context.database.db,
    sql`select e.portable_items, e.household_items, e.added_portable_value, e.added_household_value,
          e.premium, e.levies, e.amount_due, e.paid_at, s.checkout_request_id as paid_by
        from cover_endorsements e left join stk_requests s on s.id = e.paid_by_stk_request_id
        where e.cover_id = ${coverId}`,
  );
  // The amounts are bigint columns, which node-postgres reads as text (PGlite as numbers).
  const money = ['added_portable_value', 'added_household_value', 'premium', 'levies', 'amount_due'];
  return rows.map((row) => ({
    ...row,
    ...Object.fromEntries(money.map((column) => [column, Number(row[column])])),
    paid_at: row.paid_at ? new Date(String(row.paid_at)).toISOString() : null,
  }));
}

async function callBack(body: object) {
  const response = await context.app.inject({ method: 'POST', url: callbackUrl(), payload: body });
  expect(response.json()).toEqual({ ResultCode: 0, ResultDesc: 'Accepted' });
}

async function listCovers(headers: Record<string, string>): Promise<Policy[]> {
  const response = await context.app.inject({ method: 'GET', url: '/api/home-insurance/covers/', headers });
  expect(response.statusCode, response.body).toBe(200);
  return PoliciesResponseSchema.parse(response.json()).data;
}

/** The body the portal sends: the cover's items plus the new ones, and the totals with them. */
function itemsBody(coverId: string, added: { portable?: (typeof laptop)[]; household?: (typeof laptop)[] }) {
  const portable = added.portable ?? [];
  const household = added.household ?? [];
  return {
    policyId: coverId,
    portable_items: [...portable],
    value_of_portable_items: tenantCover.value_of_portable_items + portable.reduce((s, i) => s + i.value, 0),
    house_hold_items: [...tenantCover.house_hold_items, ...household],
    value_of_house_hold_items:
      tenantCover.value_of_house_hold_items + household.reduce((s, i) => s + i.value, 0),
  };
}

function putItems(coverId: string, payload: object, headers: Record<string, string> = {}) {
  return context.app.inject({
    method: 'PUT',
    url: `/api/home-insurance/covers/${coverId}/items`,
    payload,
    headers,
  });
}

function payNow(coverId: string, headers: Record<string, string>, payer = payerEndingIn('1037')) {
  return context.app.inject({
    method: 'POST',
    url: `/api/home-insurance/mpesa/stkpush/${coverId}?msisdn=${payer}`,
    headers,
    remoteAddress: nextAddress(),
  });
}

/** The annual premium of the quotation's product for the tenant cover with `portable` of portable items. */
async function annualPremiumWith(portable: number): Promise<{ premium: number; quotation: number }> {
  const response = await context.app.inject({
    method: 'POST',
    url: '/api/home-insurance/quotations/quote',
    payload: { ...tenantCover, value_of_portable_items: portable },
    remoteAddress: nextAddress(),
  });
  const product = (
    response.json() as { data: { products: { id: string; premium: number; quotation: number }[] } }
  ).data.products.find((entry) => entry.id === quotation.products[0]?.id);
  if (!product) throw new Error('the product is not quoted');
  return product;
}

describe('who may add items', () => {
  it('answers 401 without a session', async () => {
    const { coverId } = await buyCover({ paid: false });
    const response = await putItems(coverId, itemsBody(coverId, { portable: [laptop] }));
    expect(response.statusCode).toBe(401);
    expect(ApiErrorSchema.parse(response.json()).message).toBe('Please sign in again.');
  });

  it('gives another account 404 and nothing of the cover, and leaves it as it was', async () => {
    const alice = await buyCover({ paid: true });
    const bob = await buyCover({ paid: true });
    const unknownId = '6f1c1d7e-0000-4000-8000-000000000000';
    for (const id of [alice.coverId, unknownId]) {
      const response = await putItems(id, itemsBody(id, { portable: [laptop] }), bob.headers);
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json()).toEqual({
        status: false,
        message: paymentMessages.coverNotFound,
        code: 'cover_not_found',
      });
    }
    const [policy] = await listCovers(alice.headers);
    expect(policy).toMatchObject({
      amount_due: 0,
      pending_items: { portable_items: [], house_hold_items: [] },
    });
    expect(policy?.value_of_portable_items).toBe(tenantCover.value_of_portable_items);
  });

  it("does not let another account pay for the items added to one's cover", async () => {
    const alice = await buyCover({ paid: true });
    const bob = await buyCover({ paid: true });
    const added = await putItems(
      alice.coverId,
      itemsBody(alice.coverId, { portable: [laptop] }),
      alice.headers,
    );
    expect(added.statusCode, added.body).toBe(200);
    const payer = payerEndingIn('1037');
    const response = await payNow(alice.coverId, bob.headers, payer);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      status: false,
      message: paymentMessages.notYourPayment,
      code: 'payment_token_required',
    });
    expect(mpesa.pushesTo(payer)).toBe(0);
  });
});

describe('items added to an unpaid cover', () => {
  it('join the cover at once and re-price its quotation for the year; Pay Now asks for the new total', async () => {
    const { coverId, headers } = await buyCover({ paid: false });
    clock.advance(61_000); // the purchase's prompt has closed
    const response = await putItems(coverId, itemsBody(coverId, { portable: [laptop] }), headers);
    expect(response.statusCode, response.body).toBe(200);
    const answer = UpdateCoverItemsResponseSchema.parse(response.json());
    const expected = await annualPremiumWith(120_000);
    expect(answer).toMatchObject({ status: true, message: 'Items added successfully!' });
    expect(answer.data).toMatchObject({
      portable_items: [laptop],
      value_of_portable_items: 120_000,
      premium: expected.premium,
      quotation: expected.quotation,
      amount_due: 0,
      pending_items: { portable_items: [], house_hold_items: [] },
    });

    const prompt = await payNow(coverId, headers);
    expect(prompt.statusCode, prompt.body).toBe(200);
    expect(StkPushResponseSchema.parse(prompt.json()).data.amount).toBe(expected.quotation);
  });

  it('are not given away by a late payment of the price before them', async () => {
    const { coverId, headers, bought } = await buyCover({ paid: false });
    clock.advance(61_000); // the prompt has closed on the phone; its callback is late
    const response = await putItems(coverId, itemsBody(coverId, { portable: [laptop] }), headers);
    expect(response.statusCode, response.body).toBe(200);
    await callBack(paidCallbackBody(bought.checkout_request_id, bought.data.amount));

    // The old price does not pay for the larger cover: it stays unpaid and the money is owed back.
    const [policy] = await listCovers(headers);
    expect(policy?.status).toBe('inactive');
    const [row] = await queryRows<{ needs_refund: boolean }>(
      context.database.db,
      sql`select needs_refund from stk_requests where checkout_request_id = ${bought.checkout_request_id}`,
    );
    expect(row?.needs_refund).toBe(true);
  });

  it('are refused while the prompt for the cover is still open on the phone', async () => {
    const { coverId, headers } = await buyCover({ paid: false });
    const response = await putItems(coverId, itemsBody(coverId, { portable: [laptop] }), headers);
    expect(response.statusCode).toBe(409);
    expect(ApiErrorSchema.parse(response.json()).message).toBe(addedItemsMessages.promptOpen);
  });
});

describe('items added to a paid cover', () => {
  it('wait for the pro-rata amount due, are insured once M-Pesa confirms it, and only once', async () => {
    const { coverId, holder } = await buyCover({ paid: true });
    const activatedAt = clock.now();
    clock.advance(100 * DAY_MS);
    // A session lasts less than that: the holder signs in again.
    const headers = { authorization: `Bearer ${await signIn(context.app, sms, holder, nextAddress())}` };

    const body = itemsBody(coverId, { portable: [laptop] });
    const response = await putItems(coverId, body, headers);
    expect(response.statusCode, response.body).toBe(200);
    const policy = UpdateCoverItemsResponseSchema.parse(response.json()).data;

    // 40,000 more of portable items for the 265 of 365 days left, with PHCF and training levy on it.
    const annual = (await annualPremiumWith(120_000)).premium - (await annualPremiumWith(80_000)).premium;
    const yearEnd = new Date(activatedAt);
    yearEnd.setUTCFullYear(yearEnd.getUTCFullYear() + 1);
    const premium = proRataPremium(annual, { start: activatedAt, end: yearEnd }, clock.now());
    expect(premium).toBe(Math.floor((annual * 265 * 2 + 365) / 730));
    const amountDue = addLevies(premium, { ...statutoryLevies, stampDuty: 0 }).total;
    expect(amountDue).toBeGreaterThan(0);
    // The seeded product's figures: KSh 1,100 a year more; 1,100 × 265 / 365 = 798.6 → 799; PHCF 0.25 %
    // = 2.0 → 2 and training levy 0.2 % = 1.6 → 2.
    expect({ annual, premium, amountDue }).toEqual({ annual: 1_100, premium: 799, amountDue: 803 });
    expect(policy).toMatchObject({
      status: 'active',
      amount_due: amountDue,
      pending_items: { portable_items: [laptop], house_hold_items: [] },
      portable_items: [],
      value_of_portable_items: 80_000,
    });

    // The holder's data export names the items waiting for payment too (DPA 2019 s.26).
    const exported = await context.app.inject({
      method: 'GET',
      url: `/api/home-insurance/users/${await holderIdOf(coverId)}/data`,
      headers,
    });
    expect(exported.statusCode, exported.body).toBe(200);
    expect(MyDataExportSchema.parse(exported.json()).covers[0]?.pending_items).toEqual({
      portable_items: [laptop],
      house_hold_items: [],
      amount_due: amountDue,
    });

    // The portal retries the same request: nothing is added twice.
    const again = await putItems(coverId, body, headers);
    expect(again.statusCode, again.body).toBe(200);
    expect(UpdateCoverItemsResponseSchema.parse(again.json()).data).toMatchObject({
      amount_due: amountDue,
      pending_items: { portable_items: [laptop] },
    });

    const payer = payerEndingIn('1037');
    const prompt = await payNow(coverId, headers, payer);
    expect(prompt.statusCode, prompt.body).toBe(200);
    const pushed = StkPushResponseSchema.parse(prompt.json());
    expect(pushed.data.amount).toBe(amountDue);

    await callBack(paidCallbackBody(pushed.checkout_request_id, amountDue, { receipt: 'RCPTENDRS1' }));
    const insured = {
      amount_due: 0,
      pending_items: { portable_items: [], house_hold_items: [] },
      portable_items: [laptop],
      value_of_portable_items: 120_000,
    };
    expect((await listCovers(headers))[0]).toMatchObject(insured);
    // The payment history says which prompt paid the cover and which the items.
    expect((await listCovers(headers))[0]?.stk_responses.map((response) => response.paid_for)).toEqual([
      'items',
      'cover',
    ]);

    // Daraja repeats its callback: nothing changes.
    await callBack(paidCallbackBody(pushed.checkout_request_id, amountDue, { receipt: 'RCPTENDRS1' }));
    expect((await listCovers(headers))[0]).toMatchObject(insured);
    expect(await endorsementsOf(coverId)).toEqual([
      {
        portable_items: [laptop],
        household_items: [],
        added_portable_value: 40_000,
        added_household_value: 0,
        premium,
        levies: amountDue - premium,
        amount_due: amountDue,
        paid_at: clock.now().toISOString(),
        paid_by: pushed.checkout_request_id,
      },
    ]);

    // The payer's SMS speaks of the items, not of a new application; both name the cover's reference.
    const reference = (await listCovers(headers))[0]?.reference;
    const receipt = await waitFor(async () =>
      sms.messages().find((message) => message.to === payer && message.text.includes('RCPTENDRS1')),
    );
    expect(receipt.text).toBe(
      `Kinga: ${formatShillings(amountDue)} paid, M-Pesa receipt RCPTENDRS1 for the items added to policy ${reference}. They are now insured under it.`,
    );
    const email = await waitFor(async () =>
      mail.messages().find((message) => message.subject === `Items added to policy ${reference}`),
    );
    expect(email.text).toContain('  Laptop: KSh 40,000');
    expect(email.text).toContain('  All-risks: KSh 120,000');
    expect(email.text).toContain(
      `Amount paid for the rest of the cover year (levies included): ${formatShillings(amountDue)}`,
    );
    expect(email.text).toContain('M-Pesa receipt: RCPTENDRS1');

    const status = await context.app.inject({
      method: 'POST',
      url: `/api/home-insurance/mpesa/stkstatus/${pushed.checkout_request_id}`,
      headers,
    });
    expect(PaymentStatusResponseSchema.parse(status.json())).toMatchObject({
      status: 'success',
      mpesa_receipt_number: 'RCPTENDRS1',
      amount: amountDue,
    });

    const nothingDue = await payNow(coverId, headers);
    expect(nothingDue.statusCode).toBe(409);
    expect(ApiErrorSchema.parse(nothingDue.json()).message).toBe('This policy is already paid.');
  });

  it('merges items added before payment into one amount due', async () => {
    const { coverId, headers } = await buyCover({ paid: true });
    const first = await putItems(coverId, itemsBody(coverId, { portable: [laptop] }), headers);
    expect(first.statusCode, first.body).toBe(200);
    const tv = { name: 'Television', value: 60_000 };
    const both = await putItems(
      coverId,
      { ...itemsBody(coverId, { portable: [laptop], household: [tv] }) },
      headers,
    );
    expect(both.statusCode, both.body).toBe(200);
    const policy = UpdateCoverItemsResponseSchema.parse(both.json()).data;
    expect(policy.pending_items).toEqual({ portable_items: [laptop], house_hold_items: [tv] });
    expect(policy.amount_due).toBeGreaterThan(
      UpdateCoverItemsResponseSchema.parse(first.json()).data.amount_due,
    );
  });
});

describe('a payment for added items whose callback is lost', () => {
  it('is settled by the holder’s status check, which asks M-Pesa, and the items are insured', async () => {
    const { coverId, headers } = await buyCover({ paid: true });
    const added = await putItems(coverId, itemsBody(coverId, { portable: [laptop] }), headers);
    const { amount_due: amountDue } = UpdateCoverItemsResponseSchema.parse(added.json()).data;
    const pushed = StkPushResponseSchema.parse(
      (await payNow(coverId, headers, payerEndingIn('5555'))).json(),
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    clock.advance(10_000);
    const status = await context.app.inject({
      method: 'POST',
      url: `/api/home-insurance/mpesa/stkstatus/${pushed.checkout_request_id}`,
      headers,
    });
    expect(PaymentStatusResponseSchema.parse(status.json())).toMatchObject({
      status: 'success',
      amount: amountDue,
    });
    expect((await listCovers(headers))[0]).toMatchObject({
      amount_due: 0,
      portable_items: [laptop],
      value_of_portable_items: 120_000,
    });
  });
});

describe('paying for added items twice', () => {
  it('insures them once and records the second payment as needing a refund', async () => {
    const { coverId, headers } = await buyCover({ paid: true });
    const added = await putItems(coverId, itemsBody(coverId, { portable: [laptop] }), headers);
    const { amount_due: amountDue } = UpdateCoverItemsResponseSchema.parse(added.json()).data;
    // The first prompt's answer is late; once it has closed, Pay Now pushes another, which is paid.
    const first = StkPushResponseSchema.parse((await payNow(coverId, headers)).json());
    clock.advance(61_000);
    const second = StkPushResponseSchema.parse((await payNow(coverId, headers)).json());
    expect(second.checkout_request_id).not.toBe(first.checkout_request_id);
    await callBack(paidCallbackBody(second.checkout_request_id, amountDue));
    await callBack(paidCallbackBody(first.checkout_request_id, amountDue));

    const [policy] = await listCovers(headers);
    expect(policy?.portable_items).toEqual([laptop]);
    expect(policy?.value_of_portable_items).toBe(120_000);
    const [row] = await queryRows<{ needs_refund: boolean }>(
      context.database.db,
      sql`select needs_refund from stk_requests where checkout_request_id = ${first.checkout_request_id}`,
    );
    expect(row?.needs_refund).toBe(true);
  });
});

describe('generated requests from the signed-in holder', () => {
  it('never get a 5xx, a 4xx is in the error shape, and the insured items stay as they were', async () => {
    const { coverId, headers } = await buyCover({ paid: true });
    const name = fc.oneof(
      fc.constantFrom('Laptop', 'Sofa set', 'TV and radio', 'Phone; case', ' ', 'Camera'),
      fc.string({ maxLength: 90 }),
    );
    const value = fc.oneof(fc.integer({ min: -5, max: 2_000_000_000 }), fc.double(), fc.constant('100'));
    const item = fc.record({ name, value });
    const body = fc.record({
      policyId: fc.oneof(fc.constant(coverId), fc.string()),
      portable_items: fc.array(item, { maxLength: 3 }),
      value_of_portable_items: fc.oneof(fc.integer({ min: 0, max: 3_000_000_000 }), fc.constant(120_000)),
      house_hold_items: fc.oneof(fc.constant(tenantCover.house_hold_items), fc.array(item, { maxLength: 3 })),
      value_of_house_hold_items: fc.oneof(fc.constant(300_000), fc.integer({ min: 0, max: 1_000_000 })),
    });
    await fc.assert(
      fc.asyncProperty(body, async (payload) => {
        const response = await putItems(coverId, payload, headers);
        expect(response.statusCode, response.body).toBeLessThan(500);
        if (response.statusCode >= 400) expect(ApiErrorSchema.safeParse(response.json()).success).toBe(true);
      }),
      { numRuns: fuzzRuns(60) },
    );
    const [policy] = await listCovers(headers);
    expect(policy?.house_hold_items).toEqual(tenantCover.house_hold_items);
    expect(policy?.portable_items).toEqual([]);
  });
});

describe('deleting the account once the cover has ended', () => {
  it('erases the names of items added to it, keeping what was paid for them', async () => {
    const { coverId, holder, headers } = await buyCover({ paid: true });
    const added = await putItems(coverId, itemsBody(coverId, { portable: [laptop] }), headers);
    const { amount_due: amountDue } = UpdateCoverItemsResponseSchema.parse(added.json()).data;
    const pushed = StkPushResponseSchema.parse((await payNow(coverId, headers)).json());
    await callBack(paidCallbackBody(pushed.checkout_request_id, amountDue));

    clock.advance(366 * DAY_MS);
    const account = (
      await queryRows<{ id: string }>(context.database.db, sql`select id from users where msisdn = ${holder}`)
    )[0];
    const signedIn = { authorization: `Bearer ${await signIn(context.app, sms, holder, nextAddress())}` };
    const erased = await context.app.inject({
      method: 'DELETE',
      url: `/api/home-insurance/users/${account?.id}`,
      headers: signedIn,
    });
    expect(erased.statusCode, erased.body).toBe(200);
    const [endorsement] = await endorsementsOf(coverId);
    expect(endorsement).toMatchObject({ portable_items: [], household_items: [], amount_due: amountDue });
    expect(JSON.stringify(await endorsementsOf(coverId))).not.toContain('Laptop');
  });
});

describe('what the request must hold', () => {
  it('answers 400 with the rule broken, and adds nothing', async () => {
    const { coverId, headers } = await buyCover({ paid: true });
    const cases: [object, string][] = [
      [
        { ...itemsBody(coverId, { portable: [laptop] }), house_hold_items: [] },
        addedItemsMessages.existingChanged,
      ],
      [
        itemsBody(coverId, { portable: [{ name: 'TV and radio', value: 100 }] }),
        itemListMessages.conjunctions,
      ],
      [itemsBody(coverId, { household: [{ name: 'sofa set ', value: 100 }] }), itemListMessages.duplicate],
      [
        { ...itemsBody(coverId, { portable: [laptop] }), value_of_portable_items: 100_000 },
        itemListMessages.exceeds({ total: formatShillings(100_000) }),
      ],
      [
        { ...itemsBody(coverId, { portable: [laptop] }), policyId: 'another' },
        addedItemsMessages.policyMismatch,
      ],
      [itemsBody(coverId, { portable: [{ name: 'Radio', value: 0 }] }), itemListMessages.invalidValue],
      [itemsBody(coverId, { portable: [{ name: '   ', value: 10 }] }), itemListMessages.incompleteRow],
    ];
    for (const [payload, message] of cases) {
      const response = await putItems(coverId, payload, headers);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(ApiErrorSchema.parse(response.json()).message, JSON.stringify(payload)).toBe(message);
    }
    const [policy] = await listCovers(headers);
    expect(policy).toMatchObject({ amount_due: 0, pending_items: { portable_items: [] } });
  });
});
