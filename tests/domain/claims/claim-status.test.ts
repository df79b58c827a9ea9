import { describe, expect, it } from 'vitest';
import { canMoveClaim, claimNextStep, claimStatuses } from '../../../src/domain/claims/claim-status';
import { settlementDays } from '../../../src/domain/claims/settlement-days';

describe('the claim status machine', () => {
  const allowed = claimStatuses.flatMap((from) =>
    claimStatuses.flatMap((to) =>
      (['operator', 'client'] as const)
        .filter((by) => canMoveClaim(from, to, by))
        .map((by) => `${from}>${to}:${by}`),
    ),
  );
  it('allows exactly the issue’s moves, each by its actor', () => {
    expect(allowed.sort()).toEqual(
      [
        'received>documents_needed:operator',
        'received>under_review:operator',
        'received>declined:operator',
        'documents_needed>documents_needed:operator',
        'documents_needed>under_review:operator',
        'documents_needed>under_review:client',
        'documents_needed>declined:operator',
        'under_review>documents_needed:operator',
        'under_review>approved:operator',
        'under_review>declined:operator',
        'approved>settled:operator',
      ].sort(),
    );
  });
  it('never leaves a settled or declined claim, and never settles before approval', () => {
    for (const to of claimStatuses) {
      expect(canMoveClaim('settled', to, 'operator')).toBe(false);
      expect(canMoveClaim('declined', to, 'operator')).toBe(false);
    }
    expect(canMoveClaim('under_review', 'settled', 'operator')).toBe(false);
    expect(canMoveClaim('received', 'approved', 'operator')).toBe(false);
  });
});

describe('what the client must do next', () => {
  const claim = { settledAmount: null, paymentReference: null, declineReason: null };
  it.each([
    [{ status: 'received', missing: ['photo'] }, 'Upload the documents still missing: Photos of the damage.'],
    [
      { status: 'documents_needed', missing: ['police_abstract'] },
      'Please upload: Police abstract with the OB number. Review continues once they arrive.',
    ],
    [{ status: 'under_review', missing: [] }, 'Nothing for you to do now: we are reviewing your claim.'],
    [
      { status: 'approved', missing: [], settledAmount: 25_000 },
      'Your claim is approved for KSh 25,000. Nothing for you to do: payment is on its way.',
    ],
    [
      { status: 'settled', missing: [], settledAmount: 25_000, paymentReference: 'SGH12AB34' },
      'Paid KSh 25,000 (reference SGH12AB34). Nothing more to do.',
    ],
  ] as const)('%j', (state, words) => {
    expect(claimNextStep({ ...claim, ...state })).toBe(words);
  });
});

describe('the 90-day count', () => {
  const complete = new Date('2026-03-01T08:00:00Z');
  it('has not started before the documents are complete', () => {
    expect(settlementDays(null, null, new Date())).toBeNull();
  });
  it('counts whole days and turns overdue after day 90', () => {
    expect(settlementDays(complete, null, new Date('2026-03-11T07:00:00Z'))).toEqual({
      days: 9,
      limit: 90,
      days_left: 81,
      overdue: false,
    });
    expect(settlementDays(complete, null, new Date('2026-05-30T08:00:00Z'))).toMatchObject({
      days: 90,
      overdue: false,
    });
    expect(settlementDays(complete, null, new Date('2026-05-31T08:00:00Z'))).toMatchObject({
      days: 91,
      days_left: -1,
      overdue: true,
    });
  });
  it('stops counting when the claim is settled', () => {
    expect(
      settlementDays(complete, new Date('2026-03-21T08:00:00Z'), new Date('2026-12-01T00:00:00Z')),
    ).toMatchObject({ days: 20 });
  });
});
