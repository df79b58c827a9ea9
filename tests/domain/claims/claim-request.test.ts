import { describe, expect, it } from 'vitest';
import {
  type ClaimableCover,
  ClaimRequestSchema,
  claimAgainstCover,
  claimRequestMessages,
} from '../../../src/domain/claims/claim-request';
import { claimSectionMessages } from '../../../src/domain/claims/claim-sections';
import { claimCases, withItem } from '../../fixtures/claim-cases';

const coverId = '5d7c5d8e-1111-4a4a-9b9b-000000000001';
const tvId = '5d7c5d8e-1111-4a4a-9b9b-0000000000aa';
const base = {
  cover_id: coverId,
  occurred_at: '2026-06-01T20:00:00+03:00',
  place: 'Kilimani, Nairobi',
  description: 'Someone broke the kitchen window at night and took the television.',
  items: [{ item_id: tvId, estimated_loss: 40_000 }],
};
const firstMessage = (input: unknown) => {
  const result = ClaimRequestSchema.safeParse(input);
  return result.success
    ? null
    : { path: result.error.issues[0]?.path.join('.'), message: result.error.issues[0]?.message };
};

describe('a claim as the form sends it, per peril', () => {
  it.each(claimCases)('$name', ({ change, error }) => {
    expect(firstMessage({ ...base, peril: 'burglary_theft', ...withItem(change, tvId) })).toEqual(error);
  });

  it('keeps a third party only for a liability claim', () => {
    const parsed = ClaimRequestSchema.parse({ ...base, peril: 'fire_explosion', third_party: 'a neighbour' });
    expect(parsed.third_party).toBeNull();
  });
});

describe('a claim against its cover', () => {
  const cover: ClaimableCover = {
    period: { start: new Date('2026-01-10T00:00:00Z'), end: new Date('2027-01-10T00:00:00Z') },
    items: [{ id: tvId, name: 'Television', value: 60_000, section: 'portable' }],
    sections: { building: 0, household: 0, portable: 60_000 },
  };
  const now = new Date('2026-06-05T00:00:00Z');
  const check = (change: object, on = cover) =>
    claimAgainstCover(ClaimRequestSchema.parse({ ...base, peril: 'burglary_theft', ...change }), on, now)
      .errors;

  it('accepts an item within its sum insured, inside the period', () => {
    const outcome = claimAgainstCover(
      ClaimRequestSchema.parse({ ...base, peril: 'burglary_theft' }),
      cover,
      now,
    );
    expect(outcome).toEqual({
      errors: [],
      items: [
        {
          coverItemId: tvId,
          name: 'Television',
          section: 'portable',
          named: false,
          sumInsured: 60_000,
          estimatedLoss: 40_000,
        },
      ],
    });
  });
  it.each([
    [{ occurred_at: '2026-07-01T00:00:00Z' }, 'occurred_at', claimRequestMessages.occurredInFuture],
    [{ occurred_at: '2026-01-09T23:59:00Z' }, 'occurred_at', claimRequestMessages.beforeCover],
    [
      { items: [{ item_id: tvId, estimated_loss: 60_001 }] },
      'items.0.estimated_loss',
      'The estimated loss of Television cannot be more than its sum insured, KSh 60,000.',
    ],
    [
      { items: [{ item_id: 'building', estimated_loss: 1 }] },
      'items.0.item_id',
      claimRequestMessages.itemUnknown,
    ],
    [
      { items: [{ item_id: '5d7c5d8e-1111-4a4a-9b9b-0000000000bb', estimated_loss: 1 }] },
      'items.0.item_id',
      claimRequestMessages.itemUnknown,
    ],
  ])('refuses %j at %s', (change, path, message) => {
    expect(check(change)).toEqual([{ path, message }]);
  });
  it('refuses a cover not in force, and a date after it ended', () => {
    expect(check({}, { ...cover, period: null })).toEqual([
      { path: 'cover_id', message: claimRequestMessages.notInForce },
    ]);
    const ended = {
      ...cover,
      period: { start: new Date('2025-01-01T00:00:00Z'), end: new Date('2026-01-01T00:00:00Z') },
    };
    expect(check({}, ended)).toEqual([{ path: 'occurred_at', message: claimRequestMessages.afterCover }]);
  });
});

