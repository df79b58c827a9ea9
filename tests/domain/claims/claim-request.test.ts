import { describe, expect, it } from 'vitest';
import {
  type ClaimableCover,
  ClaimRequestSchema,
  claimAgainstCover,
  claimRequestMessages,
} from '../../../src/domain/claims/claim-request';
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
    items: [{ id: tvId, name: 'Television', value: 60_000 }],
    buildingValue: 0,
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
      items: [{ coverItemId: tvId, name: 'Television', sumInsured: 60_000, estimatedLoss: 40_000 }],
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
