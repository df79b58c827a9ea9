// Buying a cover end to end through the API, with the simulator calling back to the listening app.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ApiErrorSchema,
  PaymentStatusResponseSchema,
  StkPushResponseSchema,
} from '../../../../src/domain/api';
import { createUsersRepository } from '../../../../src/server/services/users/users-repository';
import { setupTestApp, testConfig } from '../../../helpers/server-app';
import { captureMail } from '../../../helpers/server-mail';
import { setupTestMpesa } from '../../../helpers/server-mpesa';
import {
  buyBody,
  coverStatus,
  coversOf,
  payerEndingIn,
  quoteFor,
  stkRequestsOf,
  TEST_CALLBACK_TOKEN,
  waitFor,
} from '../../../helpers/server-payments';
import { captureSms } from '../../../helpers/server-sms';

const sms = captureSms();
const mail = captureMail();
const logLines: string[] = [];
// A simulator of the test's own, so it can say how many callbacks it delivered.
const mpesa = setupTestMpesa();
const context = setupTestApp({
  config: testConfig({ MPESA_CALLBACK_TOKEN: TEST_CALLBACK_TOKEN, LOG_LEVEL: 'info' }),
  sms: sms.sender,
  mail: mail.sender,
  logDestination: { write: (line) => logLines.push(line) },
  mpesa,
});

let quotation: Awaited<ReturnType<typeof quoteFor>>;

beforeAll(async () => {
  // Listening, so the simulator's callbacks reach the app as Daraja's reach a deployment.
  await context.app.listen({ host: '127.0.0.1', port: 0 });
  quotation = await quoteFor(context.app);
});

/** Each buy answer's payment token by its checkout id, sent back as the wizard does. */
const tokens = new Map<string, string>();
const tokenHeader = (checkoutId: string) => ({ 'x-payment-token': tokens.get(checkoutId) ?? '' });

const buy = async (payload: object, headers: Record<string, string> = {}) => {
  const response = await context.app.inject({
    method: 'POST',
    url: '/api/home-insurance/quotations/buy-product',
    payload,
    headers,
  });
  const answer = StkPushResponseSchema.safeParse(response.json());
  if (answer.success) tokens.set(answer.data.checkout_request_id, answer.data.data.payment_token ?? '');
  return response;
};

const statusOf = async (checkoutId: string) => {
  const response = await context.app.inject({
    method: 'POST',
    url: `/api/home-insurance/mpesa/stkstatus/${checkoutId}`,
    headers: tokenHeader(checkoutId),
  });
  expect(response.statusCode, response.body).toBe(200);
  return PaymentStatusResponseSchema.parse(response.json());
};

const settled = (checkoutId: string) =>
  waitFor(async () => {
    const status = await statusOf(checkoutId);
    return status.status !== 'pending' && status;
  });

