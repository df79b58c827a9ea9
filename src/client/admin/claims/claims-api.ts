// The claims queue's calls (issue 13), with the operator's token; answers are read through the shared
// contract's schemas. Files come as bytes (the routes want the Bearer token, which an <img src> cannot
// send), for the page to show through object URLs.
import { ofetch } from 'ofetch';
import type { ClaimDocumentType } from '../../../domain/claims/claim-documents';
import {
  AdminClaimSchema,
  ClaimDecisionResponseSchema,
  ClaimsQueueSchema,
} from '../../../domain/claims/claims-api';
import { apiBaseUrl, requestTimeoutMs } from '../../api/http';
import { adminRequest } from '../admin-api';
import { adminToken } from '../admin-session';

const path = (claimId: string) => `/admin/claims/${encodeURIComponent(claimId)}`;

/** The open claims; with a purchase reference (issue 24), only that policy's. */
export const fetchClaims = async (reference?: string) =>
  ClaimsQueueSchema.parse(
    await adminRequest<unknown>('/admin/claims', reference ? { query: { reference } } : undefined),
  ).claims;

export const fetchClaim = async (claimId: string) =>
  AdminClaimSchema.parse(await adminRequest<unknown>(path(claimId)));

/** One operator move; which ones a claim allows is the status machine's (claim-moves.ts). */
export type ClaimMoveRequest =
  | { action: 'request-document'; document_type: ClaimDocumentType; message: string }
  | { action: 'start-review' }
  | { action: 'approve'; settled_amount: number }
  | { action: 'decline'; reason: string }
  | { action: 'settle'; payment_reference: string };

export async function sendClaimMove(claimId: string, move: ClaimMoveRequest) {
  const { action, ...body } = move;
  return ClaimDecisionResponseSchema.parse(
    await adminRequest<unknown>(`${path(claimId)}/${action}`, { method: 'POST', body }),
  );
}

/** A file's bytes; `url` is the one the claim names (`/api/admin/claims/:id/files/:fileId`). */
export const fetchClaimFile = (url: string) =>
  ofetch(url.replace(/^\/api(?=\/)/, ''), {
    baseURL: apiBaseUrl,
    responseType: 'blob',
    timeout: requestTimeoutMs,
    retry: 0,
    headers: { Authorization: `Bearer ${adminToken()}` },
  });
