// Whether a cover is valid now, as the public check of a document says it: read with the portal's own
// status rules (policy-view.ts: paid, expired, declined) and the agency's review, so the check and the
// client's card never disagree. A cover under review is in force (its cover note is evidence of it); one
// never paid is not (its prompt was cancelled or failed).
import type { Policy } from '../api/covers';
import { viewPolicy } from '../policy-view';

export const coverValidities = ['active', 'pending_review', 'expired', 'cancelled', 'declined'] as const;
export type CoverValidity = (typeof coverValidities)[number];

/** The states in which the cover is in force today. */
export const validNow = (validity: CoverValidity): boolean =>
  validity === 'active' || validity === 'pending_review';

export function coverValidityOf(policy: Policy, now: Date): CoverValidity {
  const view = viewPolicy(policy, now);
  if (view.declined) return 'declined';
  if (view.status === 'Expired') return 'expired';
  if (view.status === 'Inactive') return 'cancelled';
  return policy.review_status === 'approved' ? 'active' : 'pending_review';
}

/**
 * 'Wanjiru Kamau' → 'W. K.': all the check shows of the holder, enough for a landlord to match a tenant
 * they know, too little to find anyone by.
 */
export function holderInitials(name: string): string {
  const initials = name
    .trim()
    .split(/\s+/)
    .map((part) => Array.from(part)[0]?.toUpperCase() ?? '')
    .filter((initial) => /\p{L}/u.test(initial));
  return initials.length > 0 ? initials.map((initial) => `${initial}.`).join(' ') : '—';
}
