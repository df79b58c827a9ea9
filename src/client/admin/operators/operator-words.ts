// How the back office names operators' roles and states.
import type { OperatorRole } from '../../../domain/back-office/operator-roles';
import { nairobiTime } from '../applications/review-words';
import type { OperatorListing } from './operators-api';

export const roleWords: Record<OperatorRole, string> = { agent: 'Agent', admin: 'Admin' };

/** Active, waiting for its set-up, or disabled: with the date that matters. */
export function operatorStateWords(operator: OperatorListing): string {
  if (operator.disabled_at) return `Disabled on ${nairobiTime(operator.disabled_at)}`;
  if (operator.activated_at) return `Active since ${nairobiTime(operator.activated_at)}`;
  return `Set-up not finished (added ${nairobiTime(operator.created_at)})`;
}
