// The back office's moves on a claim, for agents and admins alike: ask for a document, start the
// review, approve with the settled amount, decline with a reason, mark settled with the payment reference.
// Each is one transaction: it locks the claim (two operators clicking at once queue behind the lock; the
// second finds it moved and gets a 409 in words), checks the move against the status machine, writes the
// claim, its event, the client's SMS and e-mail in the outbox and one audit row. Sending waits for the
// commit. An approval is checked against the product's cap on the peril, and above the agents' limit it
// takes two people: the first approval is only an audited note on the claim (no event, nothing
// told to the client) until the second completes it; any move of the claim forgets a waiting one.

import { adminClaimMessages, type ClaimDecisionResponse } from '../../../domain/api/admin-claims';
import {
  approvalStep,
  claimApprovalMessages,
  type FirstApproval,
  secondApproverFor,
} from '../../../domain/claims/claim-approval';
import type { ClaimDocumentType } from '../../../domain/claims/claim-documents';
import { type ClaimStatus, canMoveClaim } from '../../../domain/claims/claim-status';
import { capRefusal, settlementCap } from '../../../domain/claims/settlement-cap';
import type { Clock } from '../../clock';
import type { Claim, Operator } from '../../db/schema';
import { apiError } from '../../http/app-errors';
import type { NotificationOutbox } from '../notifications/notifications-service';
import { createOperatorAudit } from '../operators/operator-audit';
import type { Repositories, TransactionalRepositories } from '../repositories';
import type { ServiceLog } from '../service-log';
import { queueClaimNotices } from './claim-notices';
import { missingOf } from './claim-view';
import type { ClaimChange } from './claims-repository';

type Move =
  | { to: 'documents_needed'; documentType: ClaimDocumentType; message: string }
  | { to: 'under_review' }
  | { to: 'approved'; amount: number }
  | { to: 'declined'; reason: string }
  | { to: 'settled'; reference: string };

const auditActions: Record<Move['to'], string> = {
  documents_needed: 'claim.request_document',
  under_review: 'claim.start_review',
  approved: 'claim.approve',
  declined: 'claim.decline',
  settled: 'claim.settle',
};

const answers: Record<Move['to'], string> = {
  documents_needed: adminClaimMessages.requested,
  under_review: adminClaimMessages.reviewStarted,
  approved: adminClaimMessages.approved,
  declined: adminClaimMessages.declined,
  settled: adminClaimMessages.settled,
};

const auditView = (claim: Claim) => ({
  status: claim.status,
  settled_amount: claim.settledAmount,
  payment_reference: claim.paymentReference,
  decline_reason: claim.declineReason,
  ...(claim.firstApprovalBy
    ? {
        first_approval: {
          operator_id: claim.firstApprovalBy,
          amount: claim.firstApprovalAmount,
          at: claim.firstApprovalAt?.toISOString(),
        },
      }
    : {}),
});

/** What a move reads and writes, all in its one transaction. */
type MoveRowName = 'claims' | 'covers' | 'notifications' | 'operatorAudit';
type MoveRows = Pick<Repositories, MoveRowName>;

/** Every move forgets an approval waiting for its second person: the claim it approved has moved on. */
const noFirstApproval = { firstApprovalAmount: null, firstApprovalBy: null, firstApprovalAt: null };