describe('POST /api/home-insurance/quotations/buy-product', () => {
  it('prompts the payer for the quoted total, and the callback activates the cover and notifies once', async () => {
    const payer = payerEndingIn('5555');
    const product = quotation.products[0];
    const response = await buy(buyBody(quotation, payer));
    expect(response.statusCode, response.body).toBe(200);
    const body = StkPushResponseSchema.parse(response.json());
    expect(body.data.amount).toBe(product?.quotation);
    expect(body.data.expires_in).toBe(60);
    expect(body.message).toBe(
      `Payment prompt sent to 07XX XXX X${payer.slice(-2)}. Enter your M-Pesa PIN to pay KSh ${product?.quotation.toLocaleString('en-KE')}.`,
    );
    expect(body.checkout_request_id).toBe(body.data.checkout_request_id);
    expect(body.policyId).toBe(body.data.cover_id);

    expect((await statusOf(body.checkout_request_id)).status).toBe('pending');
    const status = await settled(body.checkout_request_id);
    expect(status).toMatchObject({
      status: 'success',
      ResultCode: 0,
      cover_id: body.data.cover_id,
      cover_status: 'active',
    });
    expect(status.mpesa_receipt_number).toMatch(/^SIM[A-Z0-9]{7}$/);
    expect(await coverStatus(context.database, body.data.cover_id)).toBe('active');

    await context.app.notifications.drain();
    const emails = mail.messages().filter((message) => message.text.includes(body.reference));
    expect(emails).toHaveLength(1);
    expect(emails[0]?.to).toBe(`wanjiru.${payer}@mail.com`);
    expect(emails[0]?.text).toContain(status.mpesa_receipt_number ?? 'no receipt');
    expect(sms.messages().filter((message) => message.to === payer)).toHaveLength(1);
  });

  it('charges the server price, not the amount the client sends', async () => {
    const payer = payerEndingIn('5555');
    const real = quotation.products[0]?.quotation;
    const response = await buy(buyBody(quotation, payer, { quotation: 1, premium: 1 }));
    expect(StkPushResponseSchema.parse(response.json()).data.amount).toBe(real);
  });

  it('re-prices from the catalogue when the quotation does not match the cover', async () => {
    const payer = payerEndingIn('5555');
    const cheap = await buy(buyBody(quotation, payer, { quotation_id: undefined }));
    expect(StkPushResponseSchema.parse(cheap.json()).data.amount).toBe(quotation.products[0]?.quotation);
    const bigger = await buy(
      buyBody(quotation, payerEndingIn('5555'), {
        value_of_house_hold_items: 3_000_000,
        house_hold_items: [],
      }),
    );
    expect(StkPushResponseSchema.parse(bigger.json()).data.amount).toBeGreaterThan(
      quotation.products[0]?.quotation ?? 0,
    );
  });

  it('refuses a payer number that is not an M-Pesa number', async () => {
    const response = await buy({ ...buyBody(quotation, payerEndingIn('5555')), msisdn: '12345' });
    expect(response.statusCode).toBe(400);
    expect(ApiErrorSchema.parse(response.json()).message).toBe(
      'Please enter a valid M-Pesa number (e.g., 0712345678).',
    );
  });

  it('refuses a contact phone, an e-mail, a coverage or an ownership that breaks the rules, naming the field', async () => {
    const valid = () => buyBody(quotation, payerEndingIn('5555'));
    const cases: [string, (body: ReturnType<typeof valid>) => unknown, string, string][] = [
      [
        'contact phone',
        (body) => ({ ...body, user: { ...body.user, msisdn: '0812345678' } }),
        'user.msisdn',
        'Please enter a valid Kenyan phone number (07XXXXXXXX or +254XXXXXXXXX)',
      ],
      [
        'e-mail',
        (body) => ({ ...body, user: { ...body.user, email: 'wanjiru-at-mail' } }),
        'user.email',
        'Please enter a valid email address',
      ],
      [
        'coverage',
        // 300,000 of household items declared, but the list adds up to 100,000.
        (body) => ({
          ...body,
          cover: { ...body.cover, house_hold_items: [{ name: 'Sofa set', value: 100_000 }] },
        }),
        'cover.house_hold_items',
        'Please ensure all item values match the specified totals',
      ],
      [
        'ownership',
        (body) => ({ ...body, cover: { ...body.cover, is_owner: 'yes' } }),
        'cover.is_owner',
        "is_owner must be '1' or '0'",
      ],
    ];
    for (const [what, change, path, message] of cases) {
      const body = valid();
      const response = await buy(change(body) as object);
      expect(response.statusCode, what).toBe(400);
      const error = ApiErrorSchema.parse(response.json());
      expect(
        error.errors?.map((entry) => entry.path),
        what,
      ).toContain(path);
      expect(error.message, what).toBe(message);
      expect(await coversOf(context.database, body.msisdn), what).toBe(0);
    }
  });

  it('refuses a product that does not exist, and a request without a product', async () => {
    const unknown = await buy(
      buyBody(quotation, payerEndingIn('5555'), { product_id: 'no-such-product', quotation_id: undefined }),
    );
    expect(unknown.statusCode).toBe(400);
    const missing = await buy(buyBody(quotation, payerEndingIn('5555'), { product_id: '' }));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('No policy selected. Please go back and select a policy.');
  });

  it('with the same Idempotency-Key twice at once creates one cover and sends one prompt', async () => {
    const payer = payerEndingIn('5555');
    const headers = { 'idempotency-key': `buy-${payer}` };
    const both = await Promise.all([
      buy(buyBody(quotation, payer), headers),
      buy(buyBody(quotation, payer), headers),
    ]);
    // One ran; the other either waited for its answer (409, the first still running) or replayed it.
    const answered = both.filter((response) => response.statusCode === 200);
    expect(answered.length).toBeGreaterThanOrEqual(1);
    for (const response of both) {
      if (response.statusCode === 409) {
        expect(response.json().message).toBe('A request with this Idempotency-Key is still being processed.');
      } else {
        expect(response.statusCode).toBe(200);
      }
    }
    const replay = await buy(buyBody(quotation, payer), headers);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(answered[0]?.json());
    expect(await coversOf(context.database, payer)).toBe(1);
    expect(await stkRequestsOf(context.database, payer)).toBe(1);
  });

  it('does not change an existing account from an anonymous purchase', async () => {
    const payer = payerEndingIn('5555');
    // Paid from the account's own phone: the buyer's details become the account's.
    const own = StkPushResponseSchema.parse((await buy(buyBody(quotation, payer))).json());
    await settled(own.checkout_request_id);
    const stranger = buyBody(quotation, payer);
    stranger.user.name = 'Someone Else';
    stranger.user.email = `someone.${payer}@mail.com`;
    await buy(stranger);
    const account = await createUsersRepository(context.database.db).findByMsisdn(payer);
    expect(account).toMatchObject({ name: 'Wanjiru Kamau', email: `wanjiru.${payer}@mail.com` });
    expect(await coversOf(context.database, payer)).toBe(2);
  });
});

