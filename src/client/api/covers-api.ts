import {
  type CoverItemsPrice,
  CoverItemsPriceResponseSchema,
  PoliciesResponseSchema,
  type Policy,
  type UpdateCoverItemsRequest,
  UpdateCoverItemsResponseSchema,
} from '../../domain/api';
import { addItemsMessages, policiesMessages } from '../../domain/policies-messages';
import { UnreadableResponseError } from './failure-message';
import { apiRequest } from './http';

/** Point 7, list policies: the signed-in client's covers (the session decides whose; the call names no one). */
export async function listPolicies(): Promise<Policy[]> {
  const response = await apiRequest<unknown>('/home-insurance/covers/');
  const parsed = PoliciesResponseSchema.safeParse(response);
  if (!parsed.success) throw new UnreadableResponseError(policiesMessages.loadFailed);
  return parsed.data.data;
}

/** Point 7, update policy items: the cover's items plus the new ones, answered with the policy. */
export async function updatePolicyItems(body: UpdateCoverItemsRequest): Promise<Policy> {
  const response = await apiRequest<unknown>(
    `/home-insurance/covers/${encodeURIComponent(body.policyId)}/items`,
    { method: 'PUT', body },
  );
  const parsed = UpdateCoverItemsResponseSchema.safeParse(response);
  if (!parsed.success) throw new UnreadableResponseError(addItemsMessages.failed);
  return parsed.data.data;
}

/** Issue 24, item 7: what Pay Now will ask for once these items are added, priced by the server. */
export async function priceAddedItems(body: UpdateCoverItemsRequest): Promise<CoverItemsPrice> {
  const response = await apiRequest<unknown>(
    `/home-insurance/covers/${encodeURIComponent(body.policyId)}/items/price`,
    { method: 'POST', body },
  );
  const parsed = CoverItemsPriceResponseSchema.safeParse(response);
  if (!parsed.success) throw new UnreadableResponseError(addItemsMessages.pricingFailed);
  return parsed.data.data;
}