export function createClaimDecisions(deps: {
  repositories: TransactionalRepositories<MoveRowName>;
  notifications: NotificationOutbox;
  clock: Clock;
  log: Pick<ServiceLog, 'warn'>;
  /** CLAIM_AGENT_APPROVAL_LIMIT: the most one operator approves alone, whole shillings. */
  agentApprovalLimit: number;
}) {
  const { repositories, clock, agentApprovalLimit } = deps;

  async function firstApprovalOf(tx: MoveRows, claim: Claim): Promise<FirstApproval | null> {
    if (claim.firstApprovalAmount === null || claim.firstApprovalBy === null) return null;
    const by = await tx.claims.approverOf(claim.firstApprovalBy);
    return by ? { amount: claim.firstApprovalAmount, by } : null;
  }

  /**
   * Refuses an amount above the product's cap on the peril, and a second approval the rule forbids; says
   * whether this approval completes the claim's or is a first one that waits.
   */
  async function checkApproval(tx: MoveRows, operator: Operator, claim: Claim, amount: number) {
    const stored = await tx.claims.load(claim);
    const cap = settlementCap(
      { peril: claim.peril, items: stored.items },
      { liabilityLimit: await tx.claims.liabilityLimitOf(claim.coverId) },
    );
    const refusal = capRefusal(amount, cap);
    if (refusal) throw apiError(refusal.code, refusal.message, { field: 'settled_amount' });
    const step = approvalStep(amount, agentApprovalLimit, operator, await firstApprovalOf(tx, claim));
    if (step.step === 'refused') throw apiError(step.code, step.message);
    return step.step;
  }

  /** Records a first approval above the limit: the claim stays under review until a second person's. */
  async function recordFirstApproval(
    tx: MoveRows,
    operator: Operator,
    claim: Claim,
    amount: number,
    now: Date,
  ): Promise<ClaimDecisionResponse> {
    const updated = await tx.claims.updateClaim(claim.id, {
      firstApprovalAmount: amount,
      firstApprovalBy: operator.id,
      firstApprovalAt: now,
      updatedAt: now,
    });
    await createOperatorAudit({ audit: tx.operatorAudit, clock }).record({
      operatorId: operator.id,
      action: 'claim.first_approval',
      target: { type: 'claim', id: claim.id },
      before: auditView(claim),
      after: auditView(updated),
    });
    const needs = secondApproverFor(operator);
    return {
      status: true,
      message: claimApprovalMessages.firstRecorded(amount, agentApprovalLimit, needs),
      claim_status: claim.status,
    };
  }

  /** Refuses what the move itself forbids beyond the status machine; returns the claim's new columns. */
  async function changeFor(tx: MoveRows, claim: Claim, move: Move, now: Date): Promise<ClaimChange> {
    const stored = await tx.claims.load(claim);
    switch (move.to) {
      case 'under_review': {
        const missing = missingOf(stored);
        if (missing.length > 0) throw apiError('claim_documents_missing', missing);
        return { status: move.to, updatedAt: now };
      }
      case 'approved':
        // Checked against the cap and the two-person rule before (checkApproval).
        return { status: move.to, settledAmount: move.amount, updatedAt: now };
      case 'declined':
        return { status: move.to, declineReason: move.reason, updatedAt: now };
      case 'settled':
        return { status: move.to, paymentReference: move.reference, updatedAt: now };
      case 'documents_needed':
        return { status: move.to, updatedAt: now };
    }
  }

  async function move(operator: Operator, claimId: string, next: Move): Promise<ClaimDecisionResponse> {
    const now = clock.now();
    const outcome = await repositories.transaction<{ waiting: ClaimDecisionResponse } | { coverId: string }>(
      async (tx) => {
        const claim = await tx.claims.lockClaim(claimId);
        if (!claim) throw apiError('claim_not_found@desk');
        if (!canMoveClaim(claim.status, next.to, 'operator')) {
          throw apiError('claim_move_refused', claim.status, next.to);
        }
        if (next.to === 'approved' && (await checkApproval(tx, operator, claim, next.amount)) === 'first') {
          return { waiting: await recordFirstApproval(tx, operator, claim, next.amount, now) };
        }
        const change = { ...(await changeFor(tx, claim, next, now)), ...noFirstApproval };
        const updated = await tx.claims.updateClaim(claimId, change);
        const event = await tx.claims.addEvent({
          claimId,
          fromStatus: claim.status,
          status: next.to,
          operatorId: operator.id,
          note: next.to === 'documents_needed' ? next.message : next.to === 'declined' ? next.reason : null,
          documentType: next.to === 'documents_needed' ? next.documentType : null,
          settledAmount: next.to === 'approved' ? next.amount : null,
          paymentReference: next.to === 'settled' ? next.reference : null,
          at: now,
        });
        await queueClaimNotices(tx, updated, event, deps);
        await createOperatorAudit({ audit: tx.operatorAudit, clock }).record({
          operatorId: operator.id,
          action: auditActions[next.to],
          target: { type: 'claim', id: claimId },
          before: auditView(claim),
          after: {
            ...auditView(updated),
            ...(next.to === 'documents_needed'
              ? { document_type: next.documentType, message: next.message }
              : {}),
            // The approval it completed: the audit names both people.
            ...(next.to === 'approved' && next.amount > agentApprovalLimit
              ? { first_approval: auditView(claim).first_approval }
              : {}),
          },
        });
        return { coverId: claim.coverId };
      },
    );
    if ('waiting' in outcome) return outcome.waiting;
    deps.notifications.sendSoon(outcome.coverId);
    return { status: true, message: answers[next.to], claim_status: next.to as ClaimStatus };
  }

  return {
    requestDocument: (
      operator: Operator,
      claimId: string,
      documentType: ClaimDocumentType,
      message: string,
    ) => move(operator, claimId, { to: 'documents_needed', documentType, message }),
    startReview: (operator: Operator, claimId: string) => move(operator, claimId, { to: 'under_review' }),
    approve: (operator: Operator, claimId: string, amount: number) =>
      move(operator, claimId, { to: 'approved', amount }),
    decline: (operator: Operator, claimId: string, reason: string) =>
      move(operator, claimId, { to: 'declined', reason }),
    settle: (operator: Operator, claimId: string, reference: string) =>
      move(operator, claimId, { to: 'settled', reference }),
  };
}

export type ClaimDecisions = ReturnType<typeof createClaimDecisions>;
