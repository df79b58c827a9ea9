// The policies of the phone that dials, as every USSD menu that names one reads them: the covers bought
// for that phone's account, newest first, as the portal lists them. The network's number is the identity.
import type { Policy } from '../../../domain/api';
import { formatDocumentDay } from '../../../domain/documents/document-dates';
import { type PolicyView, viewPolicy } from '../../../domain/policy-view';
import { toPolicy } from '../covers/policy-record';
import type { UssdContext } from './ussd-steps';

export interface PhonePolicy {
  coverId: string;
  reference: string;
  policy: Policy;
  view: PolicyView;
}

export async function phonePoliciesOf(context: UssdContext): Promise<PhonePolicy[]> {
  const account = await context.world.account(context.msisdn);
  if (!account) return [];
  const covers = await context.world.coversOf(account.id);
  return covers.map((listed) => {
    const policy = toPolicy(listed);
    return {
      coverId: listed.cover.id,
      reference: listed.cover.reference,
      policy,
      view: viewPolicy(policy, context.now),
    };
  });
}

/** The day the cover ends, as a screen says it; null while it is unpaid (it has no period yet). */
export const endOf = (view: PolicyView) => (view.endDate ? formatDocumentDay(new Date(view.endDate)) : null);
