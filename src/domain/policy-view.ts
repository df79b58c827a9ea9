// Point 3, policy view model: what the portal's card and details dialog read from a policy.
import type { Policy } from './api/covers';
import { policyLabelOfPolicy, policyNumberOfPolicy } from './policy-label';
import { type PolicyStatus, policyStatus } from './policy-status';
import { lastDayOfCover } from './renewals/cover-period';

export interface PolicyView {
  /**
   * Point 3's policy number: the purchase's reference until the agency's approval gives the policy its
   * number, then that number with the reference beside it (domain/policy-label.ts).
   */
  policyNumber: string;
  /** The same in a sentence, as the card heads it: 'Policy ref K7Q3-M9XT'. */
  label: string;
  startDate: string;
  /**
   * The last day of cover (domain/renewals/cover-period.ts, as the schedule prints it) when the product has
   * a period; none while the cover is unpaid, as it has not started.
   */
  endDate: string | null;
  status: PolicyStatus;
  /**
   * The agency declined the application: the cover is not in force, whatever its payment
   * says, and its payment is refunded; nothing more is paid or added to it.
   */
  declined: boolean;
  underwriter_name: string;
  name: string;
  description: string;
}

/**
 * Expired once a paid cover's period is over, by the server's end date (the period the cover
 * really runs, from its payment or its scheduled renewal start).
 */
function statusAt(policy: Policy, declined: boolean, now: Date): PolicyStatus {
  if (declined) return 'Inactive';
  const paid = policyStatus(policy.stk_responses);
  if (paid === 'Active' && policy.end_date && now.getTime() >= Date.parse(policy.end_date)) return 'Expired';
  return paid;
}

/** The last day of a paid cover's period (the server's end date); null while unpaid. */
const lastDayOf = (policy: Policy): string | null =>
  policy.end_date ? lastDayOfCover(new Date(policy.end_date)).toISOString() : null;

export function viewPolicy(policy: Policy, now: Date = new Date()): PolicyView {
  const declined = policy.review_status === 'declined';
  // Point 3 dates a policy from its creation; a renewal is bought ahead of its period, so it
  // shows the period it runs: from the day after the cover it renews ends (or its payment, if later).
  const startDate = policy.renews ? (policy.start_date ?? policy.renews.starts) : policy.created_at;
  return {
    policyNumber: policyNumberOfPolicy(policy),
    label: policyLabelOfPolicy(policy),
    startDate,
    endDate: policy.product.period_id ? lastDayOf(policy) : null,
    status: statusAt(policy, declined, now),
    declined,
    underwriter_name: policy.product.under_writer.name || 'N/A',
    name: policy.product.name,
    description: policy.product.description,
  };
}

/** Point 2, owner policies: is_owner equal to '1'. */
export const isOwnerPolicy = (policy: Pick<Policy, 'is_owner'>): boolean => policy.is_owner === '1';
