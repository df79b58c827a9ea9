import type { Policy } from '../../../domain/api/covers';
import { coverPayment } from '../../../domain/documents/payment-receipt';
import { reviewStateInWords } from '../../../domain/documents/review-messages';
import { formatShillings } from '../../../domain/money';
import { policiesMessages, policyCardMessages as texts } from '../../../domain/policies-messages';
import { isOwnerPolicy, viewPolicy } from '../../../domain/policy-view';
import { renewalMessages } from '../../../domain/renewals/renewal-messages';
import { offersRenewal } from '../../../domain/renewals/renewal-offer';
import { formatPolicyDate } from './policy-dates';
import { PolicyDocuments } from './policy-documents';
import { StatusBadge } from './status-badge';

export type PolicyAction = 'details' | 'history' | 'pay' | 'add' | 'renew' | 'claim';

interface PolicyCardProps {
  policy: Policy;
  online: boolean;
  onAction: (action: PolicyAction, policy: Policy) => void;
}

/**
 * Point 2: Pay Now while the policy is inactive, and while added items wait to be paid for;
 * never for a declined application, whose payment is being refunded.
 */
export function needsPayment(policy: Policy): boolean {
  const view = viewPolicy(policy);
  return !view.declined && (view.status === 'Inactive' || policy.amount_due > 0);
}

/** Point 2, one policy in My Policies. */
export function PolicyCard({ policy, online, onAction }: PolicyCardProps) {
  const view = viewPolicy(policy);
  const offlineReason = online ? undefined : policiesMessages.offlineActions;
  const renewable = offersRenewal(policy);
  const renewOfflineId = `renew-offline-${policy.id}`;
  return (
    <article className="policy-card" aria-labelledby={`policy-${policy.id}`}>
      <header className="policy-card__header">
        <div>
          <h3 id={`policy-${policy.id}`} className="policy-card__name">
            {view.name}
          </h3>
          <p className="policy-card__number">{view.label}</p>
        </div>
        <StatusBadge status={view.status} onOpenHistory={() => onAction('history', policy)} />
      </header>
      <p className="policy-card__description">{view.description}</p>
      <dl className="policy-card__facts">
        <div>
          <dt>{texts.premium}</dt>
          <dd>{texts.perYear({ amount: formatShillings(policy.quotation) })}</dd>
        </div>
        <div>
          <dt>{texts.startDate}</dt>
          <dd>{formatPolicyDate(view.startDate)}</dd>
        </div>
        {policy.renews && (
          <div>
            <dt>{texts.renewal}</dt>
            <dd>{renewalMessages.renewsPolicy(policy.renews.reference)}</dd>
          </div>
        )}
        {policy.renewed_by && (
          <div>
            <dt>{texts.renewal}</dt>
            <dd>{renewalMessages.renewedBy(policy.renewed_by.status)}</dd>
          </div>
        )}
        {view.status === 'Expired' && view.endDate && (
          <div>
            <dt>{texts.ended}</dt>
            <dd>{formatPolicyDate(view.endDate)}</dd>
          </div>
        )}
        {isOwnerPolicy(policy) && (
          <>
            <div>
              <dt>{texts.location}</dt>
              <dd>{policy.location || texts.notProvided}</dd>
            </div>
            <div>
              <dt>{texts.propertyValue}</dt>
              <dd>{formatShillings(policy.value_of_property)}</dd>
            </div>
          </>
        )}
        {coverPayment(policy) && (
          <div>
            <dt>{texts.review}</dt>
            <dd>{reviewStateInWords({ status: policy.review_status, note: policy.review_note })}</dd>
          </div>
        )}
        {policy.amount_due > 0 && (
          <div>
            <dt>{texts.amountDue}</dt>
            <dd>{texts.forAddedItems({ amount: formatShillings(policy.amount_due) })}</dd>
          </div>
        )}
      </dl>
      <div className="policy-card__actions">
        <button type="button" className="button button--ghost" onClick={() => onAction('details', policy)}>
          {texts.viewDetails}
        </button>
        {needsPayment(policy) && (
          <button
            type="button"
            className="button button--primary"
            disabled={!online}
            title={offlineReason}
            onClick={() => onAction('pay', policy)}
          >
            {texts.payNow}
          </button>
        )}
        {!view.declined && view.status !== 'Expired' && (
          <button
            type="button"
            className="button button--ghost"
            disabled={!online}
            title={offlineReason}
            onClick={() => onAction('add', policy)}
          >
            {texts.addItems}
          </button>
        )}
        {renewable && (
          <button
            type="button"
            className="button button--primary"
            disabled={!online}
            aria-describedby={online ? undefined : renewOfflineId}
            onClick={() => onAction('renew', policy)}
          >
            {renewalMessages.renew}
          </button>
        )}
        {/* A claim can be written and queued with no signal, so this stays enabled offline. */}
        {view.status === 'Active' && !view.declined && (
          <button type="button" className="button button--ghost" onClick={() => onAction('claim', policy)}>
            {texts.makeClaim}
          </button>
        )}
      </div>
      {renewable && !online && (
        <p id={renewOfflineId} className="field__hint">
          {renewalMessages.renewOffline}
        </p>
      )}
      <PolicyDocuments policy={policy} online={online} />
    </article>
  );
}
