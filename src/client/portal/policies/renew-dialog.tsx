import '../../ui/forms.css';
import { useMemo, useState } from 'react';
import type { Policy } from '../../../domain/api/covers';
import { formatShillings } from '../../../domain/money';
import {
  addItemsMessages,
  policyCardMessages,
  renewDialogMessages as texts,
} from '../../../domain/policies-messages';
import { isOwnerPolicy, viewPolicy } from '../../../domain/policy-view';
import { renewalMessages } from '../../../domain/renewals/renewal-messages';
import { failureMessage } from '../../api/failure-message';
import { idempotencyKeys } from '../../api/idempotency-key';
import { renewCover } from '../../api/renewals-api';
import { Modal } from '../../ui/modal';
import { ItemEntryForm } from './item-entry-form';
import { renewalDraftOf, renewalProblems, renewalRequestOf, withItem, withoutItem } from './renewal-draft';
import { RenewalItems } from './renewal-items';
import { RenewalPrice } from './renewal-price';
import { useRenewalQuote } from './use-renewal-quote';

interface RenewDialogProps {
  policy: Policy | null;
  online: boolean;
  onClose: () => void;
  /** The renewal was made (unpaid): the section shows it and opens Pay Now for it. */
  onRenewed: (renewalId: string) => void;
}

/**
 * Renew: the same property and the cover's items (which the client may change), priced at
 * today's rates by the server as the items change; 'Renew and pay' makes the renewal and hands it to the
 * portal's payment dialog.
 */
export function RenewDialog({ policy, online, onClose, onRenewed }: RenewDialogProps) {
  return (
    <Modal
      open={policy !== null}
      onOpenChange={(open) => !open && onClose()}
      title={renewalMessages.dialogTitle}
      size="lg"
    >
      {policy && (
        <RenewForm key={policy.id} policy={policy} online={online} onClose={onClose} onRenewed={onRenewed} />
      )}
    </Modal>
  );
}

function RenewForm({
  policy,
  online,
  onClose,
  onRenewed,
}: Omit<RenewDialogProps, 'policy'> & { policy: Policy }) {
  const [draft, setDraft] = useState(() => renewalDraftOf(policy));
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const keyFor = useMemo(() => idempotencyKeys(), []);
  const problems = renewalProblems(policy, draft);
  const request = problems.length === 0 && online ? renewalRequestOf(draft) : null;
  const quoteState = useRenewalQuote(policy.id, request);
  const view = viewPolicy(policy);

  const change = (next: typeof draft) => {
    setDraft(next);
    setError(null);
  };

  const submit = async () => {
    if (quoteState.kind !== 'priced') return;
    setSubmitting(true);
    setError(null);
    try {
      const body = quoteState.request;
      const renewed = await renewCover(policy.id, body, keyFor({ coverId: policy.id, body }));
      onRenewed(renewed.data.id);
    } catch (caught) {
      setError(failureMessage(caught, { answered: renewalMessages.failed, thrown: renewalMessages.threw }));
    } finally {
      setSubmitting(false);
    }
  };

  const announcement =
    quoteState.kind === 'pricing'
      ? renewalMessages.pricing
      : quoteState.kind === 'priced'
        ? renewalMessages.priced(quoteState.quote.total)
        : '';

  return (
    <div className="add-items renewal">
      <section aria-labelledby="renew-property-heading">
        <h3 id="renew-property-heading">{view.name}</h3>
        <dl className="policy-details__facts">
          <div>
            <dt>{texts.policyNo}</dt>
            <dd>{view.policyNumber}</dd>
          </div>
          {isOwnerPolicy(policy) && (
            <>
              <div>
                <dt>{policyCardMessages.location}</dt>
                <dd>{policy.location || policyCardMessages.notProvided}</dd>
              </div>
              <div>
                <dt>{policyCardMessages.propertyValue}</dt>
                <dd>{formatShillings(policy.value_of_property)}</dd>
              </div>
            </>
          )}
          <div>
            <dt>{texts.currentPremium}</dt>
            <dd>{policyCardMessages.perYear({ amount: formatShillings(policy.quotation) })}</dd>
          </div>
        </dl>
      </section>

      <RenewalItems
        category="household"
        title={texts.householdItems}
        items={draft.household}
        total={draft.householdTotal}
        onTotal={(total) => change({ ...draft, householdTotal: total })}
        onRemove={(index) => change(withoutItem(draft, 'household', index))}
      />
      <RenewalItems
        category="portable"
        title={texts.portableItems}
        items={draft.portable}
        total={draft.portableTotal}
        onTotal={(total) => change({ ...draft, portableTotal: total })}
        onRemove={(index) => change(withoutItem(draft, 'portable', index))}
      />
      <ItemEntryForm idPrefix="renew-item" onAdd={(item) => change(withItem(draft, item))} />

      {problems.length > 0 && (
        <div className="form-error" role="alert">
          {problems.map((problem) => (
            <p key={problem}>{problem}</p>
          ))}
        </div>
      )}
      <p className="policies-status" role="status">
        {announcement}
      </p>
      {quoteState.kind === 'priced' && (
        <>
          <p>{renewalMessages.startsOn(new Date(quoteState.quote.starts))}</p>
          <RenewalPrice quote={quoteState.quote} />
        </>
      )}
      {(quoteState.kind === 'failed' || error) && (
        <p className="form-error" role="alert">
          {error ?? (quoteState.kind === 'failed' ? quoteState.message : '')}
        </p>
      )}
      {!online && <p className="field__hint">{renewalMessages.renewOffline}</p>}
      <div className="dialog-actions">
        <button type="button" className="button button--ghost" onClick={onClose}>
          {addItemsMessages.cancel}
        </button>
        <button
          type="button"
          className="button button--primary"
          disabled={quoteState.kind !== 'priced' || submitting || !online}
          onClick={() => void submit()}
        >
          {submitting ? texts.renewing : renewalMessages.continueToPay}
        </button>
      </div>
    </div>
  );
}
