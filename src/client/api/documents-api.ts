// The holder's payment receipt, cover note and policy schedule as PDF bytes. Not through callEndpoint, whose client
// parses every body as JSON; errors are still read from the API's JSON error shape.
import { fillPath } from '../../domain/contract/endpoint';
import { wireRoutes } from '../../domain/contract/wire-routes';
import { documentMessages } from '../../domain/documents/document-messages';
import { currentLanguage } from '../../domain/language/current-language';
import { session } from '../state/session';
import { ApiRequestError, apiBaseUrl, requestTimeoutMs } from './http';

export type CoverDocumentKind = 'receipt' | 'schedule' | 'cover-note';

const routeOf = {
  receipt: wireRoutes.coverReceipt,
  schedule: wireRoutes.coverSchedule,
  'cover-note': wireRoutes.coverNote,
} as const;

/**
 * The document with the session, or the receipt or cover note with the buy answer's payment token, which
 * opens them for the page that just paid, signed in or not.
 */
export async function fetchCoverDocument(
  coverId: string,
  kind: CoverDocumentKind,
  paymentToken?: string,
): Promise<ArrayBuffer> {
  const credentials: Record<string, string> = paymentToken
    ? { 'X-Payment-Token': paymentToken }
    : session.auth_token
      ? { Authorization: `Bearer ${session.auth_token}` }
      : {};
  let response: Response;
  try {
    const route = routeOf[kind];
    response = await fetch(`${apiBaseUrl}${fillPath(route.path, { id: coverId })}`, {
      headers: { ...credentials, 'Accept-Language': currentLanguage() },
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
