// Point 5's coverage rule has one home (src/domain/coverage-rules.ts). One table of cases goes through the
// function and through the routes that apply it, so the wizard's Next, `/quote` and buy-product cannot
// drift apart again (an owner with no building value was once quoted by the server, refused by the wizard).
import { describe, expect, it } from 'vitest';
import {
  ApiErrorSchema,
  type QuoteRequestInput,
  QuoteRequestSchema,
  QuoteResponseSchema,
} from '../../../../src/domain/api';
import { checkCoverageRequest } from '../../../../src/domain/coverage-request';
import { coverageMessages } from '../../../../src/domain/coverage-rules';
import { setupTestApp } from '../../../helpers/server-app';
import { buyBody, payerEndingIn, quoteFor } from '../../../helpers/server-payments';

const context = setupTestApp();

type Outcome = { coverType: string } | { refused: { path: string; message: string }[] };

const cases: [string, QuoteRequestInput, Outcome][] = [
  [
    'an owner with a building value and a location',
    { is_owner: '1', location: 'Nyali, Mombasa', value_of_property: 1_500_000 },
    { coverType: 'Building' },
  ],
  [
    'an owner insuring building, household items and gadgets',
    {
      is_owner: '1',
      location: 'Kilimani, Nairobi',
      value_of_property: 5_000_000,
      value_of_house_hold_items: 800_000,
      value_of_portable_items: 150_000,
    },
    { coverType: 'BuildingAndContentsAllRisks' },
  ],
  [
    'an owner with household items and gadgets but a building value of 0',
    {
      is_owner: '1',
      location: 'Milimani, Kisumu',
      value_of_property: 0,
      value_of_house_hold_items: 600_000,
      value_of_portable_items: 90_000,
    },
    { refused: [{ path: 'value_of_property', message: coverageMessages.building }] },
  ],
  [
    'an owner with neither a building value nor a location',
    { is_owner: '1', value_of_house_hold_items: 100_000 },
    {
      refused: [
        { path: 'location', message: coverageMessages.location },
        { path: 'value_of_property', message: coverageMessages.building },
      ],
    },
  ],
  [
    'an owner whose location is only spaces',
    { is_owner: '1', location: '   ', value_of_property: 2_000_000 },
    { refused: [{ path: 'location', message: coverageMessages.location }] },
  ],
  [
    'a tenant with household items',
    { is_owner: '0', value_of_house_hold_items: 400_000 },
    { coverType: 'ContentsAndAllRisks' },
  ],
  [
    'a tenant with only a building value',
    { is_owner: '0', value_of_property: 1_000_000 },
    { refused: [{ path: 'value_of_house_hold_items', message: coverageMessages.householdOrPortable }] },
  ],
  [
    'a tenant whose household list falls short of its total',
    {
      is_owner: '0',
      value_of_house_hold_items: 400_000,
      house_hold_items: [{ name: 'Sofa', value: 100_000 }],
    },
    {
      refused: [
        {
          path: 'house_hold_items',
          message: 'Total value must exactly match specified amount (KSh 400,000)',
        },
      ],
    },
  ],
  [
    'an owner listing gadgets under a gadgets total of 0',
    {
      is_owner: '1',
      location: 'Karen',
      value_of_property: 3_000_000,
      portable_items: [{ name: 'Laptop', value: 90_000 }],
    },
    { refused: [{ path: 'portable_items', message: 'Total value exceeds specified amount (KSh 0)' }] },
  ],
];

describe('the coverage rule, through the function and through POST /quote', () => {
  it.each(cases)('%s: the function and the route agree', async (_label, input, outcome) => {
    const decided = checkCoverageRequest(QuoteRequestSchema.parse(input));
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/home-insurance/quotations/quote',
      payload: input,
    });
    if ('coverType' in outcome) {
      expect(decided).toEqual({ ok: true, coverType: outcome.coverType });
      expect(response.statusCode, response.body).toBe(200);
      expect(QuoteResponseSchema.parse(response.json()).data.cover_type).toBe(outcome.coverType);
    } else {
      expect(decided).toEqual({ ok: false, message: coverageMessages.incomplete, errors: outcome.refused });
      expect(response.statusCode, response.body).toBe(400);
      expect(ApiErrorSchema.parse(response.json())).toEqual({
        status: false,
        message: coverageMessages.incomplete,
        code: 'coverage_incomplete',
        errors: outcome.refused,
      });
    }
  });
});

describe('the coverage rule, through buy-product', () => {
  it('refuses to sell an owner a cover with no building value, before any prompt', async () => {
    const quotation = await quoteFor(context.app);
    const payer = payerEndingIn('5555');
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/home-insurance/quotations/buy-product',
      payload: buyBody(quotation, payer, {
        is_owner: '1',
        location: 'Milimani, Kisumu',
        value_of_property: 0,
      }),
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(ApiErrorSchema.parse(response.json())).toEqual({
      status: false,
      message: coverageMessages.incomplete,
      code: 'coverage_incomplete',
      errors: [{ path: 'cover.value_of_property', message: coverageMessages.building }],
    });
  });
});
