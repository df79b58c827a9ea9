import { z } from 'zod';
import { PoliciesResponseSchema, PolicySchema } from '../../domain/api';
import { addItemsMessages, policiesMessages } from '../../domain/policies-messages';
import { UnreadableResponseError } from './failure-message';
import { apiRequest } from './http';

// Contract 6 of issue 10 (PUT covers/:id/items, and amount_due / pending_items on the policy) is being
// added to src/domain/api/covers.ts by the server's side at the same time. Until it lands, the portal reads
// the same shape here; the defaults keep a server without it readable. When it lands, these become the
// domain's own schemas.
const ItemOnCoverSchema = z.object({ name: z.string(), value: z.number() });

export const PortalPolicySchema = PolicySchema.extend({
  /** Whole KES still to pay for added items; 0 when none. */
  amount_due: z.number().default(0),
  /** Added, insured once amount_due is paid (the cover's own item lists are the insured ones). */
  pending_items: z
    .object({ portable_items: z.array(ItemOnCoverSchema), house_hold_items: z.array(ItemOnCoverSchema) })
    .default({ portable_items: [], house_hold_items: [] }),
});
export type PortalPolicy = z.infer<typeof PortalPolicySchema>;

export const UpdatePolicyItemsRequestSchema = z.object({
  policyId: z.string(),
  portable_items: z.array(ItemOnCoverSchema),
  value_of_portable_items: z.number(),
  house_hold_items: z.array(ItemOnCoverSchema),
  value_of_house_hold_items: z.number(),
});
export type UpdatePolicyItemsRequest = z.infer<typeof UpdatePolicyItemsRequestSchema>;

const UpdatePolicyItemsResponseSchema = z.object({
  status: z.literal(true),
  message: z.string(),
  data: PortalPolicySchema,
});

const PortalPoliciesResponseSchema = PoliciesResponseSchema.extend({ data: z.array(PortalPolicySchema) });

/** Point 7, list policies: the signed-in client's covers (the session decides whose; the call names no one). */
export async function listPolicies(): Promise<PortalPolicy[]> {
  const response = await apiRequest<unknown>('/home-insurance/covers/');
  const parsed = PortalPoliciesResponseSchema.safeParse(response);
  if (!parsed.success) throw new UnreadableResponseError(policiesMessages.loadFailed);
  return parsed.data.data;
}

/** Contract 6 (point 7, update policy items): the cover's items plus the new ones, answered with the policy. */
export async function updatePolicyItems(body: UpdatePolicyItemsRequest): Promise<PortalPolicy> {
  const response = await apiRequest<unknown>(
    `/home-insurance/covers/${encodeURIComponent(body.policyId)}/items`,
    { method: 'PUT', body },
  );
  const parsed = UpdatePolicyItemsResponseSchema.safeParse(response);
  if (!parsed.success) throw new UnreadableResponseError(addItemsMessages.failed);
  return parsed.data.data;
}
