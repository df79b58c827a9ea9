// Whether the portal offers Renew on a policy card, by the same window the server enforces
// (renewal-window.ts): a paid, undeclined cover from 30 days before its end until 30 days after it, unless
// a paid renewal already follows it. An unpaid renewal does not hide it: Renew then re-prices that one.
import type { Policy } from '../api/covers';
import { renewalWindow } from './renewal-window';

export function offersRenewal(policy: Policy, now: Date = new Date()): boolean {
  if (policy.review_status === 'declined' || policy.status !== 'active') return false;
  if (!policy.start_date || !policy.end_date) return false;
  if (policy.renewed_by?.status === 'active') return false;
  const period = { start: new Date(policy.start_date), end: new Date(policy.end_date) };
  const window = renewalWindow(period, now);
  return window === 'open' || window === 'lapsed';
}
