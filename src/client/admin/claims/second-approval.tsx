// An approval above the agents' limit waiting for a second person's: what was approved, by whom
// and when, and for someone the rule lets complete it (claim-approval.ts decides, as the server does) the
// button that gives the second approval of the same amount. Anyone else reads why it is not theirs.
import { useId } from 'react';
import type { AdminClaim } from '../../../domain/api/admin-claims';
import type { OperatorRecord } from '../../../domain/api/admin-operators';
import { approvalStep } from '../../../domain/claims/claim-approval';
import { formatShillings } from '../../../domain/money';
import { nairobiTime } from '../applications/review-words';

type Pending = NonNullable<AdminClaim['approval']['pending']>;

function whyNotYours(pending: Pending, viewer: OperatorRecord): string {
  if (pending.by_id === viewer.id)
    return pending.needs === 'admin'
      ? 'You gave this approval: an admin must give the second.'
      : 'You gave this approval: someone else must give the second.';
  return 'Only an admin can give the second approval.';
}

export function SecondApproval({
  approval,
  viewer,
  onApprove,
}: {
  approval: AdminClaim['approval'];
  viewer: OperatorRecord | null;
  /** Asks to confirm the second approval of the pending amount. */
  onApprove: (amount: number) => void;
}) {
  const headingId = useId();
  const { pending } = approval;
  if (!pending) return null;
  const mayComplete =
    viewer !== null &&
    approvalStep(pending.amount, approval.agent_limit, viewer, {
      amount: pending.amount,
      by: { id: pending.by_id, role: pending.by_role },
    }).step === 'approve';
  return (
    <section className="review-actions__box claim-second-approval" aria-labelledby={headingId}>
      <h4 id={headingId}>Waiting for a second approval</h4>
      <p>
        {formatShillings(pending.amount)}, approved by {pending.by} on {nairobiTime(pending.at)}.{' '}
        {pending.needs === 'admin' ? 'An admin must approve it too.' : 'Someone else must approve it too.'}
      </p>
      {mayComplete ? (
        <button type="button" className="button button--primary" onClick={() => onApprove(pending.amount)}>
          Approve {formatShillings(pending.amount)} too
        </button>
      ) : (
        viewer && <p className="field__hint">{whyNotYours(pending, viewer)}</p>
      )}
    </section>
  );
}
