// What an operator reads in the applications queue: the paid covers awaiting review,
// longest-waiting first with their age against the 48-hour promise, and one application in full.
import type { Application, QueuedApplication } from '../../../domain/api/admin-applications';
import { reviewAge } from '../../../domain/back-office/review-age';
import { addLevies } from '../../../domain/premium';
import type { Clock } from '../../clock';
import { apiError } from '../../http/app-errors';
import { toPolicy } from '../covers/policy-record';
import type { Repositories } from '../repositories';

export function createApplicationsQueue(deps: {
  repositories: Pick<Repositories, 'coverListing' | 'covers' | 'reviews'>;
  clock: Clock;
}) {
  const { repositories, clock } = deps;

  return {
    async list(): Promise<QueuedApplication[]> {
      const now = clock.now();
      return (await repositories.reviews.queue()).map((row) => {
        // An active cover always has its activation time; the fallback only keeps the type honest.
        const paidAt = row.paidAt ?? now;
        const age = reviewAge(paidAt, now);
        return {
          cover_id: row.coverId,
          reference: row.reference,
          policy_number: row.policyNumber,
          holder_name: row.holderName ?? '',
          product_name: row.productName,
          amount_paid: row.amountPaid,
          review_status: row.reviewStatus,
          paid_at: paidAt.toISOString(),
          age_hours: age.ageHours,
          overdue: age.overdue,
        };
      });
    },

    /** The application a client's reference names: how staff find it when the client phones. */
    async findByReference(reference: string): Promise<{ cover_id: string; reference: string }> {
      const coverId = await repositories.reviews.coverIdByReference(reference);
      if (!coverId) {
        throw apiError('application_not_found@reference', reference);
      }
      return { cover_id: coverId, reference };
    },

    async get(coverId: string): Promise<Application> {
      const cover = await repositories.covers.findById(coverId);
      const listed = cover
        ? (await repositories.coverListing.coversOf(cover.userId)).find((row) => row.cover.id === coverId)
        : null;
      if (!cover || !listed) throw apiError('application_not_found');
      const contact = listed.contact;
      const breakdown = addLevies(cover.premium);
      const age = cover.activatedAt ? reviewAge(cover.activatedAt, clock.now()) : null;
      const history = await repositories.reviews.history(coverId);
      return {
        policy: toPolicy(listed),
        contact: {
          name: contact?.name ?? '',
          msisdn: contact?.msisdn ?? '',
          email: contact?.email ?? null,
          id_number: contact?.idNumber ?? null,
          kra_pin: contact?.kraPin ?? null,
          profession: contact?.profession ?? null,
          address: contact?.address ?? null,
        },
        premium_breakdown: {
          premium: breakdown.premium,
          phcf: breakdown.phcf,
          training_levy: breakdown.trainingLevy,
          stamp_duty: breakdown.stampDuty,
          total: breakdown.total,
        },
        payments: listed.payments.map((payment) => ({
          status: payment.status,
          amount: payment.amount,
          msisdn: payment.msisdn,
          mpesa_receipt_number: payment.mpesaReceiptNumber,
          transaction_date: payment.transactionDate,
          paid_for: payment.endorsementId === null ? ('cover' as const) : ('items' as const),
          needs_refund: payment.needsRefund,
          created_at: payment.createdAt.toISOString(),
        })),
        review: {
          status: cover.reviewStatus,
          note: cover.reviewNote,
          policy_number: cover.policyNumber,
          history: history.map(({ review, operatorName }) => ({
            action: review.action,
            note: review.note,
            refund_msisdn: review.refundMsisdn,
            operator_name: operatorName,
            at: review.at.toISOString(),
          })),
        },
        paid_at: cover.activatedAt?.toISOString() ?? null,
        age_hours: age?.ageHours ?? null,
        overdue: age?.overdue ?? false,
      };
    },
  };
}
