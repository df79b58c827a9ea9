import '../../ui/forms.css';
import { useState } from 'react';
import { estimatePremiumWithItems } from '../../../domain/added-items-estimate';
import type { Policy } from '../../../domain/api/covers';
import { formatShillings } from '../../../domain/money';
import { addItemsMessages } from '../../../domain/policies-messages';
import { updatePolicyItems } from '../../api/covers-api';
import { failureMessage } from '../../api/failure-message';
import { Modal } from '../../ui/modal';
import { showToast } from '../../ui/toast';
import { addedItemsRequest, type ItemToAdd } from './added-items-request';
import { ItemEntryForm } from './item-entry-form';
import { type AddedItemsPrice, useAddedItemsPrice } from './use-added-items-price';

interface AddItemsDialogProps {
  policy: Policy | null;
  online: boolean;
  onClose: () => void;
  onAdded: () => void;
}

/** Point 2 and 4, Add Items: items accumulate, the estimate follows every add or remove. */
export function AddItemsDialog({ policy, online, onClose, onAdded }: AddItemsDialogProps) {
  return (
    <Modal
      open={policy !== null}
      onOpenChange={(open) => !open && onClose()}
      title={addItemsMessages.title}
      size="lg"
    >
      {policy && (
        <AddItemsForm key={policy.id} policy={policy} online={online} onClose={onClose} onAdded={onAdded} />
      )}
    </Modal>
  );
}

function AddItemsForm({
  policy,
  online,
  onClose,
  onAdded,
}: Omit<AddItemsDialogProps, 'policy'> & { policy: Policy }) {
  const [items, setItems] = useState<ItemToAdd[]>([]);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const estimate = estimatePremiumWithItems(policy.quotation, items);
  const charge = useAddedItemsPrice(policy, items, online);

  const submit = async () => {
    setSubmitting(true);
    setError(null);
    try {
      await updatePolicyItems(addedItemsRequest(policy, items));
      void showToast('success', addItemsMessages.added, { durationMs: 3000 });
      onAdded();
      onClose();
    } catch (caught) {
      const message = failureMessage(caught, {
        answered: addItemsMessages.failed,
        thrown: addItemsMessages.threw,
      });
      setError(message);
      void showToast('error', message, { durationMs: 3000 });
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <div className="add-items">
      <ItemEntryForm idPrefix="add-item" onAdd={(item) => setItems((current) => [...current, item])} />

      {items.length > 0 && (
        <ul className="add-items__list" aria-label={addItemsMessages.itemsToAdd}>
          {items.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: two items may share a name and value; order is the identity
            <li key={index}>
              <span>
                {item.name} (
                {item.type === 'portable' ? addItemsMessages.portable : addItemsMessages.household})
              </span>
              <span>{formatShillings(item.value)}</span>
              <button
                type="button"
                className="button button--link"
                aria-label={addItemsMessages.removeItem({ name: item.name })}
                onClick={() => setItems((current) => current.filter((_, position) => position !== index))}
              >
                {addItemsMessages.remove}
              </button>
            </li>
          ))}
        </ul>
      )}

      <div className="add-items__estimate">
        <p>
          {addItemsMessages.currentPremium}: <strong>{formatShillings(policy.quotation)}</strong>
        </p>
        {estimate !== null && (
          <>
            <p>
              {addItemsMessages.estimatedPremium}:{' '}
              <strong data-testid="estimated-premium">{formatShillings(estimate)}</strong>
            </p>
            <p className="field__hint">{addItemsMessages.estimateNote}</p>
          </>
        )}
        <ChargeNow charge={charge} />
      </div>

      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      {!online && <p className="field__hint">{addItemsMessages.needsConnection}</p>}
      <div className="dialog-actions">
        <button type="button" className="button button--ghost" onClick={onClose}>
          {addItemsMessages.cancel}
        </button>
        <button
          type="button"
          className="button button--primary"
          disabled={items.length === 0 || submitting || !online}
          onClick={() => void submit()}
        >
          {submitting ? addItemsMessages.adding : addItemsMessages.submit}
        </button>
      </div>
    </div>
  );
}

/** What will be charged, as the server prices it, said with its reason. */
function ChargeNow({ charge }: { charge: AddedItemsPrice }) {
  if (charge.state === 'none') return null;
  if (charge.state !== 'priced') {
    return (
      <p className="field__hint" role="status">
        {charge.state === 'pricing' ? addItemsMessages.pricing : addItemsMessages.pricingFailed}
      </p>
    );
  }
  const { price } = charge;
  const endorsement = price.basis === 'endorsement';
  return (
    <div className="add-items__charge" role="status">
      <p>
        {endorsement ? addItemsMessages.payNowLabel : addItemsMessages.unpaidLabel}:{' '}
        <strong data-testid="amount-to-pay-now">{formatShillings(price.amount_due)}</strong>
      </p>
      <p className="field__hint">
        {!endorsement
          ? addItemsMessages.unpaidWhy
          : price.amount_due === 0
            ? addItemsMessages.payNothing
            : addItemsMessages.payNowWhy({ daysLeft: price.days_left ?? 0 })}
      </p>
    </div>
  );
}
