// Point 3, policy view model: what the portal's card and details dialog read from a policy.
import type { Policy } from './api/covers';
import { type PolicyStatus, policyStatus } from './policy-status';

export interface PolicyView {
  /** Point 3: the cover id, until the agency's approval gives the policy its number (issue 12). */
  policyNumber: string;
  startDate: string;
  /** Point 9: a year after the start when the product has a period; none otherwise. */
  endDate: string | null;
  status: PolicyStatus;
  /**
   * The agency declined the application (issue 12): the cover is not in force, whatever its payment
   * says, and its payment is refunded; nothing more is paid or added to it.
   */
  declined: boolean;
  underwriter_name: string;
  name: string;
  description: string;
}

export function viewPolicy(policy: Policy): PolicyView {
  const declined = policy.review_status === 'declined';
  const end = new Date(policy.created_at);
  end.setUTCFullYear(end.getUTCFullYear() + 1);
  return {
    policyNumber: policy.policy_number ?? policy.id,
    startDate: policy.created_at,
    endDate: policy.product.period_id ? end.toISOString() : null,
    status: declined ? 'Inactive' : policyStatus(policy.stk_responses),
    declined,
    underwriter_name: policy.product.under_writer.name || 'N/A',
    name: policy.product.name,
    description: policy.product.description,
  };
}

/** Point 2, owner policies: is_owner equal to '1'. */
export const isOwnerPolicy = (policy: Pick<Policy, 'is_owner'>): boolean => policy.is_owner === '1';
