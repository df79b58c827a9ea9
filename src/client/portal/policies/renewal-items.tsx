import type { CoverItemKind } from '../../../domain/cover-sections';
import type { Item } from '../../../domain/item-list';
import { formatShillings } from '../../../domain/money';
import { addItemsMessages, renewDialogMessages } from '../../../domain/policies-messages';
import { renewalMessages } from '../../../domain/renewals/renewal-messages';
import { MoneyInput } from '../../ui/money-input';

interface RenewalItemsProps {
  /** 'household' or 'portable': the ids and labels of this category's fields. */
  category: CoverItemKind;
  title: string;
  items: readonly Item[];
  total: number;
  onTotal: (total: number) => void;
  onRemove: (index: number) => void;
}

/** One category of the renewal: its sum insured (the shared money input) and its listed items. */
export function RenewalItems({ category, title, items, total, onTotal, onRemove }: RenewalItemsProps) {
  const headingId = `renew-${category}-heading`;
  return (
    <section className="covered-items__list" aria-labelledby={headingId}>
      <h4 id={headingId}>{title}</h4>
      <MoneyInput
        id={`renew-${category}-total`}
        label={renewDialogMessages.categoryTotal({ category: title })}
        value={total}
        onChange={(value) => onTotal(value ?? 0)}
      />
      {items.length === 0 ? (
        <p className="covered-items__none">{renewalMessages.noItems}</p>
      ) : (
        <ul className="add-items__list" aria-label={title}>
          {items.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: two items may share a name and value; order is the identity
            <li key={index}>
              <span>{item.name}</span>
              <span>{formatShillings(item.value)}</span>
              <button
                type="button"
                className="button button--link"
                aria-label={addItemsMessages.removeItem({ name: item.name })}
                onClick={() => onRemove(index)}
              >
                {addItemsMessages.remove}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
