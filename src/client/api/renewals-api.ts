// Issue 13, renewals: the price of a renewal for the items on screen, and making it (then paid with the
// portal's Pay Now, resendPrompt). The session decides whose cover; anyone else's is a 404.
import {
  type RenewalQuote,
  RenewalQuoteResponseSchema,
  type RenewCoverRequest,
  type RenewCoverResponse,
  RenewCoverResponseSchema,
} from '../../domain/api';
import { renewalMessages } from '../../domain/renewals/renewal-messages';
import { UnreadableResponseError } from './failure-message';
import { apiRequest } from './http';

const pathOf = (coverId: string, action: 'renew' | 'renewal-quote') =>
  `/home-insurance/covers/${encodeURIComponent(coverId)}/${action}`;

export async function quoteRenewal(coverId: string, body: RenewCoverRequest): Promise<RenewalQuote> {
  const response = await apiRequest<unknown>(pathOf(coverId, 'renewal-quote'), { method: 'POST', body });
  const parsed = RenewalQuoteResponseSchema.safeParse(response);
  if (!parsed.success) throw new UnreadableResponseError(renewalMessages.failed);
  return parsed.data.data;
}

/** Makes the renewal; the same key for the same body, so a retry after a lost answer makes one. */
export async function renewCover(
  coverId: string,
  body: RenewCoverRequest,
  idempotencyKey: string,
): Promise<RenewCoverResponse> {
  const response = await apiRequest<unknown>(pathOf(coverId, 'renew'), {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  const parsed = RenewCoverResponseSchema.safeParse(response);
  if (!parsed.success) throw new UnreadableResponseError(renewalMessages.failed);
  return parsed.data;
}
