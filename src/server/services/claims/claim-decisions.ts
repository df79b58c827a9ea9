// The back office's moves on a claim (issue 13), for agents and admins alike: ask for a document, start the
// review, approve with the settled amount, decline with a reason, mark settled with the payment reference.
// Each is one transaction: it locks the claim (two operators clicking at once queue behind the lock; the
// second finds it moved and gets a 409 in words), checks the move against the status machine, writes the
// claim, its event, the client's SMS and e-mail in the outbox and one audit row. Sending waits for the
// commit.

import type { ClaimDocumentType } from '../../../domain/claims/claim-documents';
import { type ClaimStatus, canMoveClaim, claimMoveMessages } from '../../../domain/claims/claim-status';
import { adminClaimMessages, type ClaimDecisionResponse } from '../../../domain/claims/claims-api';
import { formatShillings } from '../../../domain/money';
import type { Clock } from '../../clock';
import type { Claim, Operator } from '../../db/schema';
import { ConflictError, InvalidRequestError, NotFoundError } from '../../http/app-errors';
import type { PaymentNotifier } from '../notifications/payment-notifications';
import { createOperatorAudit } from '../operators/operator-audit';
import { queueClaimNotices } from './claim-notices';
import { missingOf } from './claim-view';
import type { ClaimChange, ClaimRows, ClaimsRepository } from './claims-repository';

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
});

export function createClaimDecisions(deps: {
  claims: ClaimsRepository;
  notifier: PaymentNotifier;
  clock: Clock;
  log: { warn(details: object, message: string): void };
}) {
  const { claims, clock } = deps;

  /** Refuses what the move itself forbids beyond the status machine; returns the claim's new columns. */
  async function changeFor(tx: ClaimRows, claim: Claim, move: Move, now: Date): Promise<ClaimChange> {
    const stored = await tx.load(claim);
    switch (move.to) {
      case 'under_review': {
        const missing = missingOf(stored);
        if (missing.length > 0)
          throw new ConflictError('claim_documents_missing', claimMoveMessages.documentsMissing(missing));
        return { status: move.to, updatedAt: now };
      }
      case 'approved': {
        // A claim with items is capped by their sums insured; a liability claim without items is capped
        // by the policy's liability limit, which the catalogue holds only in words: the operator's call.
        const cap = stored.items.reduce((sum, item) => sum + item.sumInsured, 0);
        if (stored.items.length > 0 && move.amount > cap) {
          const message = adminClaimMessages.amountAboveInsured(formatShillings(cap));
          throw new InvalidRequestError('claim_amount_above_insured', message, [
            { path: 'settled_amount', message },
          ]);
        }
        return { status: move.to, settledAmount: move.amount, updatedAt: now };
      }
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
    const coverId = await claims.transaction(async (tx) => {
      const claim = await tx.lockClaim(claimId);
      if (!claim) throw new NotFoundError('claim_not_found', adminClaimMessages.notFound);
      if (!canMoveClaim(claim.status, next.to, 'operator')) {
        throw new ConflictError('claim_move_refused', claimMoveMessages.refused(claim.status, next.to));
      }
      const updated = await tx.updateClaim(claimId, await changeFor(tx, claim, next, now));
      const event = await tx.addEvent({
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
      await queueClaimNotices(tx, updated, event, deps.log);
      await createOperatorAudit({ audit: tx.audit, clock }).record({
        operatorId: operator.id,
        action: auditActions[next.to],
        target: { type: 'claim', id: claimId },
        before: auditView(claim),
        after: {
          ...auditView(updated),
          ...(next.to === 'documents_needed'
            ? { document_type: next.documentType, message: next.message }
            : {}),
        },
      });
      return claim.coverId;
    });
    deps.notifier.notifyPaid(coverId);
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
