import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ApiErrorSchema, type QuoteRequestInput, QuoteResponseSchema } from '../../../../src/domain/api';
import { ratePremium } from '../../../../src/domain/premium';
import { catalogueProducts } from '../../../../src/server/db/catalogue/catalogue-data';
import { quotations } from '../../../../src/server/db/schema';
import { setupTestApp } from '../../../helpers/server-app';

const context = setupTestApp();

const owner: QuoteRequestInput = {
  is_owner: '1',
  location: 'Kilimani, Nairobi',
  value_of_property: 5_000_000,
  value_of_house_hold_items: 800_000,
  value_of_portable_items: 150_000,
};
const tenant: QuoteRequestInput = { is_owner: '0', value_of_house_hold_items: 400_000 };

async function quote(payload: object | undefined) {
  return context.app.inject({ method: 'POST', url: '/api/home-insurance/quotations/quote', payload });
}

async function quotation(payload: QuoteRequestInput) {
  const response = await quote(payload);
  expect(response.statusCode, response.body).toBe(200);
  return QuoteResponseSchema.parse(response.json()).data;
}

const productIdsServing = (coverType: string) =>
  catalogueProducts
    .filter((product) => (product.coverTypes as string[]).includes(coverType))
    .map((p) => p.id);

function rated(productId: string, sums: Parameters<typeof ratePremium>[0]) {
  const product = catalogueProducts.find((candidate) => candidate.id === productId);
  if (!product) throw new Error(`no product ${productId}`);
  const { buildingBp, householdBp, portableBp } = product.rates;
  return ratePremium(
    sums,
    { building: buildingBp, household: householdBp, portable: portableBp },
    product.minimumPremium,
  );
}

