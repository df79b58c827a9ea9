import type { Policy, UpdateCoverItemsRequest } from '../../../domain/api/covers';
import type { CoverItemKind } from '../../../domain/cover-sections';

/** Point 3, item to add. */
export interface ItemToAdd {
  type: CoverItemKind;
  name: string;
  value: number;
}

const sum = (items: readonly { value: number }[]) => items.reduce((total, item) => total + item.value, 0);

/**
 * Point 7, update policy items: each list is the cover's items plus the new ones, and each total the
 * previous total plus the new values. The cover holds its insured items and those added earlier and still
 * awaiting payment; its insured total may exceed its listed items (itemising is optional), so the total is
 * built from the cover's own figure, not from the list.
 */
export function addedItemsRequest(policy: Policy, added: readonly ItemToAdd[]): UpdateCoverItemsRequest {
  const newOf = (type: CoverItemKind) =>
    added.filter((item) => item.type === type).map(({ name, value }) => ({ name, value }));
  const portable = [...policy.portable_items, ...policy.pending_items.portable_items, ...newOf('portable')];
  const household = [
    ...policy.house_hold_items,
    ...policy.pending_items.house_hold_items,
    ...newOf('household'),
  ];
  const pending = policy.pending_items;
  return {
    policyId: policy.id,
    portable_items: portable,
    value_of_portable_items:
      policy.value_of_portable_items + sum(pending.portable_items) + sum(newOf('portable')),
    house_hold_items: household,
    value_of_house_hold_items:
      policy.value_of_house_hold_items + sum(pending.house_hold_items) + sum(newOf('household')),
  };
}
