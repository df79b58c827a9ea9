import type { CoverItemsPrice, Policy, UpdateCoverItemsRequest } from '../../domain/api/covers';
import { addItemsMessages, policiesMessages } from '../../domain/policies-messages';
import { callEndpoint } from './call-endpoint';

/** Point 7, list policies: the signed-in client's covers (the session decides whose; the call names no one). */
export async function listPolicies(): Promise<Policy[]> {
  return (await callEndpoint('listCovers', {}, policiesMessages.loadFailed)).data;
}

/** Point 7, update policy items: the cover's items plus the new ones, answered with the policy. */
export async function updatePolicyItems(body: UpdateCoverItemsRequest): Promise<Policy> {
  const answer = await callEndpoint(
    'addCoverItems',
    { params: { id: body.policyId }, body },
    addItemsMessages.failed,
  );
  return answer.data;
}

/** What Pay Now will ask for once these items are added, priced by the server. */
export async function priceAddedItems(body: UpdateCoverItemsRequest): Promise<CoverItemsPrice> {
  const answer = await callEndpoint(
    'priceCoverItems',
    { params: { id: body.policyId }, body },
    addItemsMessages.pricingFailed,
  );
  return answer.data;
}
