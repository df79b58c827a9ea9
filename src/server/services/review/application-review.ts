// The agency's decisions on a paid application: approve, decline with a reason, or ask
// the client for information. Each decision is one transaction: it locks the cover (two operators clicking
// at once queue behind the lock; the second finds it decided and gets a 409), moves its review status,
// writes the review history, queues the client's e-mail and SMS in the outbox and writes one audit row.
// Side effects wait for the commit: the schedule is rendered and the outbox drained only after it.
import type { DecisionResponse } from '../../../domain/api/admin-applications';
import { decisionMessages } from '../../../domain/back-office/application-messages';
import { formatPolicyNumber, policyYearAt } from '../../../domain/documents/policy-number';
import type { Clock } from '../../clock';
import type { Cover, CoverReview, Operator } from '../../db/schema';
import { apiError } from '../../http/app-errors';
import type { PolicyDocumentsService } from '../documents/policy-documents-service';
import type { NotificationOutbox } from '../notifications/notifications-service';
import { createOperatorAudit } from '../operators/operator-audit';
import type { Repositories, TransactionalRepositories } from '../repositories';
import type { ServiceLog } from '../service-log';
import { reviewKinds } from './review-kinds';

type Decision =
  | { action: 'approved' }
  | { action: 'declined'; reason: string }
  | { action: 'info_requested'; message: string };

/** What a decision reads and writes, all in its one transaction. */
type DecisionRowName = 'covers' | 'coverDocuments' | 'notifications' | 'operatorAudit' | 'reviews';
type DecisionRows = Pick<Repositories, DecisionRowName>;

const auditActions: Record<Decision['action'], string> = {
  approved: 'application.approve',
  declined: 'application.decline',
  info_requested: 'application.request_info',
};

export function createApplicationReview(deps: {
  repositories: TransactionalRepositories<DecisionRowName>;
  documents: PolicyDocumentsService;
  notifications: NotificationOutbox;
  clock: Clock;
  log: Pick<ServiceLog, 'warn'>;
}) {
  const { repositories, clock } = deps;

  /** The cover, locked, if it may still take this decision; otherwise the error that says why not. */
  async function undecidedCover(tx: DecisionRows, coverId: string): Promise<Cover> {
    const cover = await tx.covers.lockById(coverId);
    if (!cover) throw apiError('application_not_found');
    if (cover.status !== 'active') throw apiError('application_not_paid');
    if (cover.reviewStatus === 'approved' || cover.reviewStatus === 'declined') {
      throw apiError('application_decided', cover.reviewStatus);
    }
    return cover;
  }

  /** Flags the cover's payments for refund; returns the number the premium came from. */
  async function flagRefunds(tx: DecisionRows, coverId: string, now: Date): Promise<string | null> {
    const paid = await tx.reviews.paidRequests(coverId);
    await tx.reviews.flagForRefund(
      paid.map((request) => request.id),
      now,
    );
    return (paid.find((request) => request.endorsementId === null) ?? paid[0])?.msisdn ?? null;
  }

  async function queueNotices(tx: DecisionRows, cover: Cover, kind: string, now: Date) {
    const contact = await tx.covers.contactOf(cover.id);
    const coverId = cover.id;
    if (contact?.email)
      await deps.notifications.enqueue(tx, { coverId, channel: 'email', kind, notBefore: now });
    else deps.log.warn({ coverId: cover.id }, 'no e-mail address for the reviewed cover; e-mail skipped');
    await deps.notifications.enqueue(tx, { coverId, channel: 'sms', kind, notBefore: now });
  }

  async function decide(operator: Operator, coverId: string, decision: Decision): Promise<DecisionResponse> {
    const now = clock.now();
    const outcome = await repositories.transaction(async (tx) => {
      const cover = await undecidedCover(tx, coverId);
      const note =
        decision.action === 'declined'
          ? decision.reason
          : decision.action === 'info_requested'
            ? decision.message
            : null;
      const policyNumber =
        decision.action === 'approved'
          ? await tx.coverDocuments.assignPolicyNumber(coverId, (sequence) =>
              formatPolicyNumber({ year: policyYearAt(now), sequence }),
            )
          : null;
      const refundMsisdn = decision.action === 'declined' ? await flagRefunds(tx, coverId, now) : null;
      await tx.reviews.setReview(coverId, { status: decision.action, note });
      const review: CoverReview = await tx.reviews.addReview({
        coverId,
        operatorId: operator.id,
        action: decision.action,
        note,
        refundMsisdn,
        at: now,
      });
      await queueNotices(tx, cover, reviewKinds.of(review), now);
      await createOperatorAudit({ audit: tx.operatorAudit, clock }).record({
        operatorId: operator.id,
        action: auditActions[decision.action],
        target: { type: 'cover', id: coverId },
        before: {
          review_status: cover.reviewStatus,
          review_note: cover.reviewNote,
          policy_number: cover.policyNumber,
        },
        after: {
          review_status: decision.action,
          review_note: note,
          policy_number: policyNumber ?? cover.policyNumber,
          ...(decision.action === 'declined' ? { refund_msisdn: refundMsisdn } : {}),
        },
      });
      return { policyNumber, refundMsisdn };
    });

    if (decision.action === 'approved') {
      // The approval stands even if rendering fails now: the e-mail's sender (and the client's download)
      // issue a missing schedule themselves.
      await deps.documents.issueSchedule(coverId).catch((error: unknown) => {
        deps.log.warn({ coverId, err: error }, 'schedule not issued at approval; it will be at sending');
      });
    }
    deps.notifications.sendSoon(coverId);
    return {
      status: true,
      message:
        decision.action === 'approved'
          ? decisionMessages.approved(outcome.policyNumber ?? '')
          : decision.action === 'declined'
            ? decisionMessages.declined(outcome.refundMsisdn)
            : decisionMessages.infoRequested,
      review_status: decision.action,
      policy_number: outcome.policyNumber,
      refund_msisdn: outcome.refundMsisdn,
    };
  }

  return {
    approve: (operator: Operator, coverId: string) => decide(operator, coverId, { action: 'approved' }),
    decline: (operator: Operator, coverId: string, reason: string) =>
      decide(operator, coverId, { action: 'declined', reason }),
    requestInfo: (operator: Operator, coverId: string, message: string) =>
      decide(operator, coverId, { action: 'info_requested', message }),
  };
}

export type ApplicationReview = ReturnType<typeof createApplicationReview>;
