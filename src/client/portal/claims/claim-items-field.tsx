// Which of the cover's items the claim names, and the estimated loss of each (at most its sum insured).
import { useId } from 'react';
import type { ClaimableCover } from '../../../domain/claims/claims-api';
import { formatShillings } from '../../../domain/money';

interface ClaimItemsFieldProps {
  items: ClaimableCover['items'];
  losses: Record<string, string>;
  errors: Record<string, string>;
  onChange: (losses: Record<string, string>) => void;
}

export function ClaimItemsField({ items, losses, errors, onChange }: ClaimItemsFieldProps) {
  const id = useId();
  const chosen = Object.keys(losses);
  const listError = errors.items ?? null;
  const errorOf = (itemId: string) => {
    const index = chosen.indexOf(itemId);
    return index < 0
      ? null
      : (errors[`items.${index}.estimated_loss`] ?? errors[`items.${index}.item_id`] ?? null);
  };
  const toggle = (itemId: string, on: boolean) => {
    const next = { ...losses };
    if (on) next[itemId] = '';
    else delete next[itemId];
    onChange(next);
  };
  return (
    <fieldset className="claim-fieldset" aria-describedby={listError ? `${id}-error` : undefined}>
      <legend>Which of your insured items are affected?</legend>
      {items.map((item) => {
        const on = item.item_id in losses;
        const lossId = `${id}-${item.item_id}`;
        const itemError = errorOf(item.item_id);
        return (
          <div key={item.item_id} className="claim-item">
            <label className="claim-choice">
              <input
                type="checkbox"
                checked={on}
                aria-invalid={listError && chosen.length === 0 ? true : undefined}
                onChange={(event) => toggle(item.item_id, event.target.checked)}
              />
              {item.name} (insured for {formatShillings(item.sum_insured)})
            </label>
            {on && (
              <div className="field">
                <label htmlFor={lossId}>Estimated loss of {item.name} (KSh)</label>
                <input
                  id={lossId}
                  inputMode="numeric"
                  value={losses[item.item_id]}
                  aria-invalid={itemError ? true : undefined}
                  aria-describedby={itemError ? `${lossId}-error` : undefined}
                  onChange={(event) => onChange({ ...losses, [item.item_id]: event.target.value })}
                />
                {itemError && (
                  <p id={`${lossId}-error`} className="field__error">
                    {itemError}
                  </p>
                )}
              </div>
            )}
          </div>
        );
      })}
      {listError && (
        <p id={`${id}-error`} className="field__error">
          {listError}
        </p>
      )}
    </fieldset>
  );
}
