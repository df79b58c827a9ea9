import { describe, expect, it } from 'vitest';
import { policyStatus } from '../../src/domain/policy-status';

const response = (status: string | null, updated_at: string) => ({ status, updated_at });

describe('policy status (point 4)', () => {
  it('is Inactive with no payment responses', () => {
    expect(policyStatus([])).toBe('Inactive');
  });

  it('is Active when the most recently updated response contains success, in any case', () => {
    expect(policyStatus([response('SUCCESS', '2026-01-02T10:00:00Z')])).toBe('Active');
    expect(policyStatus([response('Processed Successfully', '2026-01-02T10:00:00Z')])).toBe('Active');
  });

  it('reads the newest update, whatever the order they arrive in', () => {
    const older = response('success', '2026-01-01T10:00:00Z');
    const newer = response('failed', '2026-01-03T10:00:00Z');
    expect(policyStatus([older, newer])).toBe('Inactive');
    expect(policyStatus([newer, older])).toBe('Inactive');
    expect(policyStatus([response('pending', '2026-01-01T09:00:00Z'), older])).toBe('Active');
  });

  it('is Inactive for a pending, failed or missing status', () => {
    for (const status of ['pending', 'failed', null]) {
      expect(policyStatus([response(status, '2026-01-01T10:00:00Z')])).toBe('Inactive');
    }
  });

  it('reads the cover’s own payments: a later prompt for added items, cancelled, leaves it Active', () => {
    const paid = { ...response('success', '2026-01-01T10:00:00Z'), paid_for: 'cover' as const };
    const itemsCancelled = { ...response('failed', '2026-03-01T10:00:00Z'), paid_for: 'items' as const };
    expect(policyStatus([itemsCancelled, paid])).toBe('Active');
  });
});
