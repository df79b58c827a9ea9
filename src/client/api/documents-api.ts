// Issue 12: the holder's payment receipt and policy schedule as PDF bytes. Not through apiRequest, whose
// client parses every body as JSON; errors are still read from the API's JSON error shape.
import { documentMessages } from '../../domain/documents/document-messages';
import { session } from '../state/session';
import { ApiRequestError, apiBaseUrl, requestTimeoutMs } from './http';

export type CoverDocumentKind = 'receipt' | 'schedule';

export async function fetchCoverDocument(coverId: string, kind: CoverDocumentKind): Promise<ArrayBuffer> {
  let response: Response;
  try {
    response = await fetch(`${apiBaseUrl}/home-insurance/covers/${encodeURIComponent(coverId)}/${kind}.pdf`, {
      headers: session.auth_token ? { Authorization: `Bearer ${session.auth_token}` } : {},
      signal: AbortSignal.timeout(requestTimeoutMs),
    });
  } catch {
    throw new ApiRequestError(documentMessages.documentFailed, 'FETCH_ERROR', undefined);
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => undefined)) as { message?: unknown } | undefined;
    const message = typeof body?.message === 'string' ? body.message : documentMessages.documentFailed;
    throw new ApiRequestError(message, response.status, body);
  }
  return response.arrayBuffer();
}