describe('M-Pesa outcomes seen through the status endpoint', () => {
  it.each([
    ['1032', 1032],
    ['2001', 2001],
    ['0001', 1],
  ])('a payer ending %s leaves the cover inactive with ResultCode %i', async (ending, code) => {
    const response = await buy(buyBody(quotation, payerEndingIn(ending)));
    const body = StkPushResponseSchema.parse(response.json());
    expect(await settled(body.checkout_request_id)).toMatchObject({
      status: 'failed',
      ResultCode: code,
      cover_status: 'inactive',
    });
    expect(await coverStatus(context.database, body.data.cover_id)).toBe('inactive');
  });

  it('a callback sent twice activates once and notifies once', async () => {
    const payer = payerEndingIn('0002');
    const body = StkPushResponseSchema.parse((await buy(buyBody(quotation, payer))).json());
    await settled(body.checkout_request_id);
    // Both deliveries reached the app and were acknowledged…
    await waitFor(async () => mpesa.simulator.callbacksDelivered(body.checkout_request_id) === 2);
    await context.app.notifications.drain();
    // …and only one settled the payment; the other found it settled. The two deliveries may overlap,
    // so their log lines can finish in either order.
    const results = logLines
      .filter((line) => line.includes(body.checkout_request_id) && line.includes('"msg":"M-Pesa callback"'))
      .map((line) => JSON.parse(line).result)
      .sort();
    expect(results).toEqual(['settled', 'unchanged']);
    expect(sms.messages().filter((message) => message.to === payer)).toHaveLength(1);
    expect(mail.messages().filter((message) => message.text.includes(body.reference))).toHaveLength(1);
  });

  it('answers 404 for an unknown checkout id', async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/home-insurance/mpesa/stkstatus/ws_CO_nope',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Missing checkout ID for payment verification.');
  });
});

describe('POST /api/home-insurance/mpesa/stkpush/:coverId (Retry Payment)', () => {
  it('sends a new prompt for the cover amount after a cancellation, and the retry pays', async () => {
    const cancelled = StkPushResponseSchema.parse(
      (await buy(buyBody(quotation, payerEndingIn('1032')))).json(),
    );
    await settled(cancelled.checkout_request_id);
    const payer = payerEndingIn('5555');
    const retry = await context.app.inject({
      method: 'POST',
      url: `/api/home-insurance/mpesa/stkpush/${cancelled.data.cover_id}?msisdn=${payer}`,
      headers: tokenHeader(cancelled.checkout_request_id),
    });
    expect(retry.statusCode, retry.body).toBe(200);
    const body = StkPushResponseSchema.parse(retry.json());
    tokens.set(body.checkout_request_id, tokens.get(cancelled.checkout_request_id) ?? '');
    expect(body.data.cover_id).toBe(cancelled.data.cover_id);
    expect(body.data.amount).toBe(cancelled.data.amount);
    expect(body.checkout_request_id).not.toBe(cancelled.checkout_request_id);
    expect(await settled(body.checkout_request_id)).toMatchObject({ status: 'success' });
    expect(await coverStatus(context.database, body.data.cover_id)).toBe('active');

    const again = await context.app.inject({
      method: 'POST',
      url: `/api/home-insurance/mpesa/stkpush/${cancelled.data.cover_id}?msisdn=${payer}`,
      headers: tokenHeader(cancelled.checkout_request_id),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This policy is already paid.');
  });

  it('answers 404 for an unknown cover', async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/home-insurance/mpesa/stkpush/6f1c1d7e-0000-4000-8000-000000000000?msisdn=254712345678',
      headers: { 'x-payment-token': 'a'.repeat(43) },
    });
    expect(response.statusCode).toBe(404);
  });
});