describe('POST /api/home-insurance/quotations/quote', () => {
  it('quotes an owner insuring building, household and gadgets for all three sections', async () => {
    const data = await quotation(owner);
    expect(data.cover_type).toBe('BuildingAndContentsAllRisks');
    expect(data.products.map((product) => product.id).sort()).toEqual(
      productIdsServing('BuildingAndContentsAllRisks').sort(),
    );
    for (const product of data.products) {
      expect(product.cover_type).toBe('BuildingAndContentsAllRisks');
      expect(product.sections).toEqual([
        { name: 'Building', value: 5_000_000, formattedValue: 'KSh 5,000,000' },
        { name: 'Contents', value: 800_000, formattedValue: 'KSh 800,000' },
        { name: 'All-risks', value: 150_000, formattedValue: 'KSh 150,000' },
      ]);
    }
  });

  it('prices each product with the domain premium arithmetic and its own rates', async () => {
    const data = await quotation(owner);
    for (const product of data.products) {
      const expected = rated(product.id, { building: 5_000_000, household: 800_000, portable: 150_000 });
      expect(product.premium, product.id).toBe(expected.premium);
      expect(product.quotation, product.id).toBe(expected.total);
    }
    const classic = data.products.find((product) => product.id === 'simba-nyumbani-classic');
    // 5,000,000 × 0.15 % + 800,000 × 0.75 % + 150,000 × 3 % = 7,500 + 6,000 + 4,500
    expect(classic).toMatchObject({ premium: 18_000, quotation: 18_000 + 45 + 36 + 40 });
    expect(classic).toMatchObject({ phcf: 0.25, training_levy: 0.2, stamp_duty: 40, period_id: 12 });
  });

  it('lists the cheapest product first', async () => {
    const totals = (await quotation(owner)).products.map((product) => product.quotation);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
  });

  it('quotes an owner insuring only the building for the building alone', async () => {
    const data = await quotation({ is_owner: '1', location: 'Nyali, Mombasa', value_of_property: 1_500_000 });
    expect(data.cover_type).toBe('Building');
    expect(data.products.map((product) => product.id).sort()).toEqual(productIdsServing('Building').sort());
    expect(data.products[0]?.sections).toEqual([
      { name: 'Building', value: 1_500_000, formattedValue: 'KSh 1,500,000' },
    ]);
  });

  it('quotes a tenant insuring household goods only for contents, without an all-risks section', async () => {
    const data = await quotation(tenant);
    expect(data.cover_type).toBe('ContentsAndAllRisks');
    expect(data.products.map((product) => product.id).sort()).toEqual(
      productIdsServing('ContentsAndAllRisks').sort(),
    );
    for (const product of data.products) {
      expect(product.sections).toEqual([{ name: 'Contents', value: 400_000, formattedValue: 'KSh 400,000' }]);
      expect(product.premium).toBe(rated(product.id, { household: 400_000 }).premium);
    }
  });

  it('quotes a tenant insuring household goods and gadgets for both, ignoring a building value', async () => {
    const data = await quotation({
      ...tenant,
      value_of_portable_items: 120_000,
      value_of_property: 9_000_000,
    });
    expect(data.cover_type).toBe('ContentsAndAllRisks');
    expect(data.products[0]?.sections.map((section) => section.name)).toEqual(['Contents', 'All-risks']);
  });

  it('charges the minimum premium on a tiny sum insured', async () => {
    const data = await quotation({ is_owner: '0', value_of_house_hold_items: 10_000 });
    for (const product of data.products) {
      const minimum = catalogueProducts.find((candidate) => candidate.id === product.id)?.minimumPremium;
      expect(product.premium, product.id).toBe(minimum);
    }
  });

  it('names the underwriter with its logo and link, and carries benefits and terms', async () => {
    const data = await quotation({ is_owner: '1', location: 'Karen', value_of_property: 3_000_000 });
    const jengo = data.products.find((product) => product.id === 'mlima-jengo');
    expect(jengo?.under_writer).toEqual({
      id: 'mlima',
      name: 'Mlima Insurance',
      tagline: expect.any(String),
      logo: '/images/underwriters/mlima.svg',
      link: '',
    });
    expect(jengo?.terms_and_conditions).toBeNull();
    expect(jengo?.benefits.length).toBeGreaterThanOrEqual(3);
    const homeshield = data.products.find((product) => product.id === 'baobab-homeshield');
    expect(homeshield?.terms_and_conditions).toContain('<h3>');
  });

  it('accepts amounts typed as numeric strings, and itemised lists that add up', async () => {
    const data = await quotation({
      is_owner: '0',
      value_of_house_hold_items: '250000' as unknown as number,
      house_hold_items: [
        { name: 'Sofa set', value: 150_000 },
        { name: 'Fridge', value: '100000' as unknown as number },
      ],
    });
    expect(data.request.value_of_house_hold_items).toBe(250_000);
    expect(data.request.house_hold_items).toEqual([
      { name: 'Sofa set', value: 150_000 },
      { name: 'Fridge', value: 100_000 },
    ]);
  });

  it('keeps the quotation, so the same id can be saved later', async () => {
    const data = await quotation(tenant);
    expect(data.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Date(data.created_at).toString()).not.toBe('Invalid Date');
  });

  it('keeps each product’s price as quoted, not the catalogue’s text around it', async () => {
    const data = await quotation(owner);
    const [row] = await context.database.db
      .select({ products: quotations.products })
      .from(quotations)
      .where(eq(quotations.id, data.id));
    expect(row?.products).toEqual(
      data.products.map((product) => ({
        id: product.id,
        quotation: product.quotation,
        premium: product.premium,
        phcf: product.phcf,
        training_levy: product.training_levy,
        stamp_duty: product.stamp_duty,
        period_id: product.period_id,
      })),
    );
  });
});

