import { beforeAll, describe, expect, it } from 'vitest';
import { ApiErrorSchema, QuoteResponseSchema, SaveQuotationResponseSchema } from '../../../../src/domain/api';
import { setupTestApp } from '../../../helpers/server-app';

const context = setupTestApp();

let quotationId: string;
let quotedProductId: string;

beforeAll(async () => {
  const response = await context.app.inject({
    method: 'POST',
    url: '/api/home-insurance/quotations/quote',
    payload: { is_owner: '0', value_of_house_hold_items: 300_000, value_of_portable_items: 80_000 },
  });
  const data = QuoteResponseSchema.parse(response.json()).data;
  quotationId = data.id;
  quotedProductId = data.products[0]?.id ?? '';
});

const contact = {
  name: 'Achieng Otieno',
  msisdn: '+254 712 345 678',
  email: 'Achieng.Otieno@Mail.com',
  id_number: '30123456',
  profession: 'Nurse',
  address: 'P.O. Box 45-40100, Kisumu',
  kra_pin: 'A009876543B',
};

function save(payload: object) {
  return context.app.inject({ method: 'POST', url: '/api/home-insurance/quotations/', payload });
}

describe('POST /api/home-insurance/quotations/', () => {
  it('saves the chosen product and contact details with 201 and "Quotation saved"', async () => {
    const response = await save({ quotation_id: quotationId, product_id: quotedProductId, user: contact });
    expect(response.statusCode, response.body).toBe(201);
    const body = SaveQuotationResponseSchema.parse(response.json());
    expect(body).toEqual({
      status: true,
      message: 'Quotation saved',
      data: {
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        quotation_id: quotationId,
        product_id: quotedProductId,
      },
    });
  });

  it('also answers without the trailing slash', async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/home-insurance/quotations',
      payload: { quotation_id: quotationId, product_id: quotedProductId, user: contact },
    });
    expect(response.statusCode).toBe(201);
  });

  it('refuses a phone number that is not Kenyan, naming the field', async () => {
    const response = await save({
      quotation_id: quotationId,
      product_id: quotedProductId,
      user: { ...contact, msisdn: '0812345678' },
    });
    expect(response.statusCode).toBe(400);
    expect(ApiErrorSchema.parse(response.json())).toEqual({
      status: false,
      message: 'Please enter a valid Kenyan phone number (07XXXXXXXX or +254XXXXXXXXX)',
      errors: [
        {
          path: 'user.msisdn',
          message: 'Please enter a valid Kenyan phone number (07XXXXXXXX or +254XXXXXXXXX)',
        },
      ],
    });
  });

  it('refuses an e-mail address without a domain', async () => {
    const response = await save({
      quotation_id: quotationId,
      product_id: quotedProductId,
      user: { ...contact, email: 'achieng@mail' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Please enter a valid email address');
  });

  it('refuses missing contact details with the contact form messages', async () => {
    const response = await save({
      quotation_id: quotationId,
      product_id: quotedProductId,
      user: { ...contact, name: '', kra_pin: ' ' },
    });
    expect(response.statusCode).toBe(400);
    const body = ApiErrorSchema.parse(response.json());
    expect(body.message).toBe('Please enter your full name');
    expect(body.errors).toEqual([
      { path: 'user.name', message: 'Please enter your full name' },
      { path: 'user.kra_pin', message: 'Please enter your KRA PIN' },
    ]);
  });

  it('answers 404 for an unknown quotation', async () => {
    const id = '9b2f1d4e-0000-4000-8000-000000000000';
    const response = await save({ quotation_id: id, product_id: quotedProductId, user: contact });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      status: false,
      message: 'No quotation data available. Please go back and generate a quote.',
      code: 'quotation_not_found',
    });
  });

  it('refuses an id that cannot be a quotation id with 400 and the same sentence, before any query', async () => {
    const response = await save({ quotation_id: 'not-a-uuid', product_id: quotedProductId, user: contact });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      status: false,
      message: 'No quotation data available. Please go back and generate a quote.',
      errors: [
        {
          path: 'quotation_id',
          message: 'No quotation data available. Please go back and generate a quote.',
        },
      ],
    });
  });

  it('refuses a product that was not part of the quotation', async () => {
    // mlima-jengo insures buildings only, so a tenant's quotation never offers it.
    const response = await save({ quotation_id: quotationId, product_id: 'mlima-jengo', user: contact });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      status: false,
      message: 'This product is not part of the quotation. Please choose a quoted product.',
    });
  });
});
