import { describe, expect, it } from 'vitest';
import { formatDocumentDay } from '../../src/domain/documents/document-dates';
import { viewPolicy } from '../../src/domain/policy-view';
import { paidPolicy } from '../helpers/policy-fixture';

const unpaid = {
  ...paidPolicy,
  status: 'inactive' as const,
  start_date: null,
  end_date: null,
  stk_responses: [],
  review_status: 'pending' as const,
  policy_number: null,
};

describe('the policy as the portal shows it', () => {
  it('names an approved policy by its formal number with the reference beside it', () => {
    expect(viewPolicy(paidPolicy).policyNumber).toBe('KIA/HOM/2026/000123 · ref K7Q3-M9XT');
  });

  it('names a policy by its reference until the agency issues the number', () => {
    expect(viewPolicy(unpaid).policyNumber).toBe('K7Q3-M9XT');
  });

  it('ends on the same day the schedule prints: the day before the period’s end', () => {
    const { endDate } = viewPolicy(paidPolicy);
    // The fixture's period runs from 2 March 2026 to the instant of 2 March 2027: the last day is 1 March.
    expect(endDate && formatDocumentDay(new Date(endDate))).toBe('1 March 2027');
  });

  it('has no expiry date while unpaid: cover has not started', () => {
    expect(viewPolicy(unpaid).endDate).toBeNull();
    expect(
      viewPolicy({
        ...unpaid,
        renews: { cover_id: 'x', reference: 'K7Q3-M9XT', starts: paidPolicy.end_date ?? '' },
      }).endDate,
    ).toBeNull();
  });
});