describe('POST /api/home-insurance/quotations/quote with incomplete coverage', () => {
  const mismatch = 'Please ensure all item values match the specified totals';

  async function refusal(payload: object) {
    const response = await quote(payload);
    expect(response.statusCode, response.body).toBe(400);
    return ApiErrorSchema.parse(response.json());
  }

  it('refuses an owner without a building value or a location', async () => {
    const body = await refusal({ is_owner: '1', value_of_house_hold_items: 100_000 });
    expect(body.message).toBe(mismatch);
    expect(body.errors?.map((error) => error.path)).toEqual(['location', 'value_of_property']);
  });

  it('refuses an owner with a building value but no location', async () => {
    const body = await refusal({ is_owner: '1', location: '   ', value_of_property: 2_000_000 });
    expect(body.errors).toEqual([{ path: 'location', message: 'Please enter the location of the property' }]);
  });

  it('refuses a tenant with nothing to insure', async () => {
    const body = await refusal({ is_owner: '0', value_of_property: 1_000_000 });
    expect(body.message).toBe(mismatch);
    expect(body.errors?.map((error) => error.path)).toEqual(['value_of_house_hold_items']);
  });

  it('refuses items that do not add up to their category total', async () => {
    const body = await refusal({
      ...tenant,
      value_of_portable_items: 100_000,
      house_hold_items: [{ name: 'Sofa', value: 100_000 }],
      portable_items: [{ name: 'Laptop', value: 150_000 }],
    });
    expect(body.message).toBe(mismatch);
    expect(body.errors).toEqual([
      { path: 'house_hold_items', message: 'Total value must exactly match specified amount (KSh 400,000)' },
      { path: 'portable_items', message: 'Total value exceeds specified amount (KSh 100,000)' },
    ]);
  });

  it('refuses items listed under a category left at zero', async () => {
    const body = await refusal({ ...tenant, portable_items: [{ name: 'Phone', value: 30_000 }] });
    expect(body.errors).toEqual([
      { path: 'portable_items', message: 'Total value exceeds specified amount (KSh 0)' },
    ]);
  });

  it('refuses one item listing several things, even written twice in different case', async () => {
    const body = await refusal({
      ...tenant,
      house_hold_items: [
        { name: 'TV and radio', value: 200_000 },
        { name: 'tv and radio', value: 200_000 },
      ],
    });
    expect(body.message).toBe(mismatch);
    expect(body.errors).toEqual([
      { path: 'house_hold_items', message: "Item names cannot contain 'and', '&', '+', 'or', or '/'" },
    ]);
  });

  it.each(['Fridge & cooker', 'Fridge + cooker', 'Fridge or cooker', 'Fridge / cooker', 'FRIDGE AND COOKER'])(
    'refuses the item name %s',
    async (name) => {
      const body = await refusal({
        ...tenant,
        value_of_portable_items: 50_000,
        portable_items: [{ name, value: 50_000 }],
      });
      expect(body.errors).toEqual([
        { path: 'portable_items', message: "Item names cannot contain 'and', '&', '+', 'or', or '/'" },
      ]);
    },
  );

  it.each(['Sofa, chairs', 'Sofa; chairs'])('refuses the item name %s', async (name) => {
    const body = await refusal({ ...tenant, house_hold_items: [{ name, value: 400_000 }] });
    expect(body.errors).toEqual([
      { path: 'house_hold_items', message: 'Item names cannot contain commas or semicolons' },
    ]);
  });

  it('refuses the same item twice in a category, whatever the case, and names that category only', async () => {
    const body = await refusal({
      ...tenant,
      value_of_portable_items: 80_000,
      house_hold_items: [
        { name: 'Sofa', value: 200_000 },
        { name: ' sofa ', value: 200_000 },
      ],
      portable_items: [{ name: 'Sofa', value: 80_000 }],
    });
    expect(body.errors).toEqual([
      { path: 'house_hold_items', message: 'Duplicate item names are not allowed' },
    ]);
  });

  it('accepts names where the joining words are only part of a word (Android phone, Orchard table)', async () => {
    const data = await quotation({
      ...tenant,
      value_of_portable_items: 60_000,
      house_hold_items: [{ name: 'Orchard table', value: 400_000 }],
      portable_items: [{ name: 'Android phone', value: 60_000 }],
    });
    expect(data.request.portable_items).toEqual([{ name: 'Android phone', value: 60_000 }]);
  });

  it.each([
    [
      'a negative amount',
      { value_of_house_hold_items: -5 },
      'value_of_house_hold_items',
      'Amounts cannot be negative',
    ],
    [
      'a fractional amount',
      { value_of_house_hold_items: 1000.5 },
      'value_of_house_hold_items',
      'Amounts must be whole shillings',
    ],
    [
      'an item worth nothing',
      { house_hold_items: [{ name: 'Mat', value: 0 }] },
      'house_hold_items.0.value',
      'All item values must be valid positive numbers',
    ],
    [
      'an item without a name',
      { house_hold_items: [{ name: ' ', value: 10 }] },
      'house_hold_items.0.name',
      'Please enter both item name and value for all rows',
    ],
  ])('refuses %s with the field named', async (_label, change, path, message) => {
    const body = await refusal({ ...tenant, ...change });
    expect(body.errors).toContainEqual({ path, message });
  });

  it('refuses an is_owner that is neither 1 nor 0', async () => {
    const body = await refusal({ ...tenant, is_owner: 'yes' });
    expect(body).toEqual({
      status: false,
      message: "is_owner must be '1' or '0'",
      errors: [{ path: 'is_owner', message: "is_owner must be '1' or '0'" }],
    });
  });

  it('refuses a request without a body', async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/home-insurance/quotations/quote',
    });
    expect(response.statusCode).toBe(400);
  });
});
