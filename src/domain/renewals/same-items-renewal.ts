// A renewal of the cover as it is insured today: the same items and totals, as the portal's Renew
// dialog opens before the client changes anything (client/portal/policies/renewal-draft.ts). A phone
// without the app (USSD) renews this way; items are changed in the app.
import type { Policy } from '../api/covers';
import type { RenewCoverRequest } from '../api/renewals';

export function sameItemsRenewal(policy: Policy): RenewCoverRequest {
  return {
    house_hold_items: policy.house_hold_items.map(({ name, value }) => ({ name, value })),
    value_of_house_hold_items: policy.value_of_house_hold_items,
    portable_items: policy.portable_items.map(({ name, value }) => ({ name, value })),
    value_of_portable_items: policy.value_of_portable_items,
  };
}
