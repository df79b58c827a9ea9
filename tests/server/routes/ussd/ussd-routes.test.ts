// The USSD channel through the callback exactly as Africa's Talking sends it (issue 29): a form per step,
// with every answer so far joined by '*', and text/plain back. Every screen is held to CON/END and 182
// characters by `dial`.
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { StkPushResponseSchema } from '../../../../src/domain/api';
import { contactMessages } from '../../../../src/domain/contact-rules';
import { readInLanguage } from '../../../../src/domain/language/current-language';
import { formatShillings } from '../../../../src/domain/money';
import { paymentMessages } from '../../../../src/domain/payment-messages';
import { policyStatusNames } from '../../../../src/domain/policies-messages';
import { ussdMessages } from '../../../../src/domain/ussd/ussd-messages';
import { DEVELOPMENT_USSD_TOKEN } from '../../../../src/server/config';
import { queryRows } from '../../../../src/server/db/query-rows';
import { languageScreenText } from '../../../../src/server/services/ussd/main-menu';
import { fuzzRuns } from '../../../helpers/fuzz-runs';
import { buildTestApp, setupTestApp, testConfig } from '../../../helpers/server-app';
import { freshLimitsForEachTest, testClock } from '../../../helpers/server-clock';
import { setupTestMpesa } from '../../../helpers/server-mpesa';
import {
  buyAndPayCover,
  buyBody,
  coverStatus,
  payerEndingIn,
  quoteFor,
  stkRequestsOf,
  TEST_CALLBACK_TOKEN,
  waitFor,
} from '../../../helpers/server-payments';
import { captureSms } from '../../../helpers/server-sms';
import { uniqueMsisdn } from '../../../helpers/server-users';
import { newSessionId, ussdGateway } from '../../../helpers/ussd-gateway';

const clock = testClock();
const sms = captureSms();
const context = setupTestApp({
  config: testConfig({ MPESA_CALLBACK_TOKEN: TEST_CALLBACK_TOKEN }),
  clock,
  sms: sms.sender,
  mpesa: setupTestMpesa(),
});
freshLimitsForEachTest(clock);
// Listening, the app names its own address as the M-Pesa callback's, and the simulator's payer pays there.
beforeAll(async () => {
  await context.app.listen({ host: '127.0.0.1', port: 0 });
});

const sw = <T>(read: () => T) => readInLanguage('sw', read);
const en = <T>(read: () => T) => readInLanguage('en', read);

const { post, phone } = ussdGateway(() => context.app);

/** What callers did by USSD on a cover, oldest first: the back office's leads desk lists these. */
const actionsOn = (coverId: string) =>
  queryRows<{ action: string; msisdn: string }>(
    context.database.db,
    sql`select action, msisdn from ussd_actions where cover_id = ${coverId} order by at, action`,
  );

