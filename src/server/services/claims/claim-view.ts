// A stored claim as the portal (and the back office) reads it: its documents and which are missing, what
// the client must do next, each status's date and the 90-day count. Pure, so the shape is decided once
// whatever reads the rows; the file links differ only by who asks (the holder's path or the admin's).

import type { Claim as ClaimView } from '../../../domain/api/claims';
import {
  type ClaimDocumentType,
  claimDocumentNames,
  claimDocumentsByPeril,
  missingDocuments,
} from '../../../domain/claims/claim-documents';
import { claimReference } from '../../../domain/claims/claim-letters';
import { claimNextStep, claimStatusNames } from '../../../domain/claims/claim-status';
import { perilNames } from '../../../domain/claims/perils';
import { settlementDays } from '../../../domain/claims/settlement-days';
import { fillPath } from '../../../domain/contract/endpoint';
import { endpoints } from '../../../domain/contract/endpoints';
import type { ClaimEvent } from '../../db/schema';
import type { StoredClaim } from './claims-repository';

export type FileLinks = 'client' | 'admin';

const fileUrl = (links: FileLinks, claimId: string, fileId: string) =>
  links === 'client'
    ? `/api${fillPath(endpoints.claimFile.path, { id: claimId, fileId })}`
    : `/api/admin/claims/${claimId}/files/${fileId}`;

/** The documents operators asked for, each with when (a file uploaded later answers it). */
export const documentRequests = (events: readonly { event: ClaimEvent }[]) =>
  events.flatMap(({ event }) =>
    event.status === 'documents_needed' && event.documentType
      ? [{ type: event.documentType, requestedAt: event.at }]
      : [],
  );

export function missingOf(
  stored: Pick<StoredClaim, 'claim' | 'items' | 'files' | 'events'>,
): ClaimDocumentType[] {
  return missingDocuments({
    peril: stored.claim.peril,
    hasItems: stored.items.length > 0,
    files: stored.files.map((file) => ({ type: file.documentType, uploadedAt: file.uploadedAt })),
    requests: documentRequests(stored.events),
  });
}

export function toClaimView(stored: StoredClaim, now: Date, links: FileLinks = 'client'): ClaimView {
  const { claim, items, files, events } = stored;
  const missing = missingOf(stored);
  const requested = documentRequests(events).map((request) => request.type);
  const table = claimDocumentsByPeril[claim.peril];
  const documents = [
    ...table.map((requirement) => ({
      document_type: requirement.type,
      name: claimDocumentNames[requirement.type],
      need: requirement.need,
      when: requirement.when ?? null,
    })),
    ...requested
      .filter((type, index) => !table.some((row) => row.type === type) && requested.indexOf(type) === index)
      .map((type) => ({
        document_type: type,
        name: claimDocumentNames[type],
        need: 'requested' as const,
        when: null,
      })),
  ];
  // The clock stops when the claim is paid or declined: the event that closed it.
  const closedAt =
    claim.status === 'settled' || claim.status === 'declined'
      ? (events.findLast(({ event }) => event.status === claim.status)?.event.at ?? null)
      : null;
  return {
    id: claim.id,
    reference: claimReference(claim.id),
    cover_id: claim.coverId,
    peril: claim.peril,
    peril_name: perilNames[claim.peril],
    occurred_at: claim.occurredAt.toISOString(),
    place: claim.place,
    description: claim.description,
    third_party: claim.thirdParty,
    items: items.map((item) => ({
      cover_item_id: item.coverItemId,
      name: item.name,
      sum_insured: item.sumInsured,
      estimated_loss: item.estimatedLoss,
      section: item.section,
      named: item.named,
    })),
    total_estimated_loss: items.reduce((sum, item) => sum + item.estimatedLoss, 0),
    status: claim.status,
    status_name: claimStatusNames[claim.status],
    history: events.map(({ event }) => ({
      status: event.status,
      at: event.at.toISOString(),
      note: event.note,
      document_type: event.documentType,
    })),
    documents,
    missing_documents: missing,
    next_step: claimNextStep({
      status: claim.status,
      missing,
      settledAmount: claim.settledAmount,
      paymentReference: claim.paymentReference,
      declineReason: claim.declineReason,
    }),
    documents_complete_at: claim.documentsCompleteAt?.toISOString() ?? null,
    settlement_days: settlementDays(claim.documentsCompleteAt, closedAt, now),
    settled_amount: claim.settledAmount,
    payment_reference: claim.paymentReference,
    files: files.map((file) => ({
      id: file.id,
      document_type: file.documentType,
      content_type: file.contentType,
      size_bytes: file.sizeBytes,
      uploaded_at: file.uploadedAt.toISOString(),
      url: fileUrl(links, claim.id, file.id),
    })),
    created_at: claim.createdAt.toISOString(),
  };
}
