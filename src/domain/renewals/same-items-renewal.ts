// A renewal of the cover as it is insured today: the same items and totals, as the portal's Renew
// dialog opens before the client changes anything (client/portal/policies/renewal-draft.ts). A phone
// without the app (USSD) renews this way; items are changed in the app.
import type { Policy } from '../api/covers';
import type { RenewCoverRequest } from '../api/renewals';
import { listsOfWire, totalsOfWire, wireListsOf, wireTotalsOf } from '../coverage-request';
import type { Item } from '../item-list';

const itemOf = ({ name, value }: Item): Item => ({ name, value });

export function sameItemsRenewal(policy: Policy): RenewCoverRequest {
  const lists = listsOfWire(policy);
  return {
    ...wireTotalsOf(totalsOfWire(policy)),
    ...wireListsOf({ household: lists.household.map(itemOf), portable: lists.portable.map(itemOf) }),
  };
}
