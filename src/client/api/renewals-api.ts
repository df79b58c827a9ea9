// Renewals: the price of a renewal for the items on screen, and making it (then paid with the portal's
// Pay Now, resendPrompt). The session decides whose cover; anyone else's is a 404.
import type { RenewalQuote, RenewCoverRequest, RenewCoverResponse } from '../../domain/api/renewals';
import { renewalMessages } from '../../domain/renewals/renewal-messages';
import { callEndpoint } from './call-endpoint';

export async function quoteRenewal(coverId: string, body: RenewCoverRequest): Promise<RenewalQuote> {
  return (await callEndpoint('quoteRenewal', { params: { id: coverId }, body }, renewalMessages.failed)).data;
}

/** Makes the renewal; the same key for the same body, so a retry after a lost answer makes one. */
export function renewCover(
  coverId: string,
  body: RenewCoverRequest,
  idempotencyKey: string,
): Promise<RenewCoverResponse> {
  return callEndpoint(
    'renewCover',
    { params: { id: coverId }, body, idempotencyKey },
    renewalMessages.failed,
  );
}
