// The back office's view of claims: the open ones, the oldest first, each with its age and the
// days counted against the 90-day limit; and one claim in full, with the client, the cover and every step.

import type { AdminClaim } from '../../../domain/api/admin-claims';
import { secondApproverFor } from '../../../domain/claims/claim-approval';
import { settlementCap } from '../../../domain/claims/settlement-cap';
import type { Clock } from '../../clock';
import type { Claim } from '../../db/schema';
import { apiError } from '../../http/app-errors';
import { toPolicy } from '../covers/policy-record';
import type { Repositories } from '../repositories';
import { toClaimView } from './claim-view';

const DAY_MS = 24 * 60 * 60 * 1000;

export function createClaimsQueue(deps: {
  repositories: Pick<Repositories, 'claims' | 'coverListing' | 'covers'>;
  clock: Clock;
  agentApprovalLimit: number;
}) {
  const { repositories, clock } = deps;
  const { claims } = repositories;

  /** The approval waiting for a second person's, with who gave it; null when none waits. */
  async function pendingApproval(claim: Claim): Promise<AdminClaim['approval']['pending']> {
    if (claim.firstApprovalAmount === null || !claim.firstApprovalBy || !claim.firstApprovalAt) return null;
    const by = await claims.approverOf(claim.firstApprovalBy);
    if (!by) return null;
    return {
      amount: claim.firstApprovalAmount,
      by: by.name,
      by_id: by.id,
      by_role: by.role,
      at: claim.firstApprovalAt.toISOString(),
      needs: secondApproverFor(by),
    };
  }

  return {
    /** The open claims; with a purchase reference, only that cover's. */
    async list(reference?: string) {
      const now = clock.now();
      const open = await claims.openQueue(reference);
      return Promise.all(
        open.map(async ({ claim, holderName, reference, policyNumber }) => {
          const view = toClaimView(await claims.load(claim), now, 'admin');
          return {
            id: claim.id,
            cover_id: claim.coverId,
            reference,
            policy_number: policyNumber,
            holder_name: holderName ?? '',
            peril: claim.peril,
            status: claim.status,
            total_estimated_loss: view.total_estimated_loss,
            missing_documents: view.missing_documents,
            created_at: view.created_at,
            age_days: Math.max(0, Math.floor((now.getTime() - claim.createdAt.getTime()) / DAY_MS)),
            settlement_days: view.settlement_days,
          };
        }),
      );
    },

    async get(claimId: string): Promise<AdminClaim> {
      const claim = await claims.findClaim(claimId);
      if (!claim) throw apiError('claim_not_found@desk');
      const cover = await repositories.covers.findById(claim.coverId);
      const listed = cover
        ? (await repositories.coverListing.coversOf(cover.userId)).find(
            (row) => row.cover.id === claim.coverId,
          )
        : null;
      if (!listed) throw apiError('claim_not_found@desk');
      const policy = toPolicy(listed);
      const stored = await claims.load(claim);
      const cap = settlementCap(
        { peril: claim.peril, items: stored.items },
        { liabilityLimit: await claims.liabilityLimitOf(claim.coverId) },
      );
      return {
        claim: toClaimView(stored, clock.now(), 'admin'),
        history: stored.events.map(({ event, operatorName }) => ({
          status: event.status,
          from_status: event.fromStatus,
          at: event.at.toISOString(),
          note: event.note,
          document_type: event.documentType,
          by: operatorName ?? 'client',
          settled_amount: event.settledAmount,
          payment_reference: event.paymentReference,
        })),
        client: {
          name: listed.contact?.name ?? '',
          msisdn: listed.contact?.msisdn ?? '',
          email: listed.contact?.email ?? null,
        },
        cover: {
          id: policy.id,
          product_name: policy.product.name,
          policy_number: policy.policy_number,
          reference: listed.cover.reference,
          start_date: policy.start_date,
          end_date: policy.end_date,
        },
        settlement_cap: cap.amount,
        settlement_cap_basis: cap.basis,
        approval: { agent_limit: deps.agentApprovalLimit, pending: await pendingApproval(claim) },
      };
    },
  };
}

export type ClaimsQueue = ReturnType<typeof createClaimsQueue>;
