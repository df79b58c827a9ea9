// The claims queue's calls, with the operator's token, by their names in the contract
// (src/domain/contract/admin-claims-endpoints.ts). Files come as bytes (the route wants the Bearer token,
// which an <img src> cannot send), for the page to show through object URLs.
import { ofetch } from 'ofetch';
import { backOfficeMessages } from '../../../domain/back-office/back-office-messages';
import type { ClaimDocumentType } from '../../../domain/claims/claim-documents';
import { apiBaseUrl, requestTimeoutMs } from '../../api/http';
import { callAdminEndpoint } from '../admin-api';
import { adminToken } from '../admin-session';

const { pageLoadFailed, claimMoveFailed } = backOfficeMessages;

/** The open claims; with a purchase reference, only that policy's. */
export const fetchClaims = async (reference?: string) =>
  (await callAdminEndpoint('adminClaims', { query: reference ? { reference } : {} }, pageLoadFailed)).claims;

export const fetchClaim = (claimId: string) =>
  callAdminEndpoint('adminClaim', { params: { id: claimId } }, pageLoadFailed);

/** One operator move; which ones a claim allows is the status machine's (claim-moves.ts). */
export type ClaimMoveRequest =
  | { action: 'request-document'; document_type: ClaimDocumentType; message: string }
  | { action: 'start-review' }
  | { action: 'approve'; settled_amount: number }
  | { action: 'decline'; reason: string }
  | { action: 'settle'; payment_reference: string };

export function sendClaimMove(claimId: string, move: ClaimMoveRequest) {
  const params = { id: claimId };
  switch (move.action) {
    case 'request-document': {
      const body = { document_type: move.document_type, message: move.message };
      return callAdminEndpoint('adminRequestClaimDocument', { params, body }, claimMoveFailed);
    }
    case 'start-review':
      return callAdminEndpoint('adminStartClaimReview', { params }, claimMoveFailed);
    case 'approve': {
      const body = { settled_amount: move.settled_amount };
      return callAdminEndpoint('adminApproveClaim', { params, body }, claimMoveFailed);
    }
    case 'decline':
      return callAdminEndpoint(
        'adminDeclineClaim',
        { params, body: { reason: move.reason } },
        claimMoveFailed,
      );
    case 'settle': {
      const body = { payment_reference: move.payment_reference };
      return callAdminEndpoint('adminSettleClaim', { params, body }, claimMoveFailed);
    }
  }
}

/**
 * A file's bytes; `url` is the one the claim names (the adminClaimFile endpoint, under /api). Not through
 * callEndpoint, whose client reads every answer as JSON.
 */
export const fetchClaimFile = (url: string) =>
  ofetch(url.replace(/^\/api(?=\/)/, ''), {
    baseURL: apiBaseUrl,
    responseType: 'blob',
    timeout: requestTimeoutMs,
    retry: 0,
    headers: { Authorization: `Bearer ${adminToken()}` },
  });
