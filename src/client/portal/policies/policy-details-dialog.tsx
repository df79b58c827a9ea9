import type { ReactNode } from 'react';
import type { Policy } from '../../../domain/api/covers';
import { formatShillings } from '../../../domain/money';
import {
  policiesMessages,
  policyStatusNames,
  policyCardMessages as texts,
} from '../../../domain/policies-messages';
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

const orNotProvided = (text: string) => text || texts.notProvided;

/** The last day of cover once it has started; an unpaid policy has none yet. */
function expiryOf(policy: Policy, endDate: string | null): string {
  if (endDate) return formatPolicyDate(endDate);
  return policy.product.period_id && !policy.end_date ? policiesMessages.notStarted : texts.notAvailable;
}

/** Point 2, policy details: the policy, the insured, the property (owners) and the covered items. */
export function PolicyDetailsDialog({ policy, onClose }: PolicyDetailsDialogProps) {
  return (
    <Modal
      open={policy !== null}
      onOpenChange={(open) => !open && onClose()}
      title={texts.detailsTitle}
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
        <Fact label={texts.policyStatus}>
          <span className={`policy-badge policy-badge--${view.status === 'Active' ? 'active' : 'inactive'}`}>
            {policyStatusNames[view.status]}
          </span>
        </Fact>
        <Fact label={texts.policyNumber}>{view.policyNumber}</Fact>
        <Fact label={texts.premium}>{formatShillings(policy.quotation)}</Fact>
        <Fact label={texts.createdDate}>{formatPolicyDate(view.startDate)}</Fact>
        <Fact label={texts.expiryDate}>{expiryOf(policy, view.endDate)}</Fact>
        <Fact label={texts.underwriter}>{view.underwriter_name}</Fact>
        <Fact label={texts.name}>{orNotProvided(policy.user.name)}</Fact>
        <Fact label={texts.idNumber}>{orNotProvided(policy.user.id_number ?? '')}</Fact>
      </dl>
      {isOwnerPolicy(policy) && (
        <section aria-labelledby={`property-${policy.id}`}>
          <h3 id={`property-${policy.id}`}>{texts.propertyDetails}</h3>
          <dl className="policy-details__facts">
            <Fact label={texts.location}>{orNotProvided(policy.location)}</Fact>
            <Fact label={texts.propertyValueTitle}>{formatShillings(policy.value_of_property)}</Fact>
            <Fact label={texts.countyTown}>{orNotProvided(policy.country_or_town)}</Fact>
            <Fact label={texts.residence}>{orNotProvided(policy.type_of_residence)}</Fact>
            <Fact label={texts.construction}>{orNotProvided(policy.construction)}</Fact>
            <Fact label={texts.houseNumber}>{orNotProvided(policy.house_number)}</Fact>
            <Fact label={texts.plotNumber}>{orNotProvided(policy.plot_number)}</Fact>
          </dl>
        </section>
      )}
      <CoveredItems policy={policy} />
    </div>
  );
}
