// Who may approve how much. An operator approves alone up to the agents' limit
// (CLAIM_AGENT_APPROVAL_LIMIT). Above it an approval needs two different people, one of them an admin: the
// first approval is recorded and waits; the second, of the same amount, completes it. A different amount
// is a new first approval (the one who disagrees proposes theirs, and the other must agree). Pure, so the
// server decides with it and the back office shows the same answer before anything is sent.

import type { OperatorRole } from '../back-office/operator-roles';
import { formatShillings } from '../money';

export interface Approver {
  id: string;
  role: OperatorRole;
}

/** An approval above the limit, waiting for a second person's. */
export interface FirstApproval {
  amount: number;
  by: Approver;
}

export type ApprovalStep =
  | { step: 'approve' }
  | { step: 'first' }
  | { step: 'refused'; code: 'claim_second_approver_same' | 'claim_second_approval_admin'; message: string };

export const claimApprovalMessages = {
  firstRecorded: (amount: number, limit: number, needs: SecondApprover) =>
    `Your approval of ${formatShillings(amount)} is recorded. Above ${formatShillings(limit)} ${needs === 'admin' ? 'an admin' : 'a second person'} must approve too: the claim waits for that second approval.`,
  sameApprover:
    'You gave the first approval of this claim; the second must be someone else’s. Nothing was changed.',
  adminNeeded: (limit: number) =>
    `Above ${formatShillings(limit)} an admin must give the second approval. Nothing was changed.`,
} as const;

/** Who may give the second approval: an admin, when the first was an agent's; else anyone else. */
export type SecondApprover = 'admin' | 'anyone_else';

export const secondApproverFor = (first: Approver): SecondApprover =>
  first.role === 'admin' ? 'anyone_else' : 'admin';

export function approvalStep(
  amount: number,
  agentLimit: number,
  approver: Approver,
  first: FirstApproval | null,
): ApprovalStep {
  if (amount <= agentLimit) return { step: 'approve' };
  if (!first || first.amount !== amount) return { step: 'first' };
  if (first.by.id === approver.id)
    return {
      step: 'refused',
      code: 'claim_second_approver_same',
      message: claimApprovalMessages.sameApprover,
    };
  if (secondApproverFor(first.by) === 'admin' && approver.role !== 'admin')
    return {
      step: 'refused',
      code: 'claim_second_approval_admin',
      message: claimApprovalMessages.adminNeeded(agentLimit),
    };
  return { step: 'approve' };
}
