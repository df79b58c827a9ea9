// Idempotency-Key on the quotation routes: a retried request gets the first answer and creates nothing.
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { QuoteResponseSchema } from '../../../../src/domain/api';
import { quotations, savedQuotations } from '../../../../src/server/db/schema';
import { setupTestApp } from '../../../helpers/server-app';

const context = setupTestApp();

const tenantQuote = { is_owner: '0', value_of_house_hold_items: 350_000 };

function quote(key: string | undefined, payload: unknown = tenantQuote) {
  return context.app.inject({
    method: 'POST',
    url: '/api/home-insurance/quotations/quote',
    payload: payload as Record<string, unknown>,
    headers: key === undefined ? {} : { 'idempotency-key': key },
  });
}

async function rowsIn(table: typeof quotations | typeof savedQuotations): Promise<number> {
  const [row] = await context.database.db.select({ value: count() }).from(table);
  return Number(row?.value);
}

describe('Idempotency-Key on quotations', () => {
  it('answers a retry with the first response and keeps one quotation', async () => {
    const before = await rowsIn(quotations);
    const first = await quote('retry-1');
    const second = await quote('retry-1');
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    QuoteResponseSchema.parse(second.json());
    expect(await rowsIn(quotations)).toBe(before + 1);
  });

  it('treats the same body with its keys in another order as the same request', async () => {
    const first = await quote('retry-order', { is_owner: '0', value_of_house_hold_items: 120_000 });
    const second = await quote('retry-order', { value_of_house_hold_items: 120_000, is_owner: '0' });
    expect(second.json()).toEqual(first.json());
  });

  it('refuses the same key with a different body with 422', async () => {
    await quote('reused-key');
    const response = await quote('reused-key', { ...tenantQuote, value_of_house_hold_items: 999_000 });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      status: false,
      message: 'This Idempotency-Key was used for a different request.',
      code: 'idempotency_key_reused',
    });
  });

  it('creates a new quotation for every request without a key', async () => {
    const before = await rowsIn(quotations);
    const first = await quote(undefined);
    const second = await quote(undefined);
    expect(first.json().data.id).not.toBe(second.json().data.id);
    expect(await rowsIn(quotations)).toBe(before + 2);
  });

  it('lets a request that failed be retried with the same key', async () => {
    const refused = await quote('after-failure', { is_owner: '1', value_of_property: 1_000_000 });
    expect(refused.statusCode).toBe(400);
    // Same body, so the same refusal: a failed attempt stored nothing that would replay or block.
    expect((await quote('after-failure', { is_owner: '1', value_of_property: 1_000_000 })).statusCode).toBe(
      400,
    );
  });

  it('keeps keys of different routes apart', async () => {
    const quoted = await quote('shared-key');
    const data = QuoteResponseSchema.parse(quoted.json()).data;
    const saved = await context.app.inject({
      method: 'POST',
      url: '/api/home-insurance/quotations/',
      headers: { 'idempotency-key': 'shared-key' },
      payload: {
        quotation_id: data.id,
        product_id: data.products[0]?.id,
        user: {
          name: 'Kamau Njoroge',
          msisdn: '0722000111',
          email: 'kamau@mail.com',
          id_number: '22334455',
          profession: 'Driver',
          address: 'P.O. Box 1-00200, Nairobi',
          kra_pin: 'A001122334C',
        },
      },
    });
    expect(saved.statusCode).toBe(201);
  });

  it('saves a lead once when the save is retried', async () => {
    const data = QuoteResponseSchema.parse((await quote(undefined)).json()).data;
    const payload = {
      quotation_id: data.id,
      product_id: data.products[0]?.id,
      user: {
        name: 'Wambui Mwangi',
        msisdn: '0711222333',
        email: 'wambui@mail.com',
        id_number: '33445566',
        profession: 'Engineer',
        address: 'P.O. Box 2-00100, Nairobi',
        kra_pin: 'A002233445D',
      },
    };
    const before = await rowsIn(savedQuotations);
    const send = () =>
      context.app.inject({
        method: 'POST',
        url: '/api/home-insurance/quotations/',
        headers: { 'idempotency-key': 'save-retry' },
        payload,
      });
    const first = await send();
    const second = await send();
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    expect(await rowsIn(savedQuotations)).toBe(before + 1);
  });

  it.each([
    ['empty', ''],
    ['too long', 'k'.repeat(256)],
    ['with spaces', 'two words'],
  ])('refuses a key that is %s', async (_label, key) => {
    const response = await quote(key);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('The Idempotency-Key header must be 1 to 255 visible characters.');
  });
});
