import type { ReactNode } from 'react';
import type { Policy } from '../../../domain/api/covers';
import { formatShillings } from '../../../domain/money';
import { policiesMessages } from '../../../domain/policies-messages';
import { isOwnerPolicy, viewPolicy } from '../../../domain/policy-view';
import { Modal } from '../../ui/modal';
import { CoveredItems } from './covered-items';
import { formatPolicyDate } from './policy-dates';

interface PolicyDetailsDialogProps {
  policy: Policy | null;
  onClose: () => void;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

const orNotProvided = (text: string) => text || 'Not provided';

/** The last day of cover once it has started; an unpaid policy has none yet. */
function expiryOf(policy: Policy, endDate: string | null): string {
  if (endDate) return formatPolicyDate(endDate);
  return policy.product.period_id && !policy.end_date ? policiesMessages.notStarted : 'N/A';
}

/** Point 2, policy details: the policy, the insured, the property (owners) and the covered items. */
export function PolicyDetailsDialog({ policy, onClose }: PolicyDetailsDialogProps) {
  return (
    <Modal
      open={policy !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Policy Details"
      size="lg"
    >
      {policy && <PolicyDetails policy={policy} />}
    </Modal>
  );
}

function PolicyDetails({ policy }: { policy: Policy }) {
  const view = viewPolicy(policy);
  return (
    <div className="policy-details">
      <h3>{view.name}</h3>
      <dl className="policy-details__facts">
        <Fact label="Policy Status">
          <span className={`policy-badge policy-badge--${view.status === 'Active' ? 'active' : 'inactive'}`}>
            {view.status}
          </span>
        </Fact>
        <Fact label="Policy Number">{view.policyNumber}</Fact>
        <Fact label="Premium">{formatShillings(policy.quotation)}</Fact>
        <Fact label="Created Date">{formatPolicyDate(view.startDate)}</Fact>
        <Fact label="Expiry Date">{expiryOf(policy, view.endDate)}</Fact>
        <Fact label="Underwriter">{view.underwriter_name}</Fact>
        <Fact label="Name">{orNotProvided(policy.user.name)}</Fact>
        <Fact label="ID Number">{orNotProvided(policy.user.id_number ?? '')}</Fact>
      </dl>
      {isOwnerPolicy(policy) && (
        <section aria-labelledby={`property-${policy.id}`}>
          <h3 id={`property-${policy.id}`}>Property Details</h3>
          <dl className="policy-details__facts">
            <Fact label="Location">{orNotProvided(policy.location)}</Fact>
            <Fact label="Property Value">{formatShillings(policy.value_of_property)}</Fact>
            <Fact label="County/Town">{orNotProvided(policy.country_or_town)}</Fact>
            <Fact label="Type of Residence">{orNotProvided(policy.type_of_residence)}</Fact>
            <Fact label="Construction">{orNotProvided(policy.construction)}</Fact>
            <Fact label="House Number">{orNotProvided(policy.house_number)}</Fact>
            <Fact label="Plot Number">{orNotProvided(policy.plot_number)}</Fact>
          </dl>
        </section>
      )}
      <CoveredItems policy={policy} />
    </div>
  );
}
