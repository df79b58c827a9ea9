// The client's calls for claims: what a cover can claim, the holder's claims, making one, and each file's
// upload under the key the app made when the file was picked (so a retried upload stores one).

import type { Claim, ClaimableCover } from '../../domain/api/claims';
import type { ClaimDocumentType } from '../../domain/claims/claim-documents';
import { myClaimsMessages } from '../../domain/claims/claim-screen-messages';
import { type CallInput, callEndpoint } from './call-endpoint';
import { apiBaseUrl, apiRequest } from './http';

export async function fetchClaimable(coverId: string): Promise<ClaimableCover> {
  return (await callEndpoint('claimableCover', { params: { coverId } }, myClaimsMessages.unreadable)).data;
}

export async function fetchClaims(): Promise<Claim[]> {
  return (await callEndpoint('listClaims', {}, myClaimsMessages.unreadable)).data;
}

export async function fetchClaim(id: string): Promise<Claim> {
  return (await callEndpoint('getClaim', { params: { id } }, myClaimsMessages.unreadable)).data;
}

/**
 * POST claims under the outbox item's key: a resend after a lost answer gets the first claim back. The
 * request is sent as it was written (the server's schema checks it), so it is not typed here.
 */
export async function createClaim(request: unknown, idempotencyKey: string): Promise<Claim> {
  const body = request as CallInput<'makeClaim'>['body'];
  return (await callEndpoint('makeClaim', { body, idempotencyKey }, myClaimsMessages.unreadable)).data;
}

/** PUT one file's bytes; the same bytes under the same key again answer the stored file (200). */
export async function uploadClaimFile(
  claimId: string,
  key: string,
  documentType: ClaimDocumentType,
  bytes: ArrayBuffer,
  contentType: string,
): Promise<Claim> {
  const answer = await callEndpoint(
    'uploadClaimFile',
    {
      params: { id: claimId, key },
      query: { document_type: documentType },
      body: new Uint8Array(bytes),
      headers: { 'Content-Type': contentType || 'application/octet-stream' },
    },
    myClaimsMessages.unreadable,
  );
  return answer.claim;
}

/**
 * A file of a claim, fetched with the session's token (an <img src> could not send it), at the url its
 * claim gives (the server fills it from the contract's claimFile path).
 */
export async function fetchClaimFile(url: string): Promise<Blob> {
  const path = url.startsWith(apiBaseUrl) ? url.slice(apiBaseUrl.length) : url;
  // The shared client parses JSON; unset here, ofetch hands the bytes over as a Blob.
  return apiRequest<Blob>(path, { responseType: 'blob', parseResponse: undefined });
}
