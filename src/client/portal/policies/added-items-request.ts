import type { PortalPolicy as Policy, UpdatePolicyItemsRequest } from '../../api/covers-api';

export type ItemType = 'portable' | 'household';

/** Point 3, item to add. */
export interface ItemToAdd {
  type: ItemType;
  name: string;
  value: number;
}

const sum = (items: readonly { value: number }[]) => items.reduce((total, item) => total + item.value, 0);

/**
 * Point 7, update policy items: each list is the cover's items plus the new ones, with its total. The
 * cover's items include those added earlier and still awaiting payment, so sending them again keeps them.
 */
export function addedItemsRequest(policy: Policy, added: readonly ItemToAdd[]): UpdatePolicyItemsRequest {
  const newOf = (type: ItemType) =>
    added.filter((item) => item.type === type).map(({ name, value }) => ({ name, value }));
  const portable = [...policy.portable_items, ...policy.pending_items.portable_items, ...newOf('portable')];
  const household = [
    ...policy.house_hold_items,
    ...policy.pending_items.house_hold_items,
    ...newOf('household'),
  ];
  return {
    policyId: policy.id,
    portable_items: portable,
    value_of_portable_items: sum(portable),
    house_hold_items: household,
    value_of_house_hold_items: sum(household),
  };
}
