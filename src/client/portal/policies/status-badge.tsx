import { policyStatusNames } from '../../../domain/policies-messages';
import type { PolicyStatus } from '../../../domain/policy-status';

interface StatusBadgeProps {
  status: PolicyStatus;
  onOpenHistory: () => void;
}

/** Point 4's badge, green for Active, red otherwise; it opens the payment history (point 2). */
export function StatusBadge({ status, onOpenHistory }: StatusBadgeProps) {
  return (
    <button
      type="button"
      className={`policy-badge policy-badge--${status === 'Active' ? 'active' : 'inactive'}`}
      onClick={onOpenHistory}
      aria-label={policyStatusNames.historyLabel({ status: policyStatusNames[status] })}
    >
      {policyStatusNames[status]}
    </button>
  );
}