describe('a claim that names what was lost under a section', () => {
  // A tenant who insured totals only: KSh 300,000 of household items, KSh 80,000 of portable ones, no list.
  const totalsOnly: ClaimableCover = {
    period: { start: new Date('2026-01-10T00:00:00Z'), end: new Date('2027-01-10T00:00:00Z') },
    items: [],
    sections: { building: 0, household: 300_000, portable: 80_000 },
  };
  const now = new Date('2026-06-05T00:00:00Z');
  const named = (...rows: [string, string, number][]) => ({
    items: [],
    named_items: rows.map(([section, name, estimated_loss]) => ({ section, name, estimated_loss })),
  });
  const outcome = (change: object, on = totalsOnly) =>
    claimAgainstCover(ClaimRequestSchema.parse({ ...base, peril: 'burglary_theft', ...change }), on, now);

  it('accepts items named under the sections of a cover with no item list', () => {
    const result = outcome(
      named(
        ['household', 'Sofa set', 120_000],
        ['household', 'Fridge', 60_000],
        ['portable', 'Laptop', 80_000],
      ),
    );
    expect(result.errors).toEqual([]);
    expect(result.items).toEqual([
      {
        coverItemId: null,
        name: 'Sofa set',
        section: 'household',
        named: true,
        sumInsured: 300_000,
        estimatedLoss: 120_000,
      },
      {
        coverItemId: null,
        name: 'Fridge',
        section: 'household',
        named: true,
        sumInsured: 300_000,
        estimatedLoss: 60_000,
      },
      {
        coverItemId: null,
        name: 'Laptop',
        section: 'portable',
        named: true,
        sumInsured: 80_000,
        estimatedLoss: 80_000,
      },
    ]);
  });

  it("refuses a section's losses adding up to more than its sum insured, at that section", () => {
    expect(
      outcome(named(['household', 'Sofa set', 250_000], ['household', 'Fridge', 60_000])).errors,
    ).toEqual([
      {
        path: 'sections.household',
        message:
          'The estimated losses under household items add up to KSh 310,000, more than their sum insured, KSh 300,000.',
      },
    ]);
  });

  it('counts a ticked listed item and a named one of the same section together', () => {
    const listed: ClaimableCover = {
      ...cover60k(),
      sections: { building: 0, household: 0, portable: 80_000 },
    };
    expect(
      outcome(
        {
          items: [{ item_id: tvId, estimated_loss: 60_000 }],
          named_items: [{ section: 'portable', name: 'Phone', estimated_loss: 20_001 }],
        },
        listed,
      ).errors,
    ).toEqual([
      {
        path: 'sections.portable',
        message:
          'The estimated losses under portable items add up to KSh 80,001, more than their sum insured, KSh 80,000.',
      },
    ]);
  });

  it('refuses an item named under a section the cover does not insure', () => {
    expect(outcome(named(['building', 'Roof', 10_000])).errors).toEqual([
      { path: 'named_items.0.section', message: claimSectionMessages.sectionNotInsured('building') },
    ]);
    expect(claimSectionMessages.sectionNotInsured('building')).toBe(
      'This policy does not insure the building.',
    );
  });

  it.each([
    [named(['household', '  ', 5_000]), 'named_items.0.name', claimSectionMessages.nameRequired],
    [named(['household', 'Sofa', 0]), 'named_items.0.estimated_loss', claimRequestMessages.lossInvalid],
    [named(['household', 'Sofa', 10.5]), 'named_items.0.estimated_loss', claimRequestMessages.lossInvalid],
    [
      named(['household', 'Sofa', 1], ['household', 'sofa', 2]),
      'named_items.1.name',
      claimRequestMessages.itemTwice,
    ],
    [named(['garden', 'Sofa', 1]), 'named_items.0.section', claimRequestMessages.itemUnknown],
    [{ items: [], named_items: [] }, 'items', claimRequestMessages.itemsRequired],
  ])('refuses %j at %s as the form sends it', (change, path, message) => {
    expect(firstMessage({ ...base, peril: 'burglary_theft', ...change })).toEqual({ path, message });
  });

  it('lets one name appear under two sections', () => {
    expect(outcome(named(['household', 'Radio', 1_000], ['portable', 'Radio', 1_000])).errors).toEqual([]);
  });
});

function cover60k(): ClaimableCover {
  return {
    period: { start: new Date('2026-01-10T00:00:00Z'), end: new Date('2027-01-10T00:00:00Z') },
    items: [{ id: tvId, name: 'Television', value: 60_000, section: 'portable' }],
    sections: { building: 0, household: 0, portable: 60_000 },
  };
}
