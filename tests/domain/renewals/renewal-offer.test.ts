import { describe, expect, it } from 'vitest';
import { viewPolicy } from '../../../src/domain/policy-view';
import { offersRenewal } from '../../../src/domain/renewals/renewal-offer';
import { paidPolicy } from '../../helpers/policy-fixture';

const DAY_MS = 86_400_000;
const end = Date.parse(paidPolicy.end_date ?? '');
const at = (daysBeforeEnd: number) => new Date(end - daysBeforeEnd * DAY_MS);

describe('Renew on a policy card', () => {
  it('is offered from 30 days before the end, not 31', () => {
    expect(offersRenewal(paidPolicy, at(31))).toBe(false);
    expect(offersRenewal(paidPolicy, at(30))).toBe(true);
  });

  it('is offered for 30 days after the end, then no more', () => {
    expect(offersRenewal(paidPolicy, at(-30))).toBe(true);
    expect(offersRenewal(paidPolicy, at(-31))).toBe(false);
  });

  it('is not offered for an unpaid or declined cover, or once a paid renewal follows', () => {
    expect(
      offersRenewal({ ...paidPolicy, status: 'inactive', start_date: null, end_date: null }, at(5)),
    ).toBe(false);
    expect(offersRenewal({ ...paidPolicy, review_status: 'declined' }, at(5))).toBe(false);
    expect(offersRenewal({ ...paidPolicy, renewed_by: { cover_id: 'x', status: 'active' } }, at(5))).toBe(
      false,
    );
    // An unpaid renewal leaves Renew on the card: it re-prices that renewal.
    expect(offersRenewal({ ...paidPolicy, renewed_by: { cover_id: 'x', status: 'inactive' } }, at(5))).toBe(
      true,
    );
  });
});

describe('the Expired status', () => {
  it('a paid cover is Active until its end, Expired from then on', () => {
    expect(viewPolicy(paidPolicy, at(1)).status).toBe('Active');
    expect(viewPolicy(paidPolicy, at(0)).status).toBe('Expired');
  });

  it('a declined cover stays Inactive', () => {
    expect(viewPolicy({ ...paidPolicy, review_status: 'declined' }, at(-5)).status).toBe('Inactive');
  });

  it('a renewal shows the period it runs, from the day after the renewed cover ends', () => {
    const renewal = {
      ...paidPolicy,
      status: 'inactive' as const,
      start_date: null,
      end_date: null,
      stk_responses: [],
      renews: { cover_id: 'old', reference: 'KIA/HOM/2026/000001', starts: '2027-03-02T09:00:05.000Z' },
    };
    const view = viewPolicy(renewal, at(10));
    expect(view.startDate).toBe('2027-03-02T09:00:05.000Z');
    // Unpaid, it has not started: no expiry date yet.
    expect(view.endDate).toBeNull();
    expect(view.status).toBe('Inactive');
  });
});
