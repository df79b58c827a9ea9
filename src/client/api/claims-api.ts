// Issue 13's client calls for claims: what a cover can claim, the holder's claims, making one, and each
// file's upload under the key the app made when the file was picked (so a retried upload stores one).

import type { ClaimDocumentType } from '../../domain/claims/claim-documents';
import {
  type Claim,
  type ClaimableCover,
  ClaimableCoverResponseSchema,
  ClaimCreatedResponseSchema,
  ClaimFileResponseSchema,
  ClaimResponseSchema,
  ClaimsResponseSchema,
} from '../../domain/claims/claims-api';
import { UnreadableResponseError } from './failure-message';
import { apiRequest } from './http';

const claimsPath = '/home-insurance/claims';
const unreadable = 'The claim could not be read. Please try again.';

function readAs<T>(
  parse: { safeParse: (value: unknown) => { success: boolean; data?: T } },
  value: unknown,
): T {
  const parsed = parse.safeParse(value);
  if (!parsed.success || parsed.data === undefined) throw new UnreadableResponseError(unreadable);
  return parsed.data;
}

export async function fetchClaimable(coverId: string): Promise<ClaimableCover> {
  const answer = await apiRequest<unknown>(`${claimsPath}/claimable/${encodeURIComponent(coverId)}`);
  return readAs(ClaimableCoverResponseSchema, answer).data;
}

export async function fetchClaims(): Promise<Claim[]> {
  return readAs(ClaimsResponseSchema, await apiRequest<unknown>(claimsPath)).data;
}

export async function fetchClaim(id: string): Promise<Claim> {
  return readAs(ClaimResponseSchema, await apiRequest<unknown>(`${claimsPath}/${encodeURIComponent(id)}`))
    .data;
}

/** POST claims under the outbox item's key: a resend after a lost answer gets the first claim back. */
export async function createClaim(request: unknown, idempotencyKey: string): Promise<Claim> {
  const answer = await apiRequest<unknown>(claimsPath, {
    method: 'POST',
    body: request as Record<string, unknown>,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  return readAs(ClaimCreatedResponseSchema, answer).data;
}

/** PUT one file's bytes; the same bytes under the same key again answer the stored file (200). */
export async function uploadClaimFile(
  claimId: string,
  key: string,
  documentType: ClaimDocumentType,
  bytes: ArrayBuffer,
  contentType: string,
): Promise<Claim> {
  const answer = await apiRequest<unknown>(
    `${claimsPath}/${encodeURIComponent(claimId)}/uploads/${encodeURIComponent(key)}`,
    {
      method: 'PUT',
      query: { document_type: documentType },
      body: new Uint8Array(bytes),
      headers: { 'Content-Type': contentType || 'application/octet-stream' },
    },
  );
  return readAs(ClaimFileResponseSchema, answer).claim;
}

/** A file of a claim, fetched with the session's token (an <img src> could not send it). */
export async function fetchClaimFile(url: string): Promise<Blob> {
  const path = url.startsWith('/api') ? url.slice('/api'.length) : url;
  // The shared client parses JSON; unset here, ofetch hands the bytes over as a Blob.
  return apiRequest<Blob>(path, { responseType: 'blob', parseResponse: undefined });
}