describe('the USSD callback', () => {
  it('answers a wrong token, or a server whose channel is off, with a 404', async () => {
    const form = {
      sessionId: newSessionId(),
      serviceCode: '*519*87#',
      phoneNumber: '+254712345678',
      text: '',
    };
    const wrong = await post(form, 'not-the-token-0123456789abcdef');
    expect(wrong.statusCode).toBe(404);
    expect((await post(form, '')).statusCode).toBe(404);
    const off = await buildTestApp({
      database: context.database,
      config: { ...testConfig(), ussdCallbackToken: null },
    });
    try {
      const response = await off.inject({
        method: 'POST',
        url: `/api/ussd/${DEVELOPMENT_USSD_TOKEN}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(form).toString(),
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });

  it('asks a phone without an account for its language first, then speaks it', async () => {
    const caller = phone();
    expect(await caller.dial()).toBe(`CON ${languageScreenText}`);
    const menu = await caller.answer('2');
    expect(menu).toMatch(/^CON Kinga Insurance Agency\n/);
    expect(menu).toContain(`1. ${sw(() => ussdMessages.quoteMenu)}`);
    expect(menu).toContain(`2. ${sw(() => ussdMessages.policiesMenu)}`);
    expect(await caller.answer('7')).toContain(sw(() => ussdMessages.invalidChoice));
  });

  it('quotes a tenant: the three best prices with their underwriters, in KSh', async () => {
    const caller = phone();
    await caller.dial();
    await caller.answer('1');
    expect(await caller.answer('1')).toContain(en(() => ussdMessages.ownership).split('\n')[0]);
    expect(await caller.answer('1')).toBe(`CON ${en(() => ussdMessages.householdValue)}`);
    // Not an amount: the same question, saying what to type.
    expect(await caller.answer('lots')).toContain(en(() => ussdMessages.amountInvalid));
    expect(await caller.answer('350,000')).toBe(`CON ${en(() => ussdMessages.portableValue)}`);
    const prices = await caller.answer('50000');
    expect(prices).toMatch(
      /^CON Best prices a year:\n1\. .+ KSh [\d,]+\n2\. .+ KSh [\d,]+\n3\. .+ KSh [\d,]+\n0\. Back$/,
    );

    // The app's own quotation for the same answers: the same three cheapest, at the same prices.
    const app = await context.app.inject({
      method: 'POST',
      url: '/api/home-insurance/quotations/quote',
      payload: { is_owner: '0', value_of_house_hold_items: 350_000, value_of_portable_items: 50_000 },
    });
    const products = app.json().data.products as {
      name: string;
      under_writer: { name: string };
      quotation: number;
    }[];
    // Each line names the product and its underwriter's brand (the first word of its name).
    for (const [index, product] of products.slice(0, 3).entries()) {
      const brand = product.under_writer.name.split(' ')[0];
      expect(prices).toContain(
        `${index + 1}. ${product.name}, ${brand} ${formatShillings(product.quotation)}`,
      );
    }
    const offer = await caller.answer('1');
    expect(offer).toContain(formatShillings(products[0]?.quotation ?? 0));
    expect(offer).toContain(`by ${products[0]?.under_writer.name}`);
  });

  it('quotes an owner after the building and where it is; a blank place is asked again', async () => {
    const caller = phone();
    await caller.dial();
    await caller.answer('1');
    await caller.answer('1');
    await caller.answer('2');
    await caller.answer('500000');
    expect(await caller.answer('0')).toBe(`CON ${en(() => ussdMessages.buildingValue)}`);
    expect(await caller.answer('4000000')).toBe(`CON ${en(() => ussdMessages.location)}`);
    expect(await caller.answer(' ')).toContain('Please enter the location of the property');
    expect(await caller.answer('Kilimani, Nairobi')).toMatch(/^CON Best prices a year:\n1\. .+ KSh /);
  });

  it('shows a paid cover under My policies, active, with its reference and end date; a stranger sees none', async () => {
    const holder = uniqueMsisdn();
    const quotation = await quoteFor(context.app);
    const { coverId } = await buyAndPayCover(context.app, quotation, holder);
    const [cover] = await queryRows<{ reference: string }>(
      context.database.db,
      sql`select reference from covers where id = ${coverId}`,
    );
    const reference = cover?.reference;
    expect(reference).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}$/);

    const caller = phone(holder);
    // The account names its language (English): no language screen.
    expect(await caller.dial()).toMatch(/^CON Kinga Insurance Agency\n1\. Get a home quote/);
    const list = await caller.answer('2');
    expect(list).toMatch(
      new RegExp(
        `^CON Your policies:\\n1\\. ${reference} ${policyStatusNames.Active}, ends \\d+ \\w+ \\d{4}`,
      ),
    );
    const detail = await caller.answer('1');
    expect(detail).toContain(`Policy ${reference}: `);
    expect(detail).toContain('Active.');

    const stranger = phone();
    await stranger.dial();
    await stranger.answer('1');
    expect(await stranger.answer('2')).toBe(`END ${en(() => ussdMessages.noPolicies)}`);
  });
});

describe('buying by USSD', () => {
  it('asks the details in short steps, sends the M-Pesa prompt to this phone, offers the paybill, and the cover turns active', async () => {
    const payer = payerEndingIn('4149');
    const caller = phone(payer);
    await caller.dial();
    await caller.answer('1');
    await caller.answer('1');
    await caller.answer('1');
    await caller.answer('350000');
    await caller.answer('0');
    expect(await caller.answer('1')).toMatch(/\n1\. Buy\n0\. Back$/);
    expect(await caller.answer('1')).toBe(`CON ${en(() => ussdMessages.buyerName)}`);
    await caller.answer('Achieng Otieno');
    await caller.answer('30123456');
    // The app's own rule for an e-mail, in its words.
    expect(await caller.answer('not an e-mail')).toContain(en(() => contactMessages.emailFormat));
    await caller.answer('achieng.otieno@mail.com');
    await caller.answer('Nurse');
    await caller.answer('P.O. Box 45-40100, Kisumu');
    const confirm = await caller.answer('A009876543B');
    expect(confirm).toMatch(
      /^CON Pay KSh [\d,]+ a year for .+ by .+, by M-Pesa from this phone\?\n1\. Pay now\n0\. Cancel$/,
    );
    const price = /Pay (KSh [\d,]+)/.exec(confirm)?.[1];

    const sent = await caller.answer('1');
    expect(sent).toMatch(
      new RegExp(
        `^END Enter your M-Pesa PIN when asked, to pay ${price}\\. Or pay by Pay Bill 600\\d{3}, account [A-Z0-9]{4}-[A-Z0-9]{4}\\.`,
      ),
    );
    // The prompt went to this phone, once, and the simulator's payer pays it.
    expect(await stkRequestsOf(context.database, payer)).toBe(1);
    const [cover] = await queryRows<{ id: string; reference: string }>(
      context.database.db,
      sql`select c.id, c.reference from covers c join users u on u.id = c.user_id where u.msisdn = ${payer}`,
    );
    expect(sent).toContain(`account ${cover?.reference}.`);
    await waitFor(async () => (await coverStatus(context.database, cover?.id ?? '')) === 'active', 10_000);
    // The gateway sends the last step again: the same screen, and no second prompt.
    expect(await caller.retry()).toBe(sent);
    expect(await stkRequestsOf(context.database, payer)).toBe(1);
    expect(await actionsOn(cover?.id ?? '')).toEqual([{ action: 'purchase', msisdn: payer }]);

    // The phone now finds it under My policies, active.
    const later = phone(payer);
    await later.dial();
    expect(await later.answer('2')).toContain(`1. ${cover?.reference} Active, ends`);
  });

  it('sends one prompt when two copies of the Pay now step race', async () => {
    const payer = payerEndingIn('1037');
    const caller = phone(payer);
    await caller.dial();
    const details = [
      'Kevin Kiprop',
      '29123456',
      'kevin.kiprop@mail.com',
      'Driver',
      'P.O. Box 9-30100, Eldoret',
    ];
    for (const input of ['1', '1', '1', '350000', '0', '1', '1', ...details, 'A001234567K'])
      await caller.answer(input);
    const [first, second] = await Promise.all([caller.answer('1'), caller.retry()]);
    expect(first).toMatch(/^END Enter your M-Pesa PIN when asked/);
    expect(second).toBe(first);
    expect(await stkRequestsOf(context.database, payer)).toBe(1);
    const covers = await queryRows<{ id: string }>(
      context.database.db,
      sql`select c.id from covers c join users u on u.id = c.user_id where u.msisdn = ${payer}`,
    );
    expect(covers).toHaveLength(1);
  });

  it('buys nothing when the buyer cancels at the price', async () => {
    const payer = payerEndingIn('4149');
    const caller = phone(payer);
    await caller.dial();
    for (const input of ['2', '1', '1', '200000', '0', '1', '1']) await caller.answer(input);
    for (const input of [
      'Baraka Mwangi',
      '28123456',
      'baraka@mail.com',
      'Teacher',
      'P.O. Box 2-80100, Mombasa',
    ])
      await caller.answer(input);
    expect(await caller.answer('A001234567Z')).toMatch(/^CON Lipa KSh/);
    expect(await caller.answer('0')).toBe(`END ${sw(() => ussdMessages.purchaseCancelled)}`);
    expect(await stkRequestsOf(context.database, payer)).toBe(0);
  });
});

describe('a policy under My policies', () => {
  it('is paid from this phone when it is due, and sends its documents by SMS once paid', async () => {
    const holder = payerEndingIn('4149');
    const quotation = await quoteFor(context.app);
    // Bought in the app; the simulator's payer pays it.
    const bought = await context.app.inject({
      method: 'POST',
      url: '/api/home-insurance/quotations/buy-product',
      payload: buyBody(quotation, holder),
    });
    const { data } = StkPushResponseSchema.parse(bought.json());
    await waitFor(async () => (await coverStatus(context.database, data.cover_id)) === 'active', 10_000);
    const caller = phone(holder);
    await caller.dial();
    await caller.answer('2');
    const detail = await caller.answer('1');
    expect(detail).toMatch(/\n1\. Pay what is due\n2\. Documents by SMS\n0\. Back$/);
    // Nothing is due on a paid cover: the app's own words.
    expect(await caller.answer('1')).toBe(`END ${en(() => paymentMessages.alreadyPaid)}`);

    const again = phone(holder);
    await again.dial();
    await again.answer('2');
    await again.answer('1');
    expect(await again.answer('2')).toBe(`END ${en(() => ussdMessages.documentsSent)}`);
    const text =
      sms
        .messages()
        .filter((message) => message.to === holder)
        .at(-1)?.text ?? '';
    expect(text).toContain(`policy ${data.reference}`);
    expect(text).toMatch(/Check it: http:\/\/127\.0\.0\.1:\d+\/verify\/[A-Z0-9-]+ \./);
    expect(text).toMatch(/http:\/\/127\.0\.0\.1:\d+\/profile \(sign in with this phone\)/);
    // The SMS is on the back office's list of USSD actions; the refused payment is not.
    expect(await actionsOn(data.cover_id)).toEqual([{ action: 'documents_sms', msisdn: holder }]);
  });

  it('prompts this phone again for a cover whose payment failed, and the cover turns active', async () => {
    const holder = payerEndingIn('4149');
    const quotation = await quoteFor(context.app);
    // Bought from another phone that cancelled the prompt.
    const payer = payerEndingIn('1032');
    const bought = await context.app.inject({
      method: 'POST',
      url: '/api/home-insurance/quotations/buy-product',
      payload: { ...buyBody(quotation, holder), msisdn: payer },
    });
    const { data } = StkPushResponseSchema.parse(bought.json());
    await waitFor(async () => (await stkRequestsOf(context.database, payer)) === 1);
    const caller = phone(holder);
    await caller.dial();
    expect(await caller.answer('2')).toContain(`1. ${data.reference} not paid yet`);
    await caller.answer('1');
    expect(await caller.answer('1')).toBe(
      `END ${en(() => ussdMessages.duePromptSent({ amount: formatShillings(data.amount) }))}`,
    );
    await waitFor(async () => (await coverStatus(context.database, data.cover_id)) === 'active', 10_000);
    expect(await actionsOn(data.cover_id)).toEqual([{ action: 'payment_prompt', msisdn: holder }]);
  });
});

describe('a USSD session', () => {
  it('sends the same screen again to a retried step, acting on its answer once', async () => {
    const caller = phone();
    await caller.dial();
    await caller.answer('1');
    const first = await caller.answer('1');
    expect(await caller.retry()).toBe(first);
    // The next answer goes on from there, as if the retry had not happened.
    expect(await caller.answer('1')).toBe(`CON ${en(() => ussdMessages.householdValue)}`);
  });

  it('goes on where it stopped when the same phone dials again within two minutes, not after', async () => {
    const msisdn = uniqueMsisdn();
    const dropped = phone(msisdn);
    await dropped.dial();
    await dropped.answer('2');
    await dropped.answer('1');
    const stoppedAt = await dropped.answer('1');
    clock.advance(90_000);
    const again = phone(msisdn);
    expect(await again.dial()).toBe(stoppedAt);
    // Its next answer is the first of the new session's.
    expect(await again.answer('200000')).toBe(`CON ${sw(() => ussdMessages.portableValue)}`);

    clock.advance(121_000);
    expect(await phone(msisdn).dial()).toBe(`CON ${languageScreenText}`);
  });

  it('does not resume a session that ended', async () => {
    const msisdn = uniqueMsisdn();
    const caller = phone(msisdn);
    await caller.dial();
    await caller.answer('1');
    await caller.answer('1');
    expect(await caller.answer('0')).toMatch(/^CON Kinga Insurance Agency\n.*\n0\. Exit$/s);
    expect(await caller.answer('0')).toBe(`END ${en(() => ussdMessages.goodbye)}`);
    expect(await caller.retry()).toBe(`END ${en(() => ussdMessages.goodbye)}`);
    expect(await phone(msisdn).dial()).toBe(`CON ${languageScreenText}`);
  });
});

describe('the USSD menus under any answers', () => {
  it('always answer CON or END within 182 plain characters, and never fail', async () => {
    const answer = fc.oneof(
      fc.constantFrom('0', '1', '2', '3', '9', '00', '350000', '0', 'Kilimani'),
      fc.string({ maxLength: 12 }).filter((text) => !text.includes('*')),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(answer, { maxLength: 9 }), async (answers) => {
        // `phone` holds every screen to the gateway's rules.
        const caller = phone();
        await caller.dial();
        for (const input of answers) if ((await caller.answer(input)).startsWith('END')) break;
      }),
      { numRuns: fuzzRuns(25) },
    );
  });
});
