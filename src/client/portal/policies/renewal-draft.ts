// The renewal screen's items: the cover's insured items and sums per category, changed by the
// client (items added or removed, a total retyped), and the request they make. Adding an item raises its
// category's total by its value and removing one lowers it, as Add Items does; a total declared without
// itemising every item stays the client's to type.
import type { Policy } from '../../../domain/api/covers';
import type { RenewCoverRequest } from '../../../domain/api/renewals';
import type { CoverItemKind } from '../../../domain/cover-sections';
import { checkCoverageRequest } from '../../../domain/coverage-request';
import type { Item } from '../../../domain/item-list';
import type { ItemToAdd } from './added-items-request';

export interface RenewalDraft {
  household: Item[];
  householdTotal: number;
  portable: Item[];
  portableTotal: number;
}

/** The cover as insured today (items still waiting for payment are not insured, so not renewed). */
export function renewalDraftOf(policy: Policy): RenewalDraft {
  return {
    household: policy.house_hold_items.map(({ name, value }) => ({ name, value })),
    householdTotal: policy.value_of_house_hold_items,
    portable: policy.portable_items.map(({ name, value }) => ({ name, value })),
    portableTotal: policy.value_of_portable_items,
  };
}

export function withItem(draft: RenewalDraft, item: ItemToAdd): RenewalDraft {
  const entry = { name: item.name, value: item.value };
  return item.type === 'household'
    ? { ...draft, household: [...draft.household, entry], householdTotal: draft.householdTotal + item.value }
    : { ...draft, portable: [...draft.portable, entry], portableTotal: draft.portableTotal + item.value };
}

export function withoutItem(draft: RenewalDraft, type: CoverItemKind, index: number): RenewalDraft {
  const list = type === 'household' ? draft.household : draft.portable;
  const removed = list[index];
  if (!removed) return draft;
  const rest = list.filter((_, position) => position !== index);
  return type === 'household'
    ? { ...draft, household: rest, householdTotal: Math.max(0, draft.householdTotal - removed.value) }
    : { ...draft, portable: rest, portableTotal: Math.max(0, draft.portableTotal - removed.value) };
}

export function renewalRequestOf(draft: RenewalDraft): RenewCoverRequest {
  return {
    house_hold_items: draft.household,
    value_of_house_hold_items: draft.householdTotal,
    portable_items: draft.portable,
    value_of_portable_items: draft.portableTotal,
  };
}

/**
 * What is wrong with the draft, by the same rule the server applies (point 5's coverage and item-list
 * rules, with the cover's own property): the messages, or none when it may be priced.
 */
export function renewalProblems(policy: Policy, draft: RenewalDraft): string[] {
  const check = checkCoverageRequest({
    is_owner: policy.is_owner,
    location: policy.location,
    value_of_property: policy.value_of_property,
    ...renewalRequestOf(draft),
  });
  if (check.ok) return [];
  return check.errors.length > 0 ? [...new Set(check.errors.map((error) => error.message))] : [check.message];
}
